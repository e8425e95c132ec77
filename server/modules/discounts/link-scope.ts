// The discounts of a product or bundle a caller may see: a product is shared by every store that
// offers it, so a seller sees the discounts of its own stores on it (404 when none of its stores
// offers it); a bundle is one store's. Admins see every discount.
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { isAdmin, ownedStore } from '../access'
import type { AuthUser } from '../auth/tokens'

type Caller = Pick<AuthUser, 'id' | 'roles'>

export async function productScope(db: Db, user: Caller, productId: number): Promise<SQL> {
  const [row] = isInt4(productId)
    ? await queryRows<{ id: number; mine: boolean }>(
        db,
        sql`select p.id, exists (select 1 from offers o join stores s on s.id = o.store_id
            where o.product_id = p.id and s.owner_id = ${user.id}) as mine
          from products p where p.id = ${productId}`,
      )
    : []
  if (!row || (!row.mine && !isAdmin(user))) throw notFound('محصول یافت نشد')
  return isAdmin(user) ? sql`true` : sql`x.store_id in (select id from stores where owner_id = ${user.id})`
}

export async function bundleScope(db: Db, user: Caller, bundleId: number): Promise<SQL> {
  const [row] = isInt4(bundleId)
    ? await queryRows<{ store_id: number }>(db, sql`select store_id from bundles where id = ${bundleId}`)
    : []
  if (!row) throw notFound('سبد ویژه یافت نشد')
  try {
    await ownedStore(db, user, row.store_id)
  } catch {
    throw notFound('سبد ویژه یافت نشد')
  }
  return isAdmin(user) ? sql`true` : sql`x.store_id = ${row.store_id}`
}
