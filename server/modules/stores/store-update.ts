// What an edit of a store changes: only the fields sent, checked by the shared rules; identity
// fields of the other kind refused on their field; a verified store whose Sheba, national code or
// company identity changes goes back to review (the form asks the seller to confirm first).
import type { components } from '#sdk/schema'
import type { stores } from '../../db/schema/index'
import { HttpError } from '../../lib/http-error'
import { normalizeText } from '../../lib/persian'
import { checkedFields, type StoreRow } from './store-rows'

type StoreUpdate = components['schemas']['StoreUpdate']

export const NOT_FOR_INDIVIDUAL = 'این فیلد مخصوص فروشگاه حقوقی (شرکت) است'
export const NOT_FOR_COMPANY = 'کد ملی مخصوص فروشگاه حقیقی است؛ برای شرکت شناسه ملی شرکت را وارد کنید'

const COMPANY_FIELDS = ['company_name', 'company_national_id', 'registration_number'] as const
/** The fields an admin checked when verifying the store. */
const IDENTITY = ['sheba', 'national_code', ...COMPANY_FIELDS] as const

function kindErrors(current: StoreRow, body: StoreUpdate) {
  const errors: { field: string; message: string }[] = []
  if (current.kind === 'individual') {
    for (const f of COMPANY_FIELDS)
      if (body[f] !== undefined) errors.push({ field: `body.${f}`, message: NOT_FOR_INDIVIDUAL })
  } else if (body.national_code !== undefined) {
    errors.push({ field: 'body.national_code', message: NOT_FOR_COMPANY })
  }
  if (errors.length) throw new HttpError(422, errors[0].message, { errors })
}

const columnOf: Record<(typeof IDENTITY)[number], keyof StoreRow> = {
  sheba: 'sheba',
  national_code: 'nationalCode',
  company_name: 'companyName',
  company_national_id: 'companyNationalId',
  registration_number: 'registrationNumber',
}

export function updateColumns(current: StoreRow, body: StoreUpdate): Partial<typeof stores.$inferInsert> {
  kindErrors(current, body)
  // A new city is checked against the province it will have, and a new province against the city.
  const place =
    body.province !== undefined || body.city !== undefined
      ? { province: body.province ?? current.province, city: body.city ?? current.city }
      : {}
  const { description, logo_url, banner_url, email, ...rest } = body
  const v = checkedFields({ ...rest, ...place, ...(typeof email === 'string' ? { email } : {}) })
  const set: Partial<typeof stores.$inferInsert> = { updatedAt: new Date() }
  if (v.name !== undefined) set.name = v.name
  if (v.slug !== undefined) set.slug = v.slug
  if (description !== undefined) set.description = description?.trim() || null
  if (logo_url !== undefined) set.logoUrl = logo_url || null
  if (banner_url !== undefined) set.bannerUrl = banner_url || null
  if (email !== undefined) set.email = email === null ? null : (v.email ?? null)
  if (v.phone !== undefined) set.phone = v.phone
  if (v.province !== undefined) set.province = v.province
  if (v.city !== undefined) set.city = v.city
  if (v.address !== undefined) set.address = v.address
  if (v.postal_code !== undefined) set.postalCode = v.postal_code
  if (v.shipping !== undefined) set.shipping = v.shipping as StoreRow['shipping']
  for (const field of IDENTITY) {
    const value = v[field]
    if (value !== undefined) Object.assign(set, { [columnOf[field]]: value })
  }
  if (set.name !== undefined || set.description !== undefined) {
    const name = set.name ?? current.name
    const text = set.description === undefined ? current.description : set.description
    set.searchText = normalizeText(`${name} ${text ?? ''}`)
  }
  const identityChanged = IDENTITY.some((f) => v[f] !== undefined && v[f] !== current[columnOf[f]])
  if (current.verified && identityChanged) {
    set.verified = false
    set.verifiedAt = null
  }
  return set
}
