import { isShebaValid, verifyIranianLegalId, verifyIranianNationalId } from '@persian-tools/persian-tools'
import * as v from 'valibot'
import { postalCodeSchema } from '../../../../sdk/rules/address'
import { typedDigits } from '../../../../sdk/rules/digits'

// The store form's rules with Persian messages. The identity checks (check digits of the national
// code, the Sheba and the company id) are the ones the server applies (@persian-tools); when the
// shared sdk/rules/identity.ts lands, these use it instead.

function text(required: string, min: number, max: number, label: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.minLength(min, `${label} باید دست‌کم ${toFa(min)} حرف باشد`),
    v.maxLength(max, `${label} حداکثر ${toFa(max)} حرف است`),
  )
}

function toFa(n: number) {
  return String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])
}

/** Digits in any script and spaces or dashes typed between them: only the Latin digits are kept. */
const digitsOnly = (value: string) => typedDigits(value).replace(/[\s-]/g, '')

/** «IR» and 24 digits, typed with or without IR, spaces or dashes. */
export function normalizeSheba(value: string): string {
  const digits = digitsOnly(value).toUpperCase().replace(/^IR/, '')
  return `IR${digits}`
}

const shebaSchema = v.pipe(
  v.string(),
  v.transform(normalizeSheba),
  v.check((value) => value !== 'IR', 'شماره شبا را وارد کنید'),
  v.check((value) => /^IR\d{24}$/.test(value) && isShebaValid(value), 'شماره شبا معتبر نیست (IR و ۲۴ رقم)'),
)

export type StoreKind = 'individual' | 'legal_entity'
type IdentityField = 'national_code' | 'company_name' | 'company_national_id' | 'registration_number'

// Identity fields of one kind only: the other kind's fields are not checked (and not sent).
const identityRules: [StoreKind, IdentityField, string, string, (value: string) => boolean][] = [
  ['individual', 'national_code', 'کد ملی را وارد کنید', 'کد ملی معتبر نیست', (x) => verifyIranianNationalId(x)],
  [
    'legal_entity',
    'company_name',
    'نام شرکت را وارد کنید',
    'نام شرکت دست‌کم ۲ و حداکثر ۲۰۰ حرف است',
    (x) => x.length >= 2 && x.length <= 200,
  ],
  [
    'legal_entity',
    'company_national_id',
    'شناسه ملی شرکت را وارد کنید',
    'شناسه ملی شرکت معتبر نیست (۱۱ رقم)',
    (x) => Boolean(verifyIranianLegalId(x)),
  ],
  [
    'legal_entity',
    'registration_number',
    'شماره ثبت را وارد کنید',
    'شماره ثبت فقط رقم است',
    (x) => /^\d{1,20}$/.test(x),
  ],
]

function pass(selection: unknown, kind: StoreKind, field: IdentityField, ok: (value: string) => boolean) {
  const s = selection as Record<string, string>
  return s.kind !== kind || ok(s[field] ?? '')
}

function identityChecks() {
  return identityRules.flatMap(([kind, field, required, invalid, valid]) => [
    v.forward(
      v.partialCheck([['kind'], [field]], (s) => pass(s, kind, field, (x) => x !== ''), required),
      [field],
    ),
    v.forward(
      v.partialCheck([['kind'], [field]], (s) => pass(s, kind, field, (x) => x === '' || valid(x)), invalid),
      [field],
    ),
  ])
}

const optionalText = (max: number, label: string) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} حداکثر ${toFa(max)} حرف است`))

const methodSchema = v.pipe(
  v.object({
    method: v.picklist(['post_pishtaz', 'tipax', 'courier']),
    enabled: v.boolean(),
    fee: v.pipe(v.number(), v.minValue(0, 'هزینه ارسال منفی نمی‌شود')),
    estimated_days_min: v.pipe(v.number(), v.integer(), v.minValue(0, 'زمان ارسال منفی نمی‌شود')),
    estimated_days_max: v.pipe(v.number(), v.integer(), v.maxValue(60, 'زمان ارسال حداکثر ۶۰ روز است')),
  }),
  v.forward(
    v.check((m) => m.estimated_days_max >= m.estimated_days_min, 'بیشترین زمان ارسال از کمترین کمتر است'),
    ['estimated_days_max'],
  ),
)

const shippingSchema = v.pipe(
  v.object({
    methods: v.array(methodSchema),
    cod_allowed: v.boolean(),
    courier_city: v.pipe(
      v.string(),
      v.transform((value) => value || null),
    ),
  }),
  v.check((s) => s.methods.some((m) => m.enabled), 'دست‌کم یک روش ارسال را فعال کنید'),
  v.forward(
    v.check(
      (s) => !s.methods.some((m) => m.method === 'courier' && m.enabled) || Boolean(s.courier_city),
      'شهر ارسال با پیک را انتخاب کنید',
    ),
    ['courier_city'],
  ),
)

const common = {
  name: text('نام فروشگاه را وارد کنید', 2, 100, 'نام فروشگاه'),
  slug: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.check(
      (value) => value === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value),
      'نشانی فقط حروف انگلیسی کوچک، رقم و خط تیره است',
    ),
    v.maxLength(60, 'نشانی حداکثر ۶۰ حرف است'),
  ),
  description: optionalText(1000, 'توضیحات'),
  logo_url: v.string(),
  banner_url: v.string(),
  phone: v.pipe(
    v.string(),
    v.transform(digitsOnly),
    v.nonEmpty('شماره تماس را وارد کنید'),
    v.regex(/^0\d{10}$/, 'شماره تماس معتبر نیست؛ مثلا ۰۲۱۸۸۷۷۶۶۵۵ یا ۰۹۱۲۱۲۳۴۵۶۷'),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'ایمیل معتبر نیست'),
  ),
  province: v.pipe(v.string(), v.nonEmpty('استان را انتخاب کنید')),
  city: v.pipe(v.string(), v.nonEmpty('شهر را انتخاب کنید')),
  address: text('نشانی را وارد کنید', 5, 500, 'نشانی'),
  postal_code: postalCodeSchema,
  sheba: shebaSchema,
  shipping: shippingSchema,
}

const fields = v.object({
  kind: v.picklist(['individual', 'legal_entity']),
  ...common,
  national_code: v.pipe(v.string(), v.transform(digitsOnly)),
  company_name: v.pipe(v.string(), v.trim()),
  company_national_id: v.pipe(v.string(), v.transform(digitsOnly)),
  registration_number: v.pipe(v.string(), v.transform(digitsOnly)),
})

/** The form: an individual's store (national code) or a legal entity's (company name, id and registration number). */
export const storeFormSchema = v.pipe(fields, ...(identityChecks() as []))

export type StoreFormValues = v.InferInput<typeof storeFormSchema>
export type StoreFormOutput = v.InferOutput<typeof storeFormSchema>
