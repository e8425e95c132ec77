// The filters of a public product list, resolved into SQL over `products p` (and, when a store is
// chosen, `so`: that store's offers priced after automatic discounts). Lists read the summary
// columns products.best_* that server/modules/catalog/summary.ts keeps, so one indexed table answers.
import { type SQL, sql } from 'drizzle-orm'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { isInt4, MAX_INT4, queryRows } from '../../db/rows'
import { invalidField } from '../../lib/http-error'
import { categoryTreeWith } from '../categories/category-tree'
import { storeOfferPrices } from '../pricing'
import { type SearchTerms, searchTerms } from './search-terms'
import { checkSpecKeys, parseSpecsFilter, specsConditions } from './specs-filter'

export interface ProductListQuery {
  category?: number
  category_slug?: string
  brand?: string[]
  store_id?: number
  search?: string
  min_price?: number
  max_price?: number
  in_stock?: boolean
  specs?: string
}

export interface ProductScope {
  /** Nothing can match (an unknown category); the list is empty without a query */
  empty: boolean
  storeId: number | null
  /** FROM clause: products p, joined to the store's offers as so in store mode */
  from: SQL
  /**
   * Store mode without a price filter: the store's offers unpriced as so (same columns but the
   * selling price), to choose a page by any order but price before pricing only its offers
   */
  unpricedFrom: SQL | null
  /** Conditions every listed product meets (visibility included), ANDed */
  where: SQL[]
  terms: SearchTerms | null
  /** The categories filtered on (descendants included), or null for all */
  categoryIds: number[] | null
  /** The element of `where` that filters on categoryIds (so a query can split it per category) */
  categoryWhere: SQL | null
  /** Filtered by categories (and stock) only: per-category counts give the exact total */
  plain: boolean
  /** A store's whole list, unfiltered: its total is the store's product_count */
  storeOnly: boolean
  /** Only products with a price: in stock, or filtered by price */
  pricedOnly: boolean
  /** The selling price a card shows and price filters and sorts use */
  price: SQL
  available: SQL
  /** Identifies the filter set (for cached totals) */
  key: string
}

/** `col = any('{1,2}'::int[])`: one parameter however many ids. */
export const anyInt = (col: SQL, ids: number[]) =>
  ids.length === 1 ? sql`${col} = ${ids[0]}` : sql`${col} = any(${intArray(ids)})`

/**
 * Listed: some verified store offers it (in stock or not). In-stock products skip the probe. It is
 * a scalar subquery, not EXISTS, because Postgres answers an EXISTS under OR by hashing every
 * offer (50 ms on 200k offers) where a page needs only a few indexed probes.
 */
export const publicProductSql = sql`(p.in_stock or coalesce((select true from offers vo where vo.product_id = p.id
  and vo.deleted_at is null and (select vs.verified from stores vs where vs.id = vo.store_id) limit 1), false))`

export function brandSlugs(raw: string[] | undefined): string[] {
  const slugs = (raw ?? []).flatMap((s) => s.split(',')).map((s) => s.trim().toLowerCase())
  return [...new Set(slugs.filter(Boolean))]
}

interface PickedCategories {
  ids: number[] | null
  keys: number[]
  /** The normalised names of the chosen categories and their ancestors */
  names: Set<string>
}

async function categoryIds(db: Db, q: ProductListQuery): Promise<PickedCategories> {
  if (q.category === undefined && !q.category_slug) return { ids: null, keys: [], names: new Set() }
  const tree = await categoryTreeWith(db, q.category !== undefined ? { id: q.category } : { slug: q.category_slug })
  const picked: number[] = []
  if (q.category !== undefined) picked.push(q.category)
  if (q.category_slug) picked.push(tree.bySlug.get(q.category_slug)?.id ?? -1)
  // Both given: only what lies under both.
  const sets = picked.map((id) => new Set(tree.descendantIds(id)))
  const ids = [...sets[0]].filter((id) => sets.every((s) => s.has(id)))
  // Spec keys that apply: attributes of the category, its ancestors and its descendants.
  const keys = picked.flatMap((id) => [...tree.ancestors(id).map((a) => a.id), ...tree.descendantIds(id)])
  const names = new Set<string>()
  for (const id of picked) {
    for (const c of [...tree.ancestors(id), tree.byId.get(id)]) {
      const name = c && searchTerms(c.nameFa)?.text
      if (name) names.add(name)
    }
  }
  return { ids, keys, names }
}

async function knownSpecKeys(db: Db, categoryKeys: number[], scoped: boolean): Promise<Set<string>> {
  const where = scoped ? sql`where ${anyInt(sql`category_id`, categoryKeys.length ? categoryKeys : [-1])}` : sql``
  const rows = await queryRows<{ key: string }>(db, sql`select distinct key from filterable_attributes ${where}`)
  return new Set(rows.map((r) => r.key))
}

export async function resolveScope(db: Db, q: ProductListQuery): Promise<ProductScope> {
  if (q.min_price !== undefined && q.max_price !== undefined && q.min_price > q.max_price) {
    throw invalidField('query.min_price', 'حداقل قیمت نباید از حداکثر قیمت بیشتر باشد')
  }
  const specs = parseSpecsFilter(q.specs)
  const { ids, keys, names } = await categoryIds(db, q)
  // A category suggestion opens /products?category=5&search=<the category's own name> (spec
  // section 5): that phrase means "this category", not words its products' names must contain.
  const phrase = searchTerms(q.search)
  const terms = phrase && names.has(phrase.text) ? null : phrase
  if (specs) checkSpecKeys(specs, await knownSpecKeys(db, keys, ids !== null))
  const storeId = q.store_id ?? null
  if (storeId !== null && !isInt4(storeId)) throw invalidField('query.store_id', 'شناسه فروشگاه معتبر نیست')
  const where: SQL[] = []
  let from = sql`products p`
  let price = sql`p.best_price`
  let available = sql`p.in_stock`
  if (storeId === null) {
    where.push(publicProductSql)
  } else {
    // The store's own offers; pushing store_id into offerPricesSql keeps it to that store's rows.
    from = sql`products p join ${storeOfferPrices(storeId)} so on so.product_id = p.id`
    price = sql`so.selling_price`
    available = sql`(so.is_available and so.stock > 0)`
    where.push(sql`exists (select 1 from stores vs where vs.id = ${storeId} and vs.verified)`)
  }
  const categoryWhere = ids ? (ids.length ? anyInt(sql`p.category_id`, ids) : sql`false`) : null
  if (categoryWhere) where.push(categoryWhere)
  const brands = brandSlugs(q.brand)
  if (brands.length) {
    const list = sql.join(
      brands.map((b) => sql`${b}`),
      sql`, `,
    )
    where.push(sql`p.brand_id in (select id from brands where slug in (${list}))`)
  }
  // Clamped to the integer range: a larger price is a valid (if empty) filter, not a cast error,
  // and an integer (not numeric) comparison keeps the price indexes usable.
  if (q.min_price !== undefined) where.push(sql`${price} >= ${Math.min(q.min_price, MAX_INT4)}`)
  if (q.max_price !== undefined) where.push(sql`${price} <= ${Math.min(q.max_price, MAX_INT4)}`)
  if (q.in_stock) where.push(available)
  if (specs) where.push(...specsConditions(sql`p.specs`, specs))
  const key = JSON.stringify([ids, brands, storeId, q.min_price, q.max_price, !!q.in_stock, q.specs ?? null])
  const plain = storeId === null && !brands.length && q.min_price === undefined && q.max_price === undefined && !specs
  const storeOnly =
    storeId !== null &&
    !ids &&
    !brands.length &&
    q.min_price === undefined &&
    q.max_price === undefined &&
    !q.in_stock &&
    !specs
  const pricedOnly = !!q.in_stock || q.min_price !== undefined || q.max_price !== undefined
  const priceFiltered = q.min_price !== undefined || q.max_price !== undefined
  const unpricedFrom =
    storeId === null || priceFiltered
      ? null
      : sql`products p join offers so on so.product_id = p.id and so.store_id = ${storeId} and so.deleted_at is null`
  return {
    empty: ids?.length === 0,
    storeId,
    from,
    unpricedFrom,
    where,
    terms,
    categoryIds: ids,
    categoryWhere,
    plain,
    storeOnly,
    pricedOnly,
    price,
    available,
    key,
  }
}
