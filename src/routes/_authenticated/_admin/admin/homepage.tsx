import { createFileRoute } from '@tanstack/react-router'
import { AdminHomepagePage } from '#features/admin/homepage/admin-homepage-page'
import { adminHomepageSearchSchema } from '#features/admin/homepage/admin-homepage-search'

export const Route = createFileRoute('/_authenticated/_admin/admin/homepage')({
  validateSearch: adminHomepageSearchSchema,
  component: AdminHomepageRoute,
})

function AdminHomepageRoute() {
  const { store } = Route.useSearch()
  return <AdminHomepagePage storeId={store ?? null} />
}
