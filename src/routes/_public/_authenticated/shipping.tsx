import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../ui/placeholder-page'

export const Route = createFileRoute('/_public/_authenticated/shipping')({
  component: ShippingPage,
})

function ShippingPage() {
  return <PlaceholderPage title="نشانی و شیوه ارسال" description="انتخاب نشانی و شیوه ارسال سفارش اینجا انجام می‌شود." />
}
