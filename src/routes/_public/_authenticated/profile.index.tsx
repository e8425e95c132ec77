import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../ui/placeholder-page'

export const Route = createFileRoute('/_public/_authenticated/profile/')({
  component: ProfilePage,
})

function ProfilePage() {
  return (
    <PlaceholderPage title="سفارش‌های من" description="فهرست سفارش‌های شما و وضعیت هر کدام اینجا نمایش داده می‌شود." />
  )
}
