// The seller behind the stores (POST /vendors): one profile per user, created by the first call
// and replaced by later ones. The national code is checked with its check digit; the seller must
// be at least 18.
import { eq } from 'drizzle-orm'
import { normalizeNationalCode } from '#sdk/rules/identity'
import { normalizeEmail, PROFILE_MESSAGES } from '#sdk/rules/profile'
import { cleanText } from '#sdk/rules/text'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { users, vendors } from '../../db/schema/index'
import { HttpError } from '../../lib/http-error'

type Schemas = components['schemas']
export const UNDER_18 = 'فروشنده باید دست‌کم ۱۸ سال داشته باشد'

function checked(body: Schemas['VendorCreate']) {
  const errors: { field: string; message: string }[] = []
  const first = cleanText(body.first_name)
  const last = cleanText(body.last_name)
  if (first.length < 2) errors.push({ field: 'body.first_name', message: PROFILE_MESSAGES.nameShort })
  if (last.length < 2) errors.push({ field: 'body.last_name', message: PROFILE_MESSAGES.nameShort })
  const code = normalizeNationalCode(body.national_code)
  if (!code) errors.push({ field: 'body.national_code', message: PROFILE_MESSAGES.nationalCodeInvalid })
  const rawEmail = body.email?.trim() ?? ''
  const email = rawEmail ? normalizeEmail(rawEmail) : null
  if (rawEmail && !email) errors.push({ field: 'body.email', message: PROFILE_MESSAGES.emailInvalid })
  const birth = body.birth_date ?? null
  if (birth !== null) {
    const adult = new Date()
    adult.setUTCFullYear(adult.getUTCFullYear() - 18)
    if (birth < '1900-01-01') errors.push({ field: 'body.birth_date', message: PROFILE_MESSAGES.birthDateInvalid })
    else if (birth > adult.toISOString().slice(0, 10)) errors.push({ field: 'body.birth_date', message: UNDER_18 })
  }
  if (errors.length) throw new HttpError(422, errors[0].message, { errors })
  return { firstName: first, lastName: last, nationalCode: code as string, email, birthDate: birth }
}

export async function saveVendor(db: Db, userId: number, body: Schemas['VendorCreate']): Promise<Schemas['Vendor']> {
  const values = checked(body)
  const [row] = await db
    .insert(vendors)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: vendors.userId, set: { ...values, updatedAt: new Date() } })
    .returning()
  const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  return {
    // One profile per user: its id is the user's.
    id: row.userId,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    national_code: row.nationalCode,
    email: row.email,
    birth_date: row.birthDate,
    phone: user.phone,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
