import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/blog/$id')({
  component: ProvidersByStoreIdBlogByIdPage,
})

function ProvidersByStoreIdBlogByIdPage() {
  const { storeId, id } = Route.useParams()
  return <ProviderPage page="blog.edit" storeId={storeId} id={id} />
}
