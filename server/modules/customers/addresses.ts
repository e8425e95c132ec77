// The customer's addresses. Every field goes through the same rules as the PWA's form
// (sdk/rules/address.ts): digits of any script stored Latin, province and city from the list.
// Changes lock the user's row first, so one customer's concurrent requests take turns and the
// limit of 20 and the single default hold without a database constraint.
import { and, count, desc, eq, ne } from 'drizzle-orm'
import { ADDRESS_MESSAGES, type AddressInput, MAX_ADDRESSES, normalizeAddress } from '#sdk/rules/address'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4 } from '../../db/rows'
import { addresses, users } from '../../db/schema/index'
import { inTransaction } from '../../db/transaction'
import { conflict, HttpError, notFound } from '../../lib/http-error'

export type Address = components['schemas']['Address']
export type AddressCreate = components['schemas']['AddressCreate']
export type AddressUpdate = components['schemas']['AddressUpdate']
type Row = typeof addresses.$inferSelect

export const ADDRESS_NOT_FOUND = 'نشانی موردنظر یافت نشد'

export function addressOf(row: Row): Address {
  return {
    id: row.id,
    title: row.title,
    receiver_name: row.receiverName,
    receiver_phone: row.receiverPhone,
    province: row.province,
    city: row.city,
    address_line: row.addressLine,
    plaque: row.plaque,
    unit: row.unit,
    postal_code: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  }
}

/** The shared rules applied; a failure is a 422 naming every bad field in Persian. */
function checked(input: AddressInput) {
  const result = normalizeAddress(input)
  if (result.success) return result.body
  const errors = Object.entries(result.errors).map(([field, message]) => ({ field: `body.${field}`, message }))
  throw new HttpError(422, errors[0]?.message ?? result.message, { errors })
}

function columnsOf(body: ReturnType<typeof checked>) {
  return {
    title: body.title,
    receiverName: body.receiver_name,
    receiverPhone: body.receiver_phone,
    province: body.province,
    city: body.city,
    addressLine: body.address_line,
    plaque: body.plaque,
    unit: body.unit,
    postalCode: body.postal_code,
    latitude: body.latitude,
    longitude: body.longitude,
  }
}

async function inTurn<T>(db: Db, userId: number, run: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    return run(tx)
  })
}

const mine = (userId: number, id: number) => and(eq(addresses.id, id), eq(addresses.userId, userId))

async function clearDefault(tx: Db, userId: number, except?: number): Promise<void> {
  const others = except === undefined ? undefined : ne(addresses.id, except)
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), others))
}

/** The default first, then the newest. */
export async function listAddresses(
  db: Db,
  userId: number,
  page: { skip: number; limit: number },
): Promise<{ items: Address[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ total: count() }).from(addresses).where(eq(addresses.userId, userId)),
  ])
  return { items: rows.map(addressOf), total }
}

/** At most 20 (409 beyond); the first becomes the default, and is_default moves it here. */
export async function createAddress(db: Db, userId: number, input: AddressCreate): Promise<Address> {
  const body = checked(input)
  return inTurn(db, userId, async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))
    if (n >= MAX_ADDRESSES) throw conflict(ADDRESS_MESSAGES.tooMany)
    const isDefault = n === 0 || body.is_default === true
    if (isDefault) await clearDefault(tx, userId)
    const [row] = await tx
      .insert(addresses)
      .values({ userId, ...columnsOf(body), isDefault })
      .returning()
    return addressOf(row)
  })
}

/**
 * Only the fields sent change; the result is checked whole, so a new province needs a city of it.
 * is_default true makes this the default; false is ignored. Someone else's address is 404.
 */
export async function updateAddress(db: Db, userId: number, id: number, patch: AddressUpdate): Promise<Address> {
  if (!isInt4(id)) throw notFound(ADDRESS_NOT_FOUND)
  return inTurn(db, userId, async (tx) => {
    const [row] = await tx.select().from(addresses).where(mine(userId, id))
    if (!row) throw notFound(ADDRESS_NOT_FOUND)
    const { is_default: makeDefault, ...fields } = patch
    const changes: Partial<typeof addresses.$inferInsert> = {}
    if (Object.keys(fields).length > 0) {
      const { is_default: _, created_at: __, id: ___, ...current } = addressOf(row)
      Object.assign(changes, columnsOf(checked({ ...current, ...fields })))
    }
    if (makeDefault === true && !row.isDefault) {
      await clearDefault(tx, userId, id)
      changes.isDefault = true
    }
    if (Object.keys(changes).length === 0) return addressOf(row)
    const [updated] = await tx.update(addresses).set(changes).where(mine(userId, id)).returning()
    return addressOf(updated)
  })
}

/** Deleting the default makes the newest remaining address the default. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  if (!isInt4(id)) throw notFound(ADDRESS_NOT_FOUND)
  await inTurn(db, userId, async (tx) => {
    const [gone] = await tx.delete(addresses).where(mine(userId, id)).returning({ isDefault: addresses.isDefault })
    if (!gone) throw notFound(ADDRESS_NOT_FOUND)
    if (!gone.isDefault) return
    const [newest] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1)
    if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id))
  })
}
