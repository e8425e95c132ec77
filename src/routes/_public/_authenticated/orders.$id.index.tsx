import { createFileRoute } from '@tanstack/react-router'
import { toPersianDigits } from '../../../lib/fa'
import { PlaceholderPage } from '../../../ui/placeholder-page'

export const Route = createFileRoute('/_public/_authenticated/orders/$id/')({
  component: OrdersByIdPage,
})

function OrdersByIdPage() {
  const { id } = Route.useParams()
  return (
    <PlaceholderPage
      title={`سفارش شماره ${toPersianDigits(id)}`}
      description="کالاها، مبلغ و فروشگاه‌های این سفارش اینجا نمایش داده می‌شود."
    />
  )
}
