// The address rules, one copy for the PWA's form and the server's create/update: Persian messages,
// digits of any script accepted and stored Latin, province and city from the list of Iran's places.
// No React, no DOM: the same module runs in the browser and in Node.
import * as v from 'valibot'
import { typedDigits } from './digits'
import { canonicalCity, canonicalProvince, isKnownPlace } from './iran-places'
import { normalizeMobile } from './phone'
import { cleanText } from './text'

// Shared with the other forms (sdk/rules/digits, phone, text); still exported from here.
export { toLatinDigits } from './digits'
export { cleanText, normalizeMobile }

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 20

export const ADDRESS_MESSAGES = {
  nameRequired: 'نام و نام خانوادگی گیرنده را وارد کنید',
  nameShort: 'نام گیرنده باید دست‌کم ۲ حرف باشد',
  nameLong: 'نام گیرنده حداکثر ۱۰۰ حرف است',
  mobileRequired: 'شماره موبایل گیرنده را وارد کنید',
  mobileInvalid: 'شماره موبایل معتبر نیست؛ مثلا ۰۹۱۲۱۲۳۴۵۶۷',
  postalRequired: 'کد پستی را وارد کنید',
  postalInvalid: 'کد پستی باید ۱۰ رقم باشد',
  provinceRequired: 'استان را انتخاب کنید',
  provinceUnknown: 'استان انتخاب‌شده معتبر نیست',
  cityRequired: 'شهر را انتخاب کنید',
  cityUnknown: 'شهر انتخاب‌شده در این استان نیست',
  lineRequired: 'نشانی را وارد کنید',
  lineShort: 'نشانی باید دست‌کم ۵ حرف باشد',
  lineLong: 'نشانی حداکثر ۵۰۰ حرف است',
  plaqueLong: 'پلاک حداکثر ۲۰ نویسه است',
  unitLong: 'واحد حداکثر ۲۰ نویسه است',
  titleLong: 'عنوان حداکثر ۵۰ نویسه است',
  coordinate: 'موقعیت روی نقشه معتبر نیست',
  tooMany: 'حداکثر ۲۰ نشانی می‌توانید ثبت کنید؛ برای افزودن، یکی از نشانی‌های قبلی را حذف کنید',
} as const

const M = ADDRESS_MESSAGES

/** A 10-digit postal code in any digit script (spaces and a dash allowed) as Latin digits, or null. */
export function normalizePostalCode(value: string): string | null {
  const digits = typedDigits(value)
  return /^\d{10}$/.test(digits) ? digits : null
}

function requiredText(required: string, min: number, short: string, max: number, long: string) {
  return v.pipe(
    v.string(required),
    v.transform(cleanText),
    v.nonEmpty(required),
    v.minLength(min, short),
    v.maxLength(max, long),
  )
}

/** Optional text: missing, null or blank becomes null. */
function optionalText(max: number, long: string) {
  return v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value == null ? null : cleanText(value) || null)),
    v.nullable(v.pipe(v.string(), v.maxLength(max, long))),
  )
}

function coordinate(limit: number) {
  return v.optional(
    v.nullable(v.pipe(v.number(M.coordinate), v.minValue(-limit, M.coordinate), v.maxValue(limit, M.coordinate))),
    null,
  )
}

export const receiverNameSchema = requiredText(M.nameRequired, 2, M.nameShort, 100, M.nameLong)
export const addressLineSchema = requiredText(M.lineRequired, 5, M.lineShort, 500, M.lineLong)

export const mobileSchema = v.pipe(
  v.string(M.mobileRequired),
  v.transform(typedDigits),
  v.nonEmpty(M.mobileRequired),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const mobile = normalizeMobile(dataset.value)
    if (mobile) return mobile
    addIssue({ message: M.mobileInvalid })
    return NEVER
  }),
)

export const postalCodeSchema = v.pipe(
  v.string(M.postalRequired),
  v.transform(typedDigits),
  v.nonEmpty(M.postalRequired),
  v.regex(/^\d{10}$/, M.postalInvalid),
)

export const provinceSchema = v.pipe(
  v.string(M.provinceRequired),
  v.trim(),
  v.nonEmpty(M.provinceRequired),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const province = canonicalProvince(dataset.value)
    if (province) return province
    addIssue({ message: M.provinceUnknown })
    return NEVER
  }),
)

const citySchema = v.pipe(v.string(M.cityRequired), v.trim(), v.nonEmpty(M.cityRequired))

/**
 * One address, from the form (strings, blanks for the optional fields) or from an API body
 * (null for them). The output is the API body: Latin digits, '09xxxxxxxxx', the list's spelling
 * of the province and city, blanks as null.
 */
export const addressSchema = v.pipe(
  v.object({
    title: optionalText(50, M.titleLong),
    receiver_name: receiverNameSchema,
    receiver_phone: mobileSchema,
    province: provinceSchema,
    city: citySchema,
    address_line: addressLineSchema,
    plaque: optionalText(20, M.plaqueLong),
    unit: optionalText(20, M.unitLong),
    postal_code: postalCodeSchema,
    latitude: coordinate(90),
    longitude: coordinate(180),
    is_default: v.optional(v.boolean()),
  }),
  v.forward(
    v.partialCheck([['province'], ['city']], (a) => isKnownPlace(a.province, a.city), M.cityUnknown),
    ['city'],
  ),
  v.transform((a) => ({ ...a, city: canonicalCity(a.province, a.city) ?? a.city })),
)

export type AddressInput = v.InferInput<typeof addressSchema>
export type AddressBody = v.InferOutput<typeof addressSchema>
export type AddressField = keyof AddressBody
/** The first Persian message of each failing field. */
export type AddressErrors = Partial<Record<AddressField, string>>

export type AddressResult =
  | { success: true; body: AddressBody }
  | { success: false; errors: AddressErrors /** the first message, for a summary */; message: string }

/** Form input (or an API body) → the API body with Latin digits, or the Persian message of each bad field. */
export function normalizeAddress(input: AddressInput): AddressResult {
  const result = v.safeParse(addressSchema, input)
  if (result.success) return { success: true, body: result.output }
  const errors: AddressErrors = {}
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as AddressField | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { success: false, errors, message: result.issues[0].message }
}
