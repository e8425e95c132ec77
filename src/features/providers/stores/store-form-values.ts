import type { MyStore } from '#api/seller-stores'
import type { StoreCreateBody, StoreUpdateBody } from '#api/store-mutations'
import type { Schemas } from '#sdk'
import { toPersianDigits } from '#sdk/rules/digits'
import { identityRules, type StoreFormOutput, type StoreFormValues, type StoreKind } from './store-form-rules'

type Method = Schemas['ShippingMethodOption']

/** Every method has a row in the form; a store's own settings fill theirs, the rest start off. */
const DEFAULT_METHODS: Method[] = [
  { method: 'post_pishtaz', enabled: true, fee: 0, estimated_days_min: 2, estimated_days_max: 4 },
  { method: 'tipax', enabled: false, fee: 0, estimated_days_min: 1, estimated_days_max: 3 },
  { method: 'courier', enabled: false, fee: 0, estimated_days_min: 0, estimated_days_max: 1 },
]

/** Stored numbers are Latin digits; the form shows them in Persian (the rules take either). */
const shown = (value: string | null | undefined) => (value ? toPersianDigits(value) : '')

/** The form's values: empty for a new store, else the store's. */
export function storeFormValues(store?: MyStore, kind: StoreKind = 'individual'): StoreFormValues {
  const methods = DEFAULT_METHODS.map((fallback) => {
    const own = store?.shipping.methods.find((m) => m.method === fallback.method)
    return own ? { ...own } : { ...fallback, enabled: store ? false : fallback.enabled }
  })
  return {
    kind: store?.kind ?? kind,
    name: store?.name ?? '',
    slug: store?.slug ?? '',
    description: store?.description ?? '',
    logo_url: store?.logo_url ?? '',
    banner_url: store?.banner_url ?? '',
    phone: shown(store?.phone),
    email: store?.email ?? '',
    province: store?.province ?? '',
    city: store?.city ?? '',
    address: store?.address ?? '',
    postal_code: shown(store?.postal_code),
    sheba: store?.sheba ?? '',
    national_code: shown(store?.national_code),
    company_name: store?.company_name ?? '',
    company_national_id: shown(store?.company_national_id),
    registration_number: shown(store?.registration_number),
    shipping: {
      methods,
      cod_allowed: store?.shipping.cod_allowed ?? false,
      courier_city: store?.shipping.courier_city ?? '',
    },
  }
}

/** The identity fields of the store's kind, normalised by the shared rules (the form checked them). */
function identityOf(values: StoreFormOutput): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [kind, field, , normalize] of identityRules) {
    if (kind === values.kind) out[field] = normalize(values[field]) ?? values[field].trim()
  }
  return out
}

const orUndefined = (value: string) => value || undefined

/** POST body: optional fields left empty are not sent (the server makes the slug from the name). */
export function createBody(values: StoreFormOutput): StoreCreateBody {
  return {
    kind: values.kind,
    name: values.name,
    slug: orUndefined(values.slug),
    description: orUndefined(values.description),
    logo_url: orUndefined(values.logo_url),
    banner_url: orUndefined(values.banner_url),
    phone: values.phone,
    email: orUndefined(values.email),
    province: values.province,
    city: values.city,
    address: values.address,
    postal_code: values.postal_code,
    sheba: values.sheba,
    shipping: values.shipping,
    ...identityOf(values),
  } as StoreCreateBody
}

/** PUT body: a cleared optional field is sent as null (removed). */
export function updateBody(values: StoreFormOutput): StoreUpdateBody {
  const orNull = (value: string) => value || null
  return {
    name: values.name,
    ...(values.slug ? { slug: values.slug } : {}),
    description: orNull(values.description),
    logo_url: orNull(values.logo_url),
    banner_url: orNull(values.banner_url),
    phone: values.phone,
    email: orNull(values.email),
    province: values.province,
    city: values.city,
    address: values.address,
    postal_code: values.postal_code,
    sheba: values.sheba,
    shipping: values.shipping,
    ...identityOf(values),
  }
}

/** Whether a save changes the fields an admin verified (spec: the store then goes back to review). */
export function changesIdentity(store: MyStore, values: StoreFormOutput): boolean {
  const identity: Record<string, string> = { sheba: values.sheba, ...identityOf(values) }
  return Object.entries(identity).some(([field, value]) => (store[field as keyof MyStore] ?? '') !== value)
}
