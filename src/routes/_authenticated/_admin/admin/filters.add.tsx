import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../../ui/placeholder-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/filters/add')({
  component: AdminFiltersAddPage,
})

function AdminFiltersAddPage() {
  return <PlaceholderPage title="افزودن فیلتر" description="فرم تعریف ویژگی قابل فیلتر تازه اینجا نمایش داده می‌شود." />
}
