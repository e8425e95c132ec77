// The customer's profile: the name lives on the user (the same as auth/profile), the other
// fields in customer_profiles, a row made on the first change.
import { eq, sql } from 'drizzle-orm'
import { normalizeEmail, normalizeNationalCode, PROFILE_MESSAGES } from '#sdk/rules/profile'
import { cleanText } from '#sdk/rules/text'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { customerProfiles, users } from '../../db/schema/index'
import { inTransaction } from '../../db/transaction'
import { invalidField, unauthorized } from '../../lib/http-error'

export type CustomerProfile = components['schemas']['CustomerProfile']
export type CustomerProfileUpdate = components['schemas']['CustomerProfileUpdate']

const EARLIEST_BIRTH = '1900-01-01'

export async function getCustomerProfile(db: Db, userId: number): Promise<CustomerProfile> {
  const [row] = await db
    .select({ user: users, profile: customerProfiles })
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) throw unauthorized()
  const { user, profile } = row
  return {
    id: user.id,
    phone: user.phone,
    name: user.name,
    email: profile?.email ?? null,
    national_code: profile?.nationalCode ?? null,
    birth_date: profile?.birthDate ?? null,
    gender: profile?.gender ?? null,
    newsletter: profile?.newsletter ?? false,
    created_at: user.createdAt.toISOString(),
  }
}

/** The checked columns of an update; a bad field is a 422 with a Persian message. */
function profileChanges(update: CustomerProfileUpdate): Partial<typeof customerProfiles.$inferInsert> {
  const changes: Partial<typeof customerProfiles.$inferInsert> = {}
  if (update.email !== undefined) {
    const raw = update.email?.trim() ?? ''
    const email = raw ? normalizeEmail(raw) : null
    if (raw && !email) throw invalidField('body.email', PROFILE_MESSAGES.emailInvalid)
    changes.email = email
  }
  if (update.national_code !== undefined) {
    const code = update.national_code === null ? null : normalizeNationalCode(update.national_code)
    if (update.national_code !== null && !code) {
      throw invalidField('body.national_code', PROFILE_MESSAGES.nationalCodeInvalid)
    }
    changes.nationalCode = code
  }
  if (update.birth_date !== undefined) {
    const today = new Date().toISOString().slice(0, 10)
    const date = update.birth_date
    if (date !== null && (date < EARLIEST_BIRTH || date > today)) {
      throw invalidField('body.birth_date', PROFILE_MESSAGES.birthDateInvalid)
    }
    changes.birthDate = date
  }
  if (update.gender !== undefined) changes.gender = update.gender
  if (update.newsletter !== undefined) changes.newsletter = update.newsletter
  return changes
}

/** Only the fields sent change; null clears one. */
export async function updateCustomerProfile(
  db: Db,
  userId: number,
  update: CustomerProfileUpdate,
): Promise<CustomerProfile> {
  let name: string | undefined
  if (update.name !== undefined) {
    name = cleanText(update.name)
    if (name.length < 2) throw invalidField('body.name', PROFILE_MESSAGES.nameShort)
  }
  const changes = profileChanges(update)
  await inTransaction(db, async (tx) => {
    if (name !== undefined) await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId))
    if (Object.keys(changes).length > 0) {
      await tx
        .insert(customerProfiles)
        .values({ userId, ...changes })
        .onConflictDoUpdate({ target: customerProfiles.userId, set: { ...changes, updatedAt: sql`now()` } })
    }
  })
  return getCustomerProfile(db, userId)
}
