import { createFileRoute } from '@tanstack/react-router'
import { PostAddPage } from '#features/providers/blog/post-pages'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/blog/add')({
  component: ProvidersByStoreIdBlogAddPage,
})

function ProvidersByStoreIdBlogAddPage() {
  const { storeId } = Route.useParams()
  return <PostAddPage storeId={storeId} />
}
