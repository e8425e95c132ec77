import { createFileRoute } from '@tanstack/react-router'
import { toPersianDigits } from '../../../lib/fa'
import { PlaceholderPage } from '../../../ui/placeholder-page'

export const Route = createFileRoute('/_public/_authenticated/orders/$id/status')({
  component: OrdersByIdStatusPage,
})

function OrdersByIdStatusPage() {
  const { id } = Route.useParams()
  return (
    <PlaceholderPage
      title={`وضعیت سفارش شماره ${toPersianDigits(id)}`}
      description="مراحل سفارش (پرداخت، آماده‌سازی، ارسال و تحویل) روی یک خط زمانی اینجا نمایش داده می‌شود."
    />
  )
}
