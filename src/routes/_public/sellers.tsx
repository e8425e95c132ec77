import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../ui/placeholder-page'

export const Route = createFileRoute('/_public/sellers')({
  component: SellersPage,
})

function SellersPage() {
  return (
    <PlaceholderPage
      title="در راسته بفروشید"
      description="مزایای فروش در راسته و مراحل ساخت فروشگاه اینجا نمایش داده می‌شود."
    />
  )
}
