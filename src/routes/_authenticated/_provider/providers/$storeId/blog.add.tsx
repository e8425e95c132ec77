import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/blog/add')({
  component: ProvidersByStoreIdBlogAddPage,
})

function ProvidersByStoreIdBlogAddPage() {
  const { storeId } = Route.useParams()
  return <ProviderPage page="blog.add" storeId={storeId} />
}
