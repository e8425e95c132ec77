import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../ui/placeholder-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/stores/')({
  component: AdminStoresPage,
})

function AdminStoresPage() {
  return (
    <PlaceholderPage
      title="فروشگاه‌ها"
      description="فهرست همه فروشگاه‌ها با وضعیت تأیید هر کدام اینجا نمایش داده می‌شود."
    />
  )
}
