import type { Schemas } from '#sdk'
import { Badge } from '#ui/badge'

// An order's status in words and colour: the customer's orders, and the seller and admin panels'.
type OrderStatus = Schemas['OrderStatus']

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'در انتظار پرداخت',
  paid: 'پرداخت‌شده',
  processing: 'در حال پردازش',
  shipped: 'ارسال‌شده',
  delivered: 'تحویل‌شده',
  cancelled: 'لغوشده',
}

const TONES: Record<OrderStatus, 'warning' | 'info' | 'subtle' | 'success' | 'danger'> = {
  pending_payment: 'warning',
  paid: 'info',
  processing: 'info',
  shipped: 'subtle',
  delivered: 'success',
  cancelled: 'danger',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge size="md" variant={TONES[status]}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  )
}
