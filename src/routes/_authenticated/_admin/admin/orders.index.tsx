import { createFileRoute } from '@tanstack/react-router'
import { AdminOrdersPage } from '#features/admin/orders/admin-orders-page'
import { adminOrdersSearchSchema } from '#features/admin/orders/admin-orders-search'

export const Route = createFileRoute('/_authenticated/_admin/admin/orders/')({
  validateSearch: adminOrdersSearchSchema,
  component: AdminOrdersPage,
})
