import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../ui/placeholder-page'

export const Route = createFileRoute('/_public/_authenticated/checkout')({
  component: CheckoutPage,
})

function CheckoutPage() {
  return <PlaceholderPage title="پرداخت" description="خلاصه سفارش، کد تخفیف و پرداخت اینجا نمایش داده می‌شود." />
}
