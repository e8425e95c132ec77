import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../ui/placeholder-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/filters/')({
  component: AdminFiltersPage,
})

function AdminFiltersPage() {
  return <PlaceholderPage title="فیلترها" description="فهرست ویژگی‌های قابل فیلتر هر دسته‌بندی اینجا نمایش داده می‌شود." />
}
