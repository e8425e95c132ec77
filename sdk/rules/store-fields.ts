// A store's fields checked the same way by the store form and the server (create, sign-up and
// edit): every field that is present is normalised (Latin digits, 'IR…' Sheba, the list's
// spelling of province and city) or gets its Persian message. Absent fields are not checked, so
// an edit checks only what it sends. Neutral: no DOM, no Node.
import {
  IDENTITY_MESSAGES as M,
  normalizeCompanyNationalId,
  normalizeNationalCode,
  normalizeRegistrationNumber,
  normalizeSheba,
  normalizeSlug,
  normalizeStorePhone,
  normalizeStorePostalCode,
} from './identity'
import { canonicalCity, canonicalProvince } from './iran-places'
import { cleanText } from './text'

export const STORE_MESSAGES = {
  ...M,
  provinceUnknown: 'استان انتخاب‌شده معتبر نیست',
  cityUnknown: 'شهر انتخاب‌شده در این استان نیست',
  nameShort: 'نام فروشگاه باید دست‌کم ۲ حرف باشد',
  companyNameShort: 'نام شرکت باید دست‌کم ۲ حرف باشد',
  addressShort: 'نشانی باید دست‌کم ۵ حرف باشد',
  emailInvalid: 'نشانی ایمیل معتبر نیست',
  shippingDuplicate: 'هر روش ارسال را یک بار وارد کنید',
  shippingDays: 'کمترین زمان ارسال از بیشترین آن بیشتر است',
  courierCity: 'برای ارسال با پیک، شهر پیک را وارد کنید',
} as const

export interface ShippingInput {
  methods: { method: string; fee: number; estimated_days_min: number; estimated_days_max: number; enabled: boolean }[]
  cod_allowed: boolean
  courier_city?: string | null
}

/** The fields the rules know; others pass through unchanged. */
export interface StoreFieldsInput {
  name?: string
  slug?: string
  phone?: string
  email?: string | null
  province?: string
  city?: string
  address?: string
  postal_code?: string
  sheba?: string
  national_code?: string
  company_name?: string
  company_national_id?: string
  registration_number?: string
  shipping?: ShippingInput
}

export type StoreFieldErrors = Partial<Record<keyof StoreFieldsInput, string>>

type Normalizer = (value: string) => string | null
const NUMBERS: [keyof StoreFieldsInput, Normalizer, string][] = [
  ['slug', normalizeSlug, M.slugInvalid],
  ['phone', normalizeStorePhone, M.phoneInvalid],
  ['postal_code', normalizeStorePostalCode, M.postalInvalid],
  ['sheba', normalizeSheba, M.shebaInvalid],
  ['national_code', normalizeNationalCode, M.nationalCodeInvalid],
  ['company_national_id', normalizeCompanyNationalId, M.companyIdInvalid],
  ['registration_number', normalizeRegistrationNumber, M.registrationInvalid],
]

function shippingError(shipping: ShippingInput): string | null {
  const methods = shipping.methods.map((m) => m.method)
  if (new Set(methods).size !== methods.length) return STORE_MESSAGES.shippingDuplicate
  if (shipping.methods.some((m) => m.estimated_days_min > m.estimated_days_max)) return STORE_MESSAGES.shippingDays
  const courier = shipping.methods.some((m) => m.method === 'courier' && m.enabled)
  if (courier && !cleanText(shipping.courier_city ?? '')) return STORE_MESSAGES.courierCity
  return null
}

/** The present fields normalised, and a Persian message for each bad one (none when `errors` is empty). */
export function checkStoreFields<T extends StoreFieldsInput>(input: T): { values: T; errors: StoreFieldErrors } {
  const values: T = { ...input }
  const errors: StoreFieldErrors = {}
  const set = (field: keyof StoreFieldsInput, value: unknown) => Object.assign(values, { [field]: value })
  for (const [field, normalize, message] of NUMBERS) {
    const raw = input[field]
    if (typeof raw !== 'string') continue
    const value = normalize(raw)
    if (value === null) errors[field] = message
    else set(field, value)
  }
  for (const [field, min, message] of [
    ['name', 2, STORE_MESSAGES.nameShort],
    ['company_name', 2, STORE_MESSAGES.companyNameShort],
    ['address', 5, STORE_MESSAGES.addressShort],
  ] as const) {
    const raw = input[field]
    if (typeof raw !== 'string') continue
    const value = cleanText(raw)
    if (value.length < min) errors[field] = message
    else set(field, value)
  }
  if (typeof input.email === 'string') {
    const email = input.email.trim().toLowerCase()
    if (email === '') set('email', null)
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = STORE_MESSAGES.emailInvalid
    else set('email', email)
  }
  if (input.province !== undefined) {
    const province = canonicalProvince(input.province)
    if (!province) errors.province = STORE_MESSAGES.provinceUnknown
    else {
      set('province', province)
      const city = input.city === undefined ? undefined : canonicalCity(province, input.city)
      if (city === null) errors.city = STORE_MESSAGES.cityUnknown
      else if (city) set('city', city)
    }
  }
  if (input.shipping) {
    const error = shippingError(input.shipping)
    if (error) errors.shipping = error
    else set('shipping', { ...input.shipping, courier_city: cleanText(input.shipping.courier_city ?? '') || null })
  }
  return { values, errors }
}
