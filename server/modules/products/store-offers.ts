// Store-wide offer operations: the seller's list of its offers (photo, name, price, stock,
// availability; in-stock filter, search, sort, pages of 20), the bulk price change (each offer
// in one statement, all or nothing, with a dry-run preview) and availability on/off for all.
import { type SQL, sql } from 'drizzle-orm'
import { formatNumber } from '#sdk/rules/digits'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { databaseError, queryRows } from '../../db/rows'
import { invalidField, notFound } from '../../lib/http-error'
import { STORE_NOT_FOUND } from '../access'
import { searchTerms, tokensMatch } from '../catalog/search-terms'
import { refreshProductSummaries } from '../catalog/summary'
import { assignmentColumns, assignmentJoins, toAssignment } from './offers'

type Schemas = components['schemas']
type BulkPrice = Schemas['ProductBulkPriceUpdate']
type BulkResult = Schemas['ProductBulkUpdateResult']
export type OfferSort = 'newest' | 'price_asc' | 'price_desc' | 'stock_asc' | 'stock_desc' | 'name'

const SORTS: Record<OfferSort, SQL> = {
  newest: sql`o.created_at desc, o.id desc`,
  price_asc: sql`o.price, o.id`,
  price_desc: sql`o.price desc, o.id`,
  stock_asc: sql`o.stock, o.id`,
  stock_desc: sql`o.stock desc, o.id`,
  name: sql`p.name_fa, o.id`,
}

/** The store's id by its slug (the bulk operations name stores by slug); 404 when none. */
export async function storeIdBySlug(db: Db, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from stores where slug = ${slug}`)
  if (!row) throw notFound(STORE_NOT_FOUND)
  return row.id
}

export interface OfferListQuery {
  inStockOnly?: boolean
  search?: string
  sort?: OfferSort
  skip: number
  limit: number
}

export async function storeOffers(db: Db, storeId: number, q: OfferListQuery): Promise<Schemas['AssignmentPage']> {
  const where: SQL[] = [sql`o.store_id = ${storeId}`, sql`o.deleted_at is null`]
  if (q.inStockOnly) where.push(sql`o.stock > 0`)
  const terms = searchTerms(q.search)
  if (terms) where.push(tokensMatch(sql`p.search_text`, terms))
  const from = sql`from offers o ${assignmentJoins} where ${sql.join(where, sql` and `)}`
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`)
  const rows = await queryRows<Parameters<typeof toAssignment>[0]>(
    db,
    sql`select ${assignmentColumns} ${from} order by ${SORTS[q.sort ?? 'newest']} limit ${q.limit} offset ${q.skip}`,
  )
  return { items: rows.map(toAssignment), total: count.n, skip: q.skip, limit: q.limit }
}

/** The new price of `o.price`, rounded to whole toman. */
function newPrice(b: BulkPrice): SQL {
  const sign = b.operation === 'increase' ? 1 : -1
  if (b.type === 'percentage') return sql`round(o.price * ${100 + sign * b.value}::numeric / 100)::bigint`
  return sql`(o.price + ${sign * b.value})::bigint`
}

const PRICE_TOO_LOW = 'با این کاهش، قیمت برخی کالاها صفر یا کمتر می‌شود؛ مقدار کمتری وارد کنید'
const PERCENT_TOO_HIGH = 'درصد تغییر باید بین ۱ تا ۱۰۰ باشد'
const SAMPLE_SIZE = 5

/** Changes every offer's price, or with dry_run only counts them and shows a sample. */
export async function bulkPriceChange(db: Db, storeId: number, b: BulkPrice): Promise<BulkResult> {
  if (b.type === 'percentage' && b.value > 100) throw invalidField('body.value', PERCENT_TOO_HIGH)
  const next = newPrice(b)
  if (b.dry_run) {
    const [check] = await queryRows<{ changing: number; too_low: number }>(
      db,
      sql`select count(*) filter (where ${next} <> o.price)::int as changing,
        count(*) filter (where ${next} <= 0)::int as too_low
        from offers o where o.store_id = ${storeId} and o.deleted_at is null`,
    )
    if (check.too_low > 0) throw invalidField('body.value', PRICE_TOO_LOW)
    const sample = await queryRows<{ product_id: number; name_fa: string; before: string; after: string }>(
      db,
      sql`select o.product_id, p.name_fa, o.price as before, ${next} as after
        from offers o join products p on p.id = o.product_id
        where o.store_id = ${storeId} and o.deleted_at is null and ${next} <> o.price order by o.created_at desc, o.id desc limit ${SAMPLE_SIZE}`,
    )
    return {
      detail: `قیمت ${formatNumber(check.changing)} کالا تغییر خواهد کرد`,
      updated: check.changing,
      sample: sample.map((s) => ({ ...s, before: Number(s.before), after: Number(s.after) })),
    }
  }
  // One pass over the offers, no count before it (~100–200 ms of the 1 s budget at 10,000 offers):
  // the update itself tells a price taken to zero (returning) or below (the table's check refuses
  // it). Either error rolls back the caller's transaction (idempotent()), so no price changes.
  let changed: { product_id: number; too_low: boolean }[]
  try {
    changed = await queryRows<{ product_id: number; too_low: boolean }>(
      db,
      sql`update offers o set price = ${next}, updated_at = now()
        where o.store_id = ${storeId} and o.deleted_at is null and ${next} <> o.price
        returning o.product_id, o.price <= 0 as too_low`,
    )
  } catch (error) {
    // check_violation: the only check a price change can break is the price's.
    if (databaseError(error, '23514')?.constraint === 'offers_price_stock_check') {
      throw invalidField('body.value', PRICE_TOO_LOW)
    }
    throw error
  }
  if (changed.some((r) => r.too_low)) throw invalidField('body.value', PRICE_TOO_LOW)
  await refreshProductSummaries(
    db,
    changed.map((r) => r.product_id),
    { deferCopy: true }, // thousands of wide products rows: their sort copy follows the commit
  )
  return { detail: `قیمت ${formatNumber(changed.length)} کالا به‌روز شد`, updated: changed.length }
}

/** Makes every offer of the store available or unavailable. */
export async function setAllAvailability(db: Db, storeId: number, isAvailable: boolean): Promise<BulkResult> {
  const changed = await queryRows<{ product_id: number }>(
    db,
    sql`update offers o set is_available = ${isAvailable}, updated_at = now()
      where o.store_id = ${storeId} and o.deleted_at is null and o.is_available <> ${isAvailable}
      returning o.product_id`,
  )
  await refreshProductSummaries(
    db,
    changed.map((r) => r.product_id),
    { deferCopy: true }, // thousands of wide products rows: their sort copy follows the commit
  )
  // On sale or not (the offer's «فروش» switch), not «ناموجود»: that is stock, which stays as it was.
  const state = isAvailable ? 'فعال' : 'غیرفعال'
  return { detail: `فروش ${formatNumber(changed.length)} کالا ${state} شد`, updated: changed.length }
}
