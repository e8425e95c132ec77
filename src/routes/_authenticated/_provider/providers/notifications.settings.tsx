import { createFileRoute } from '@tanstack/react-router'
import { SellerNotificationSettingsPage } from '#features/providers/notifications/notification-settings-page'

export const Route = createFileRoute('/_authenticated/_provider/providers/notifications/settings')({
  component: SellerNotificationSettingsPage,
})
