import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../ui/placeholder-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/orders')({
  component: () => (
    <PlaceholderPage title="سفارش‌ها" description="سفارش‌های همه فروشگاه‌ها با فیلتر و جستجو اینجا نمایش داده می‌شود." />
  ),
})
