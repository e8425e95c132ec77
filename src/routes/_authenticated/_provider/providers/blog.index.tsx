import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/blog/')({
  component: ProvidersBlogPage,
})

function ProvidersBlogPage() {
  return <ProviderPage page="blog.list" />
}
