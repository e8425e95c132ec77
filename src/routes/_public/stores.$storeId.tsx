import { createFileRoute } from '@tanstack/react-router'
import { toPersianDigits } from '../../lib/fa'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/stores/$storeId')({
  component: StoresByStoreIdPage,
})

function StoresByStoreIdPage() {
  const { storeId } = Route.useParams()
  return (
    <PlaceholderPage
      title={`فروشگاه شماره ${toPersianDigits(storeId)}`}
      description="صفحه اصلی این فروشگاه، محصولات و مقاله‌های آن اینجا نمایش داده می‌شود."
    />
  )
}
