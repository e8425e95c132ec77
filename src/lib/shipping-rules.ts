import type { Schemas } from '#sdk'
import { courierDelivers } from '#sdk/rules/courier'
import { toPersianDigits } from './fa'
import { SHIPPING_METHODS, type ShippingMethod } from './shipping-methods'

export type { ShippingMethod }
export type MethodOption = Schemas['ShippingMethodOption']
export type StoreShipping = Schemas['StorePublic']['shipping']

export interface MethodChoice {
  option: MethodOption
  available: boolean
  /** Why a shown method cannot be chosen (the courier outside its city). */
  reason: string | null
}

/**
 * A store's enabled methods for an address city. The courier serves only the store's courier
 * city, as the server checks at checkout; elsewhere it is shown disabled with the reason.
 */
export function methodChoices(shipping: StoreShipping, city: string | null): MethodChoice[] {
  return shipping.methods
    .filter((option) => option.enabled)
    .sort((a, b) => SHIPPING_METHODS.indexOf(a.method) - SHIPPING_METHODS.indexOf(b.method))
    .map((option) => {
      if (option.method !== 'courier') return { option, available: true, reason: null }
      if (!shipping.courier_city) return { option, available: false, reason: 'پیک این فروشگاه فعلا فعال نیست' }
      if (!city) return { option, available: false, reason: 'برای ارسال با پیک ابتدا نشانی را انتخاب کنید' }
      return courierDelivers(shipping.courier_city, city)
        ? { option, available: true, reason: null }
        : { option, available: false, reason: `پیک فقط در شهر ${shipping.courier_city} تحویل می‌دهد` }
    })
}

/** The wanted method when it can be used; otherwise the cheapest available (then the fastest). */
export function resolveMethod(choices: MethodChoice[], wanted: ShippingMethod | undefined): ShippingMethod | null {
  const available = choices.filter((choice) => choice.available)
  if (wanted && available.some((choice) => choice.option.method === wanted)) return wanted
  const best = [...available].sort(
    (a, b) => a.option.fee - b.option.fee || a.option.estimated_days_max - b.option.estimated_days_max,
  )[0]
  return best?.option.method ?? null
}

/** «۲ تا ۵ روز کاری», «۳ روز کاری», «تا ۱ روز کاری» or «همان روز». */
export function estimateLabel(min: number, max: number): string {
  const high = Math.max(min, max)
  if (high === 0) return 'همان روز'
  if (min === 0) return `تا ${toPersianDigits(high)} روز کاری`
  if (min === high) return `${toPersianDigits(high)} روز کاری`
  return `${toPersianDigits(min)} تا ${toPersianDigits(high)} روز کاری`
}

const METHOD_LABELS: Record<ShippingMethod, string> = {
  post_pishtaz: 'پست پیشتاز',
  tipax: 'تیپاکس',
  courier: 'پیک',
}

export function shippingMethodLabel(method: ShippingMethod): string {
  return METHOD_LABELS[method] ?? method
}
