import { createFileRoute } from '@tanstack/react-router'
import { PostEditPage } from '#features/providers/blog/post-pages'

export const Route = createFileRoute('/_authenticated/_provider/providers/$storeId/blog/$id')({
  component: ProvidersByStoreIdBlogByIdPage,
})

function ProvidersByStoreIdBlogByIdPage() {
  const { storeId, id } = Route.useParams()
  return <PostEditPage key={id} storeId={storeId} id={id} />
}
