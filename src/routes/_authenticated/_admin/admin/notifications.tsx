import { createFileRoute } from '@tanstack/react-router'
import { AdminNotificationsPage } from '#features/admin/notifications/admin-notifications-page'
import { tableSearchSchema } from '#ui/panel/data-table/table-search'

export const Route = createFileRoute('/_authenticated/_admin/admin/notifications')({
  validateSearch: tableSearchSchema,
  component: AdminNotificationsPage,
})
