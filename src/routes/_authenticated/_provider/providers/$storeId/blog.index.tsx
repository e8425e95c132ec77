import { createFileRoute } from '@tanstack/react-router'
import { ProviderPage } from '../../../../../features/providers/provider-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/blog/')({
  component: ProvidersByStoreIdBlogPage,
})

function ProvidersByStoreIdBlogPage() {
  const { storeId } = Route.useParams()
  return <ProviderPage page="blog.list" storeId={storeId} />
}
