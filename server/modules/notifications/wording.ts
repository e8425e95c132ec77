// What every notice's copy shares: numbers as a person reads them (order numbers in Persian
// digits, prices in toman), lists of orders, a short quote of someone's text, and the app's paths a
// notice leads to (each one a page of src/routes). Tracking codes and bank references stay as
// they were typed (Latin digits): the PWA isolates such runs where it shows a notice (BidiText).
import { formatNumber, toPersianDigits } from '#sdk/rules/digits'

/** 1502 → '۱۵۰۲' (an order's number, never grouped) */
export const no = (id: number) => toPersianDigits(id)

/** 690000 → '۶۹۰٬۰۰۰ تومان' */
export const toman = (amount: number) => `${formatNumber(Number(amount))} تومان`

/** «سفارش ۱۲», «سفارش‌های ۱۲ و ۱۳», «سفارش‌های ۱۲، ۱۳ و ۱۴» */
export function ordersNamed(ids: readonly number[]): string {
  if (ids.length <= 1) return `سفارش ${no(ids[0] ?? 0)}`
  const named = ids.map(no)
  return `سفارش‌های ${named.slice(0, -1).join('، ')} و ${named[named.length - 1]}`
}

/** Someone's text quoted in a notice: one line, at most `max` characters. */
export function quote(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line
}

/** The pages a notice opens. */
export const links = {
  order: (id: number) => `/orders/${id}`,
  sellerOrder: (storeId: number, id: number) => `/providers/${storeId}/orders/${id}`,
  return: (id: number) => `/returns/${id}`,
  sellerReturn: (storeId: number, id: number) => `/providers/${storeId}/returns/${id}`,
  finance: (storeId: number) => `/providers/${storeId}/finance`,
  store: (storeId: number) => `/providers/${storeId}`,
  product: (id: number, slug: string) => `/products/${id}/${slug}`,
  productReviews: (id: number, slug: string) => `/products/${id}/${slug}#reviews`,
  productQuestions: (id: number, slug: string) => `/products/${id}/${slug}#questions`,
}
