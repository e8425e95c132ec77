import { createFileRoute } from '@tanstack/react-router'
import { toPersianDigits } from '../../../../lib/fa'
import { PlaceholderPage } from '../../../../ui/placeholder-page'

export const Route = createFileRoute('/_authenticated/_admin/admin/stores/$id')({
  component: AdminStoresByIdPage,
})

function AdminStoresByIdPage() {
  const { id } = Route.useParams()
  return (
    <PlaceholderPage
      title={`فروشگاه شماره ${toPersianDigits(id)}`}
      description="جزئیات این فروشگاه، محصولات آن و دکمه‌های تأیید یا لغو تأیید اینجا نمایش داده می‌شود."
    />
  )
}
