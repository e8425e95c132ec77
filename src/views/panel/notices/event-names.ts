import type { NoticeChannel, NoticeEvent } from '#api/notifications'

// What each event is called where a person chooses how to hear of it, and whose it is: a
// shopper's, or a seller's (a store's orders and standing; the server's EVENT_RULES audience).
export const EVENT_NAMES: Record<NoticeEvent, { name: string; seller?: true }> = {
  order_new: { name: 'سفارش تازه برای فروشگاه', seller: true },
  order_withdrawn: { name: 'لغو سفارش به دست مشتری', seller: true },
  store_verified: { name: 'تأیید فروشگاه', seller: true },
  store_unverified: { name: 'تعلیق فروشگاه', seller: true },
  return_requested: { name: 'درخواست مرجوعی از فروشگاه', seller: true },
  payout_paid: { name: 'واریز تسویه', seller: true },
  order_paid: { name: 'پرداخت سفارش' },
  order_shipped: { name: 'ارسال سفارش با کد رهگیری' },
  order_delivered: { name: 'تحویل سفارش' },
  order_cancelled: { name: 'لغو سفارش' },
  return_updated: { name: 'تغییر وضعیت مرجوعی' },
  refund_paid: { name: 'بازپرداخت وجه' },
  review_answered: { name: 'پاسخ به دیدگاه شما' },
  question_answered: { name: 'پاسخ به پرسش شما' },
  wish_back_in_stock: { name: 'موجود شدن کالای علاقه‌مندی' },
  wish_price_drop: { name: 'کاهش قیمت کالای علاقه‌مندی' },
}

export const CHANNEL_NAMES: Record<NoticeChannel, string> = {
  push: 'اعلان مرورگر',
  sms: 'پیامک',
}
