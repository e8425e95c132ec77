import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/store/$storeName')({
  component: StoreByStoreNamePage,
})

function StoreByStoreNamePage() {
  const { storeName } = Route.useParams()
  return (
    <PlaceholderPage
      title={`فروشگاه ${storeName}`}
      description="صفحه اصلی این فروشگاه، محصولات و مقاله‌های آن اینجا نمایش داده می‌شود."
    />
  )
}
