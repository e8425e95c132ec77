import { createFileRoute } from '@tanstack/react-router'
import { SellerNotificationsPage } from '#features/providers/notifications/notifications-page'
import { tableSearchSchema } from '#ui/panel/data-table/table-search'

export const Route = createFileRoute('/_authenticated/_provider/providers/notifications/')({
  validateSearch: tableSearchSchema,
  component: SellerNotificationsPage,
})
