// Who may read or change a discount, a code or a user group: each belongs to a store (or, with no
// store, to the platform). Reads go through ownedStore (admins read every store), writes through
// writableStore (the owner's verified store); platform-wide objects are the admins' alone. Another
// owner's object answers 404, as everywhere (modules/access.ts).
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { forbidden, notFound } from '../../lib/http-error'
import { isAdmin, ownedStore, writableStore } from '../access'
import type { AuthUser } from '../auth/tokens'

export const DISCOUNT_NOT_FOUND = 'تخفیف یافت نشد'
export const CODE_NOT_FOUND = 'کد تخفیف یافت نشد'
export const GROUP_NOT_FOUND = 'گروه مشتریان یافت نشد'
export const PLATFORM_ONLY_ADMIN = 'فقط مدیر سامانه می‌تواند تخفیف یا گروهِ بدون فروشگاه بسازد'

type Caller = Pick<AuthUser, 'id' | 'roles'>
export type Mode = 'read' | 'write'

/** The store an object belongs to, checked for the caller (null: platform-wide, admins only). */
export async function storeAccess(db: Db, user: Caller, storeId: number | null, mode: Mode, missing: string) {
  if (storeId === null) {
    if (!isAdmin(user)) throw notFound(missing)
    return null
  }
  try {
    return mode === 'read' ? (await ownedStore(db, user, storeId)).id : (await writableStore(db, user, storeId)).id
  } catch (error) {
    // Another owner's object: its own 404, not the store's.
    if ((error as { statusCode?: number }).statusCode === 404) throw notFound(missing)
    throw error
  }
}

/** The store a new discount or group is made for: the caller's verified store, or none (admins). */
export async function newObjectStore(db: Db, user: Caller, storeId: number | null | undefined): Promise<number | null> {
  if (storeId === null || storeId === undefined) {
    if (!isAdmin(user)) throw forbidden(PLATFORM_ONLY_ADMIN)
    return null
  }
  return (await writableStore(db, user, storeId)).id
}

async function storeOf(db: Db, query: ReturnType<typeof sql>): Promise<{ store_id: number | null } | undefined> {
  const [row] = await queryRows<{ store_id: number | null }>(db, query)
  return row
}

export async function accessDiscount(db: Db, user: Caller, id: number, mode: Mode) {
  const row = isInt4(id) ? await storeOf(db, sql`select store_id from discounts where id = ${id}`) : undefined
  if (!row) throw notFound(DISCOUNT_NOT_FOUND)
  return { id, storeId: await storeAccess(db, user, row.store_id, mode, DISCOUNT_NOT_FOUND) }
}

export async function accessCode(db: Db, user: Caller, codeId: number, mode: Mode) {
  const [row] = isInt4(codeId)
    ? await queryRows<{ store_id: number | null; discount_id: number }>(
        db,
        sql`select d.store_id, c.discount_id from discount_codes c join discounts d on d.id = c.discount_id
          where c.id = ${codeId}`,
      )
    : []
  if (!row) throw notFound(CODE_NOT_FOUND)
  await storeAccess(db, user, row.store_id, mode, CODE_NOT_FOUND)
  return { id: codeId, discountId: row.discount_id, storeId: row.store_id }
}

export async function accessGroup(db: Db, user: Caller, id: number, mode: Mode) {
  const row = isInt4(id) ? await storeOf(db, sql`select store_id from user_groups where id = ${id}`) : undefined
  if (!row) throw notFound(GROUP_NOT_FOUND)
  return { id, storeId: await storeAccess(db, user, row.store_id, mode, GROUP_NOT_FOUND) }
}

/** The stores whose objects a list shows: one checked store, or all the caller's (admins: all). */
export async function listScope(db: Db, user: Caller, storeId: number | undefined) {
  if (storeId !== undefined) return sql`x.store_id = ${(await ownedStore(db, user, storeId)).id}`
  if (isAdmin(user)) return sql`true`
  return sql`x.store_id in (select id from stores where owner_id = ${user.id})`
}
