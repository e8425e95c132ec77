import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../ui/placeholder-page'

export const Route = createFileRoute('/_public/_authenticated/cart')({
  component: CartPage,
})

function CartPage() {
  return (
    <PlaceholderPage
      title="سبد خرید"
      description="کالاهای سبد خرید شما، تعداد هر کدام و جمع کل اینجا نمایش داده می‌شود."
    />
  )
}
