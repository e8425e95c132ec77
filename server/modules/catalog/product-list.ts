// listPublicProducts: filters, Persian search, sorts and paging over the products summary columns.
// Search runs in tiers, each tried only when the one before finds nothing: every word (indexed
// `like` on the trigram GIN index); the words corrected, split or without the rarest one
// (vocabulary.ts); pg_trgm word similarity (at most 200 candidates, at most 150 ms). Totals: skip
// + items when the page is not full; the per-category counts held in memory for plain category
// lists; otherwise counted with the page's own indexed filter, capped at TOTAL_CAP (SEARCH_CAP for
// searches) so a broad list never counts 100k rows. Totals and pages are cached briefly in process.
import { sql } from 'drizzle-orm'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows, withinTime } from '../../db/rows'
import { TtlLru } from '../../lib/lru'
import { categoryCounts, exactCategoryTotal } from '../categories/category-counts'
import { storeProductCount } from '../stores/public-stores'
import type { ProductSummary } from './product-cards'
import { and, type Plan, type ProductSort, pageOf } from './product-page'
import { type ProductListQuery, type ProductScope, resolveScope } from './product-scope'
import { type SearchTerms, tokensMatch, typoMatch } from './search-terms'
import { alternatives, prefetchVocabulary, vocabulary } from './vocabulary'

export type { ProductSort }
export interface ProductPageQuery extends ProductListQuery {
  sort?: ProductSort
  skip?: number
  limit?: number
}
export interface ProductSummaryPage {
  items: ProductSummary[]
  total: number
  skip: number
  limit: number
}

/**
 * Counted totals are exact up to this. Counting is a scan of the matches (10k of them take ~40 ms
 * on 100k products), so larger filtered sets report the cap (the contract's `total` says so);
 * plain category lists are always exact, from the per-category counts (category-counts.ts).
 */
const TOTAL_CAP = 1_000
/** No cap: plain category lists are always counted exactly (plainCategoryTotal). */
const EXACT = 2_000_000_000
/** Searches count up to this; larger match sets are ranked by popularity instead of text rank. */
const SEARCH_CAP = 1_000
/** The trigram fallback considers at most this many products (it is a best effort anyway). */
const TYPO_CANDIDATES = 200
const TYPO_TIMEOUT_MS = 150
const totalsOf = dbCache('product-totals', 'catalog', () => new TtlLru<number>(2_000, 60_000))
/** Whole pages for 30 s: catalogChanged() (called on every summary refresh) empties it. */
const pagesOf = dbCache('product-pages', 'catalog', () => new TtlLru<ProductSummaryPage>(1_000, 30_000))

/** How many products the plan matches, exact up to plan.cap. */
async function countNow(db: Db, plan: Plan): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${plan.scope.from} where ${and(plan.where)}
      limit ${plan.cap + 1}) x`,
  )
  return Math.min(row?.n ?? 0, plan.cap)
}

/** countNow, cached for a minute per filter set. */
function countOf(db: Db, plan: Plan): Promise<number> {
  return totalsOf(db).get(plan.key, () => countNow(db, plan))
}

/** The exact total of a plain category list (no search, no filters but stock). */
async function plainCategoryTotal(db: Db, plan: Plan, scope: ProductScope, inStock: boolean): Promise<number> {
  await categoryCounts(db)
  const counted = exactCategoryTotal(db, scope.categoryIds, inStock)
  if (counted !== null) return counted
  // The catalogue changed since the counts loaded (they reload in the background): count it now.
  return countOf(db, { ...plan, cap: EXACT, key: `${plan.key}|exact` })
}

/** skip + items when the page is not full (so no count is needed), else null. */
function shortTotal(items: unknown[], skip: number, limit: number): number | null {
  return items.length < limit && (items.length > 0 || skip === 0) ? skip + items.length : null
}

function searchPlan(scope: ProductScope, terms: SearchTerms, sort: ProductSort, tier: 'tokens' | 'typo'): Plan {
  const column = sql`p.search_text`
  const key = `${tier}|${terms.text}|${scope.key}`
  if (tier === 'tokens') {
    const where = [...scope.where, tokensMatch(column, terms)]
    return { scope, where, rank: { kind: 'text', terms }, sort, key, cap: SEARCH_CAP }
  }
  // Similarity is rechecked row by row (~30 µs each), and a phrase holding a common word has
  // thousands of candidates, so the fallback ranks only the first TYPO_CANDIDATES that pass.
  const candidates = sql`p.id = any(array(select p.id from ${scope.from}
    where ${and([...scope.where, typoMatch(column, terms)])} limit ${TYPO_CANDIDATES}))`
  const where = [candidates, ...scope.where]
  return { scope, where, rank: { kind: 'similarity', terms }, sort, key, cap: TYPO_CANDIDATES }
}

/** The first search that finds something: the words, their alternatives, then trigram similarity. */
async function chooseSearchPlan(db: Db, scope: ProductScope, terms: SearchTerms, sort: ProductSort) {
  const exact = searchPlan(scope, terms, sort, 'tokens')
  const n = await countOf(db, exact)
  if (n > 0) return { plan: exact, total: n }
  for (const tokens of alternatives(await vocabulary(db, 'products'), terms.tokens)) {
    const plan = searchPlan(scope, { text: tokens.join(' '), tokens }, sort, 'tokens')
    const m = await countOf(db, plan)
    if (m > 0) return { plan, total: m }
  }
  return { plan: searchPlan(scope, terms, sort, 'typo'), total: null }
}

async function listUncached(db: Db, q: ProductPageQuery, skip: number, limit: number) {
  const scope = await resolveScope(db, q)
  if (scope.empty) return { items: [], total: 0, skip, limit }
  const terms = scope.terms
  const sort: ProductSort = q.sort ?? (terms ? 'relevance' : 'newest')
  let plan: Plan
  let total: number | null = null
  if (terms) {
    ;({ plan, total } = await chooseSearchPlan(db, scope, terms, sort))
    // A very large match set is ranked by popularity: ranking it all would cost a full scan.
    if (plan.rank.kind === 'text' && total !== null && total >= SEARCH_CAP) plan.rank = { kind: 'none' }
  } else {
    plan = { scope, where: scope.where, rank: { kind: 'none' }, sort, key: `all|${scope.key}`, cap: TOTAL_CAP }
  }
  if (plan.rank.kind === 'similarity') {
    // The trigram fallback's cost depends on how common the phrase's letters are: bounded in time.
    const found = await withinTime(db, TYPO_TIMEOUT_MS, async (tx) => {
      const items = await pageOf(tx, plan, skip, limit)
      return { items, total: shortTotal(items, skip, limit) ?? (await countNow(tx, plan)) }
    })
    return { items: found?.items ?? [], total: found?.total ?? 0, skip, limit }
  }
  const items = await pageOf(db, plan, skip, limit)
  total ??= shortTotal(items, skip, limit)
  // A plain category list's total is exact, whatever the server's warm-up: the per-category counts
  // when they are up to date (the first load is awaited), else an uncapped count of the matches.
  if (total === null && !terms && scope.plain) total = await plainCategoryTotal(db, plan, scope, !!q.in_stock)
  // The same count as the store's product_count, exact past TOTAL_CAP (one number for both).
  if (total === null && !terms && scope.storeOnly && scope.storeId !== null)
    total = await storeProductCount(db, scope.storeId)
  total ??= await countOf(db, plan)
  return { items, total, skip, limit }
}

export function listPublicProducts(db: Db, q: ProductPageQuery): Promise<ProductSummaryPage> {
  const skip = q.skip ?? 0
  const limit = q.limit ?? 20
  prefetchVocabulary(db, 'products')
  const key = JSON.stringify([q.category, q.category_slug, q.brand, q.store_id, q.search, q.min_price, q.max_price])
  const rest = JSON.stringify([q.in_stock, q.specs, q.sort, skip, limit])
  return pagesOf(db).get(`${key}${rest}`, () => listUncached(db, q, skip, limit))
}
