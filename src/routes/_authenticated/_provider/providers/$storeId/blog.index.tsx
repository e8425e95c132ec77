import { createFileRoute } from '@tanstack/react-router'
import { BlogPage } from '#features/providers/blog/blog-page'
import { sellerBlogSearchSchema } from '#features/providers/blog/blog-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/blog/')({
  validateSearch: sellerBlogSearchSchema,
  component: ProvidersByStoreIdBlogPage,
})

function ProvidersByStoreIdBlogPage() {
  const { storeId } = Route.useParams()
  return <BlogPage storeId={storeId} />
}
