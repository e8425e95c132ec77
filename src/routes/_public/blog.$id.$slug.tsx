import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { blogPostQueryOptions } from '#api/blog'
import { ArticlePage } from '#features/blog/article-page'
import { ArticleSkeleton } from '#features/blog/article-skeleton'
import { loadFresh } from '#lib/fresh-read'
import { idParam, orNotFound } from '#lib/or-not-found'
import { PageNotFound } from '#views/page-not-found'

export const Route = createFileRoute('/_public/blog/$id/$slug')({
  loader: async ({ context: { queryClient }, params }) => {
    const post = await orNotFound(loadFresh(queryClient, blogPostQueryOptions(idParam(params.id))))
    if (post.slug !== params.slug) {
      throw redirect({ to: '/blog/$id/$slug', params: { id: params.id, slug: post.slug }, replace: true })
    }
  },
  pendingComponent: ArticleSkeleton,
  notFoundComponent: PageNotFound,
  component: ArticleRoute,
})

function ArticleRoute() {
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(blogPostQueryOptions(Number(id)))
  return <ArticlePage post={data} />
}
