import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/blog/$id')({
  component: ProvidersBlogByIdPage,
})

function ProvidersBlogByIdPage() {
  const { id } = Route.useParams()
  return <ProviderPage page="blog.edit" id={id} />
}
