import { createFileRoute } from '@tanstack/react-router'
import { AdminCommissionsPage } from '#features/admin/commissions/admin-commissions-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/commissions')({
  component: AdminCommissionsPage,
})
