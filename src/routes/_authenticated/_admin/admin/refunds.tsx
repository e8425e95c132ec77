import { createFileRoute } from '@tanstack/react-router'
import { AdminRefundsPage } from '#features/admin/refunds/admin-refunds-page'
import { adminRefundsSearchSchema } from '#features/admin/refunds/admin-refunds-search'

export const Route = createFileRoute('/_authenticated/_admin/admin/refunds')({
  validateSearch: adminRefundsSearchSchema,
  component: AdminRefundsPage,
})
