import * as v from 'valibot'
import {
  IDENTITY_MESSAGES as M,
  normalizeCompanyNationalId,
  normalizeNationalCode,
  normalizeRegistrationNumber,
  normalizeSheba,
  normalizeSlug,
  normalizeStorePhone,
  normalizeStorePostalCode,
} from '#sdk/rules/identity'
import { STORE_MESSAGES } from '#sdk/rules/store-fields'

// The store form's rules: the shared normalisers and Persian messages of sdk/rules/identity and
// store-fields (the server checks with the same ones), in valibot for useApiForm.

type Normalizer = (value: string) => string | null

/** A required field normalised by a shared rule: its «… را وارد کنید» when empty, the rule's message when wrong. */
function normalized(required: string, normalize: Normalizer, invalid: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = normalize(dataset.value)
      if (value !== null) return value
      addIssue({ message: invalid })
      return NEVER
    }),
  )
}

function text(required: string, min: number, max: number, short: string, long: string) {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.minLength(min, short), v.maxLength(max, long))
}

export type StoreKind = 'individual' | 'legal_entity'
type IdentityField = 'national_code' | 'company_name' | 'company_national_id' | 'registration_number'

const companyName: Normalizer = (x) => (x.trim().length >= 2 && x.trim().length <= 200 ? x.trim() : null)

/** Identity fields of one kind only: the other kind's fields are neither checked nor sent. */
export const identityRules: [StoreKind, IdentityField, string, Normalizer, string][] = [
  ['individual', 'national_code', 'کد ملی را وارد کنید', normalizeNationalCode, M.nationalCodeInvalid],
  ['legal_entity', 'company_name', 'نام شرکت را وارد کنید', companyName, STORE_MESSAGES.companyNameShort],
  [
    'legal_entity',
    'company_national_id',
    'شناسه ملی شرکت را وارد کنید',
    normalizeCompanyNationalId,
    M.companyIdInvalid,
  ],
  ['legal_entity', 'registration_number', 'شماره ثبت را وارد کنید', normalizeRegistrationNumber, M.registrationInvalid],
]

function pass(selection: unknown, kind: StoreKind, field: IdentityField, ok: (value: string) => boolean) {
  const s = selection as Record<string, string>
  return s.kind !== kind || ok((s[field] ?? '').trim())
}

function identityChecks() {
  return identityRules.flatMap(([kind, field, required, normalize, invalid]) => [
    v.forward(
      v.partialCheck([['kind'], [field]], (s) => pass(s, kind, field, (x) => x !== ''), required),
      [field],
    ),
    v.forward(
      v.partialCheck(
        [['kind'], [field]],
        (s) => pass(s, kind, field, (x) => x === '' || normalize(x) !== null),
        invalid,
      ),
      [field],
    ),
  ])
}

const methodSchema = v.pipe(
  v.object({
    method: v.picklist(['post_pishtaz', 'tipax', 'courier']),
    enabled: v.boolean(),
    fee: v.pipe(v.number(), v.minValue(0, 'هزینه ارسال منفی نمی‌شود')),
    estimated_days_min: v.pipe(v.number(), v.integer(), v.minValue(0, 'زمان ارسال منفی نمی‌شود')),
    estimated_days_max: v.pipe(v.number(), v.integer(), v.maxValue(60, 'زمان ارسال حداکثر ۶۰ روز است')),
  }),
  v.forward(
    v.check((m) => m.estimated_days_max >= m.estimated_days_min, STORE_MESSAGES.shippingDays),
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
      STORE_MESSAGES.courierCity,
    ),
    ['courier_city'],
  ),
)

const fields = v.object({
  kind: v.picklist(['individual', 'legal_entity']),
  name: text('نام فروشگاه را وارد کنید', 2, 100, STORE_MESSAGES.nameShort, 'نام فروشگاه حداکثر ۱۰۰ حرف است'),
  slug: v.pipe(
    v.string(),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '') return ''
      const slug = normalizeSlug(dataset.value)
      if (slug) return slug
      addIssue({ message: M.slugInvalid })
      return NEVER
    }),
  ),
  description: v.pipe(v.string(), v.trim(), v.maxLength(1000, 'توضیحات حداکثر ۱۰۰۰ حرف است')),
  logo_url: v.string(),
  banner_url: v.string(),
  phone: normalized('شماره تماس را وارد کنید', normalizeStorePhone, M.phoneInvalid),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), STORE_MESSAGES.emailInvalid),
  ),
  province: v.pipe(v.string(), v.nonEmpty('استان را انتخاب کنید')),
  city: v.pipe(v.string(), v.nonEmpty('شهر را انتخاب کنید')),
  address: text('نشانی را وارد کنید', 5, 500, STORE_MESSAGES.addressShort, 'نشانی حداکثر ۵۰۰ حرف است'),
  postal_code: normalized('کد پستی را وارد کنید', normalizeStorePostalCode, M.postalInvalid),
  sheba: normalized('شماره شبا را وارد کنید', normalizeSheba, M.shebaInvalid),
  shipping: shippingSchema,
  // Checked below by kind, then normalised by identityOf (store-form-values).
  national_code: v.string(),
  company_name: v.string(),
  company_national_id: v.string(),
  registration_number: v.string(),
})

/** The form: an individual's store (national code) or a legal entity's (company name, id and registration number). */
export const storeFormSchema = v.pipe(fields, ...(identityChecks() as []))

export type StoreFormValues = v.InferInput<typeof storeFormSchema>
export type StoreFormOutput = v.InferOutput<typeof storeFormSchema>
