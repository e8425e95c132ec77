import { createFileRoute } from '@tanstack/react-router'
import { blogListParams, blogListQueryOptions } from '#api/blog'
import { BlogListPage } from '#features/blog/blog-list-page'
import { loadFresh } from '#lib/fresh-read'
import { pageSearchSchema } from '#lib/page-search'
import { CardGridSkeleton } from '#ui/card-grid'

export const Route = createFileRoute('/_public/blog/')({
  validateSearch: pageSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context: { queryClient }, deps }) =>
    loadFresh(queryClient, blogListQueryOptions(blogListParams(deps.page))),
  pendingComponent: () => <CardGridSkeleton />,
  component: BlogRoute,
})

function BlogRoute() {
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <BlogListPage page={page} onPageChange={(next) => navigate({ search: { page: next > 1 ? next : undefined } })} />
  )
}
