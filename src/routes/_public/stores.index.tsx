import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/stores/')({
  component: StoresPage,
})

function StoresPage() {
  return <PlaceholderPage title="فروشگاه‌ها" description="فهرست فروشگاه‌های راسته اینجا نمایش داده می‌شود." />
}
