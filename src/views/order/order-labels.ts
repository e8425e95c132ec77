import type { Schemas } from '#sdk'

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

/** The same actors as the seller panel names them (the customer is not «شما» there). */
export const SELLER_ACTOR_LABELS: Record<Schemas['OrderActor'], string> = {
  ...ACTOR_LABELS,
  customer: 'مشتری',
  store: 'شما',
}

/** The actors as the admin panel names them: an admin's move is «مدیر راسته». */
export const ADMIN_ACTOR_LABELS: Record<Schemas['OrderActor'], string> = {
  customer: 'مشتری',
  store: 'فروشگاه',
  admin: 'مدیر راسته',
  system: 'سامانه',
}
