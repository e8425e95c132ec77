import { createFileRoute } from '@tanstack/react-router'
import { toPersianDigits } from '../../../../lib/fa'
import { PlaceholderPage } from '../../../../ui/placeholder-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/filters/edit/$id')({
  component: AdminFiltersEditByIdPage,
})

function AdminFiltersEditByIdPage() {
  const { id } = Route.useParams()
  return (
    <PlaceholderPage
      title={`ویرایش فیلتر شماره ${toPersianDigits(id)}`}
      description="این ویژگی قابل فیلتر اینجا ویرایش می‌شود."
    />
  )
}
