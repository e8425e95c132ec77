import { createFileRoute } from '@tanstack/react-router'
import { AdminFiltersPage } from '#features/admin/filters/filters-page'
import { adminFiltersSearchSchema } from '#features/admin/filters/filters-search'

export const Route = createFileRoute('/_authenticated/_admin/admin/filters/')({
  validateSearch: adminFiltersSearchSchema,
  component: AdminFiltersPage,
})
