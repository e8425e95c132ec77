import type { Schemas } from '../../../sdk'
import type { OrderStatus } from '../../api/orders'

export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[]

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'در انتظار پرداخت',
  paid: 'پرداخت‌شده',
  processing: 'در حال پردازش',
  shipped: 'ارسال‌شده',
  delivered: 'تحویل‌شده',
  cancelled: 'لغوشده',
}

export type StatusTone = 'warning' | 'info' | 'accent' | 'success' | 'danger'

export const STATUS_TONES: Record<OrderStatus, StatusTone> = {
  pending_payment: 'warning',
  paid: 'info',
  processing: 'info',
  shipped: 'accent',
  delivered: 'success',
  cancelled: 'danger',
}

export const PAYMENT_METHOD_LABELS: Record<Schemas['PaymentMethod'], string> = {
  online: 'پرداخت اینترنتی',
  cod: 'پرداخت در محل',
}

export const PAYMENT_STATUS_LABELS: Record<Schemas['PaymentStatus'], string> = {
  pending: 'در انتظار پرداخت',
  paid: 'پرداخت‌شده',
  failed: 'ناموفق',
  refunded: 'بازگشت داده‌شده',
}

export const ACTOR_LABELS: Record<Schemas['OrderActor'], string> = {
  customer: 'شما',
  store: 'فروشگاه',
  admin: 'پشتیبانی راسته',
  system: 'سامانه',
}
