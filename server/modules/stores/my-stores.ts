// The provider's own stores (spec sections 4 and 7 "Provider stores"): sign-up's first store and
// later ones start unverified and make their owner a provider; the list is oldest first, 20 a
// page; changing the identity fields (Sheba, national code, company) of a verified store sends it
// back to review; a store with open orders cannot be deleted.
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import { slugFromName } from '../../../sdk/rules/identity'
import type { components } from '../../../sdk/schema'
import type { Db } from '../../db/client'
import { offers, orders, stores } from '../../db/schema/index'
import { conflict } from '../../lib/http-error'
import { normalizeText } from '../../lib/persian'
import { addRole } from '../auth/users'
import { checkedFields, type Store, type StoreRow, slugConflict, slugFree, storeChanged, storeOf } from './store-rows'
import { updateColumns } from './store-update'

type Schemas = components['schemas']
export type StoreCreate = Schemas['StoreIndividualCreate'] | Schemas['StoreLegalEntityCreate']
type Kind = Schemas['StoreKind']

export const OPEN_ORDERS =
  'این فروشگاه سفارش باز دارد؛ پیش از حذف، سفارش‌های در انتظار پرداخت، پرداخت‌شده، در حال پردازش و ارسال‌شده را تحویل یا لغو کنید'
export const HAS_ORDER_HISTORY =
  'این فروشگاه سابقه سفارش دارد و حذف نمی‌شود؛ برای توقف فروش، موجودی کالاها را ناموجود کنید'
const OPEN_STATUSES = ['pending_payment', 'paid', 'processing', 'shipped'] as const

const NO_SHIPPING = { methods: [], cod_allowed: false, courier_city: null }

/** The kind a createStore body names, or the one its identity fields show. */
export function kindOf(body: StoreCreate): Kind {
  if (body.kind) return body.kind
  return 'company_name' in body ? 'legal_entity' : 'individual'
}

async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugFromName(name)
  if (await slugFree(db, base)) return base
  return `${base}-${Math.random().toString(36).slice(2, 8)}`
}

export async function createStore(db: Db, ownerId: number, kind: Kind, body: StoreCreate): Promise<Store> {
  const v = checkedFields({ ...body })
  const legal = kind === 'legal_entity'
  const individual = v as Schemas['StoreIndividualCreate']
  const company = v as Schemas['StoreLegalEntityCreate']
  const slug = v.slug ?? (await freeSlug(db, v.name))
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
      .where(eq(stores.ownerId, ownerId))
      .orderBy(asc(stores.createdAt), asc(stores.id))
      .limit(limit)
      .offset(skip),
    db.select({ n: count() }).from(stores).where(eq(stores.ownerId, ownerId)),
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

export async function deleteStore(db: Db, id: number): Promise<void> {
  const [open] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.storeId, id), inArray(orders.status, [...OPEN_STATUSES])))
  if ((open?.n ?? 0) > 0) throw conflict(OPEN_ORDERS)
  // Past orders keep their store and offers (the order rows point at them): such a store stays.
  const [past] = await db.select({ n: count() }).from(orders).where(eq(orders.storeId, id))
  if ((past?.n ?? 0) > 0) throw conflict(HAS_ORDER_HISTORY)
  const productIds = (await db.select({ id: offers.productId }).from(offers).where(eq(offers.storeId, id))).map(
    (r) => r.id,
  )
  // Offers, bundles, discounts, homepage resources and blog posts of the store go with it (cascades).
  // An order placed since the check still holds the store (foreign key): the same 409.
  await db
    .delete(stores)
    .where(eq(stores.id, id))
    .catch((error: { code?: string; cause?: { code?: string } }) => {
      if (error.code === '23503' || error.cause?.code === '23503') throw conflict(OPEN_ORDERS)
      throw error
    })
  await storeChanged(db, id, productIds)
}
