// The courier rule, one copy for the checkout screen and the server's checkout: a store's courier
// («پیک») delivers only inside its courier city, and cities are compared as Persian text (Arabic
// ي/ك, diacritics, ZWNJ and spacing do not make «تهران» another city).
import { normalizeText } from './text'

/** Whether a store whose courier serves `courierCity` (null: no courier city) delivers to `city`. */
export function courierDelivers(courierCity: string | null | undefined, city: string | null | undefined): boolean {
  if (!courierCity || !city) return false
  return normalizeText(courierCity) === normalizeText(city)
}
