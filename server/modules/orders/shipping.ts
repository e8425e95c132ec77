// A store's shipping price for one order, from its own settings: the method must be enabled, and
// the same-city courier only delivers inside the store's courier city (sdk/rules/courier, the
// rule the checkout screen shows).

import { courierDelivers } from '#sdk/rules/courier'
import type { components } from '#sdk/schema'
import type { ShippingMethodSetting, StoreShipping } from '../../db/schema'
import { conflict } from '../../lib/http-error'

type Method = components['schemas']['ShippingMethod']

export const METHOD_NAMES: Record<Method, string> = {
  post_pishtaz: 'پست پیشتاز',
  tipax: 'تیپاکس',
  courier: 'پیک',
}

export function shippingQuote(
  settings: StoreShipping,
  method: Method,
  city: string,
  storeName: string,
): Omit<ShippingMethodSetting, 'enabled'> {
  const setting = settings.methods.find((m) => m.method === method && m.enabled)
  if (!setting || (method === 'courier' && !courierDelivers(settings.courier_city, city)))
    throw conflict(`ارسال با ${METHOD_NAMES[method]} برای فروشگاه «${storeName}» به این نشانی ممکن نیست`)
  return {
    method,
    fee: setting.fee,
    estimated_days_min: setting.estimated_days_min,
    estimated_days_max: setting.estimated_days_max,
  }
}
