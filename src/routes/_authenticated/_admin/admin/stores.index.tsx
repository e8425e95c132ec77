import { createFileRoute } from '@tanstack/react-router'
import { AdminStoresPage } from '#features/admin/stores/admin-stores-page'
import { adminStoresSearchSchema } from '#features/admin/stores/admin-stores-search'

export const Route = createFileRoute('/_authenticated/_admin/admin/stores/')({
  validateSearch: adminStoresSearchSchema,
  component: AdminStoresPage,
})
