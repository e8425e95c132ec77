// The provider's own stores (spec sections 4 and 7 "Provider stores"): sign-up's first store and
// later ones start unverified and make their owner a provider; the list is oldest first, 20 a
// page; changing the identity fields (Sheba, national code, company) of a verified store sends it
// back to review; a store with open orders cannot be deleted, one with only past orders is soft-deleted.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import { formatNumber } from '#sdk/rules/digits'
import { slugFromName } from '#sdk/rules/identity'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { stores } from '../../db/schema/index'
import { freeSlug } from '../../db/slugs'
import { inTransaction } from '../../db/transaction'
import { conflict } from '../../lib/http-error'
import { normalizeText } from '../../lib/persian'
import { addRole } from '../auth/users'
import { OPEN_STATUSES_SQL } from '../products/offers'
import { checkedFields, type Store, type StoreRow, slugConflict, storeChanged, storeOf } from './store-rows'
import { updateColumns } from './store-update'

type Schemas = components['schemas']
export type StoreCreate = Schemas['StoreIndividualCreate'] | Schemas['StoreLegalEntityCreate']
type Kind = Schemas['StoreKind']

/** 409 naming how many open orders (waiting for payment, paid, processing, shipped) the store has. */
export const openOrders = (n: number) =>
  `این فروشگاه ${formatNumber(n)} سفارش باز دارد؛ پیش از حذف، سفارش‌های در انتظار پرداخت، پرداخت‌شده، در حال پردازش و ارسال‌شده را تحویل یا لغو کنید`

const NO_SHIPPING = { methods: [], cod_allowed: false, courier_city: null }

/** The kind a createStore body names, or the one its identity fields show. */
export function kindOf(body: StoreCreate): Kind {
  if (body.kind) return body.kind
  return 'company_name' in body ? 'legal_entity' : 'individual'
}

export async function createStore(db: Db, ownerId: number, kind: Kind, body: StoreCreate): Promise<Store> {
  const v = checkedFields({ ...body })
  const legal = kind === 'legal_entity'
  const individual = v as Schemas['StoreIndividualCreate']
  const company = v as Schemas['StoreLegalEntityCreate']
  const slug = v.slug ?? (await freeSlug(db, 'stores', slugFromName(v.name)))
  const [row] = await db
    .insert(stores)
    .values({
      ownerId,
      name: v.name,
      slug,
      kind,
      verified: false,
      description: v.description?.trim() || null,
      logoUrl: v.logo_url || null,
      bannerUrl: v.banner_url || null,
      phone: v.phone,
      email: v.email ?? null,
      province: v.province,
      city: v.city,
      address: v.address,
      postalCode: v.postal_code,
      sheba: v.sheba,
      nationalCode: legal ? null : individual.national_code,
      companyName: legal ? company.company_name : null,
      companyNationalId: legal ? company.company_national_id : null,
      registrationNumber: legal ? company.registration_number : null,
      shipping: (v.shipping as StoreRow['shipping'] | undefined) ?? NO_SHIPPING,
      searchText: normalizeText(`${v.name} ${v.description ?? ''}`),
    })
    .returning()
    .catch(slugConflict)
  // Roles are read from the database on every call: the seller's current session carries it at once.
  await addRole(db, ownerId, 'provider')
  return storeOf(row)
}

export async function listMyStores(db: Db, ownerId: number, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(stores)
      .where(and(eq(stores.ownerId, ownerId), isNull(stores.deletedAt)))
      .orderBy(asc(stores.createdAt), asc(stores.id))
      .limit(limit)
      .offset(skip),
    db
      .select({ n: count() })
      .from(stores)
      .where(and(eq(stores.ownerId, ownerId), isNull(stores.deletedAt))),
  ])
  return { items: rows.map((r) => storeOf(r)), total: total?.n ?? 0, skip, limit }
}

export async function storeRow(db: Db, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id))
  return row
}

export async function updateStore(db: Db, current: StoreRow, body: Schemas['StoreUpdate']): Promise<Store> {
  const set = updateColumns(current, body)
  const [row] = await db.update(stores).set(set).where(eq(stores.id, current.id)).returning().catch(slugConflict)
  // Review status and names show on the storefront: its caches and product summaries follow.
  if (row.verified !== current.verified) await storeChanged(db, row.id)
  else await storeChanged(db, row.id, [])
  return storeOf(row)
}

/**
 * Deletes the store. Refused (409 naming how many) while it has open orders. With only finished or
 * cancelled orders it is soft-deleted: deleted_at, no longer verified (so the storefront, search
 * and carts drop it as they drop a store under review), its slug freed, its offers soft-deleted
 * too; the old orders keep showing it and their lines. With no order at all the rows go.
 */
export async function deleteStore(db: Db, id: number): Promise<void> {
  const productIds = await inTransaction(db, async (tx) => {
    // The store's offers locked (id order, as checkout locks them): an order placed meanwhile is
    // either counted below or finds the offers withdrawn.
    const locked = await queryRows<{ product_id: number }>(
      tx,
      sql`select product_id from offers where store_id = ${id} and deleted_at is null order by id for update`,
    )
    const [counts] = await queryRows<{ open: number; all: number }>(
      tx,
      sql`select count(*) filter (where status in ${OPEN_STATUSES_SQL})::int as open, count(*)::int as all
        from orders where store_id = ${id}`,
    )
    if (counts.open > 0) throw conflict(openOrders(counts.open))
    if (counts.all === 0) {
      // Offers, bundles, discounts, homepage resources and blog posts of the store go with it (cascades).
      await tx.delete(stores).where(eq(stores.id, id))
      return locked.map((r) => r.product_id)
    }
    await tx.execute(sql`update offers set deleted_at = now(), is_available = false, updated_at = now()
      where store_id = ${id} and deleted_at is null`)
    await tx.execute(sql`delete from homepage_resources where store_id = ${id}`)
    await tx.execute(sql`update stores set deleted_at = now(), verified = false, updated_at = now(),
      slug = slug || '-deleted-' || id where id = ${id}`)
    return locked.map((r) => r.product_id)
  })
  await storeChanged(db, id, productIds)
}
