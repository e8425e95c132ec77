import { createFileRoute } from '@tanstack/react-router'
import { categoryTreeQueryOptions } from '#api/categories'
import { homepageQueryOptions } from '#api/homepage'
import { HomePage } from '#features/home/home-page'

export const Route = createFileRoute('/_public/')({
  // A failure shows inside the page (with a retry), so the welcome and categories still show.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(homepageQueryOptions).catch(() => undefined),
      queryClient.ensureQueryData(categoryTreeQueryOptions).catch(() => undefined),
    ]),
  component: HomePage,
})
