import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/blog/add')({
  component: ProvidersBlogAddPage,
})

function ProvidersBlogAddPage() {
  return <ProviderPage page="blog.add" />
}
