// One access layer: who may read or change which object. Every seller and admin operation (and
// every customer operation that takes an id) asks here, so "another owner's object" answers the
// same everywhere: 404, as if it did not exist (its existence is not the caller's business).
import { sql } from 'drizzle-orm'
import type { Role } from '../contract/handlers'
import type { Db } from '../db/client'
import { isInt4, queryRows } from '../db/rows'
import { forbidden, notFound } from '../lib/http-error'
import type { AuthUser } from './auth/tokens'
import type { OrderFilter, PurchaseFilter } from './orders/order-filters'

export const STORE_NOT_FOUND = 'فروشگاه یافت نشد'

type Caller = Pick<AuthUser, 'id' | 'roles'>

export const isAdmin = (user: Caller) => user.roles.includes('admin')

/** The user, if it holds one of the roles (403 otherwise, and for no user). */
export function requireRole<U extends Caller>(user: U | null, ...roles: Role[]): U {
  if (!user || !roles.some((r) => user.roles.includes(r))) throw forbidden()
  return user
}

/** The store, if the user owns it; admins may read every store. 404 otherwise (and for a deleted store). */
export async function ownedStore(db: Db, user: Caller, storeId: number): Promise<{ id: number; ownerId: number }> {
  if (!isInt4(storeId)) throw notFound(STORE_NOT_FOUND)
  const [store] = await queryRows<{ id: number; owner_id: number }>(
    db,
    sql`select id, owner_id from stores where id = ${storeId} and deleted_at is null`,
  )
  if (!store || (store.owner_id !== user.id && !isAdmin(user))) throw notFound(STORE_NOT_FOUND)
  return { id: store.id, ownerId: store.owner_id }
}

export const STORE_UNDER_REVIEW = 'فروشگاه شما در حال بررسی است؛ تا پایان بررسی نمی‌توانید آن را تغییر دهید'

/** The store, if the user owns it (admins do not pass: changing a store is its owner's business). 404 otherwise. */
export async function myStore(db: Db, user: Caller, storeId: number): Promise<{ id: number; verified: boolean }> {
  if (!isInt4(storeId)) throw notFound(STORE_NOT_FOUND)
  const [store] = await queryRows<{ id: number; owner_id: number; verified: boolean }>(
    db,
    sql`select id, owner_id, verified from stores where id = ${storeId} and deleted_at is null`,
  )
  if (!store || store.owner_id !== user.id) throw notFound(STORE_NOT_FOUND)
  return { id: store.id, verified: store.verified }
}

/**
 * The store, if the user owns it and an admin has verified it: the writes of the sections a store
 * under review has locked (products, bundles, discounts, blog, homepage; spec section 2) ask here.
 * Another owner's store is 404 as everywhere; one's own unverified store is 403 with the reason.
 */
export async function writableStore(db: Db, user: Caller, storeId: number): Promise<{ id: number }> {
  const store = await myStore(db, user, storeId)
  if (!store.verified) throw forbidden(STORE_UNDER_REVIEW)
  return { id: store.id }
}

/**
 * The orders a user may see. As a customer ('customer' view, the /public/orders calls): the orders
 * it placed, whatever its roles. In the panels ('panel' view): an admin every order, a provider
 * the orders of the stores it owns, anyone else none (the roles check refuses them first).
 */
export function orderScope(user: Caller, view: 'customer' | 'panel'): OrderFilter {
  if (view === 'customer') return { customerId: user.id }
  if (isAdmin(user)) return {}
  if (user.roles.includes('provider')) return { ownerId: user.id }
  throw forbidden()
}

/** The purchases a user may see: its own (purchases have no panel view yet). */
export function purchaseScope(user: Caller): PurchaseFilter {
  return { customerId: user.id }
}

export const FILE_NOT_FOUND = 'فایل یافت نشد'

/** An uploaded file, if the user uploaded it; admins may remove every file. 404 otherwise. */
export async function ownedFile(
  db: Db,
  user: Caller,
  folder: string,
  filename: string,
): Promise<{ id: number; ownerId: number }> {
  const [file] = await queryRows<{ id: number; owner_id: number }>(
    db,
    sql`select id, owner_id from files where folder = ${folder} and filename = ${filename}`,
  )
  if (!file || (file.owner_id !== user.id && !isAdmin(user))) throw notFound(FILE_NOT_FOUND)
  return { id: file.id, ownerId: file.owner_id }
}
