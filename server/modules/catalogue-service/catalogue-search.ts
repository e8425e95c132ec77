// searchCatalogue (the catalogue service's products/search/fast): the storefront's Persian-normalised
// tiered search over catalogue_items, answered from an in-memory token index (decision 022) so a
// phrase never seen before costs a few milliseconds, not a trigram scan. The tiers: every word; the
// words corrected, split or without the rarest one (vocabulary.ts); trigram closeness
// (typo-match.ts). Only the page's rows are read from the database, by id. Answers are cached 300 s
// in process, as the contract says (the route sends Cache-Control: max-age=300), but never past a
// change of the catalogue: the cache key holds the index's version.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { invalidField } from '../../lib/http-error'
import { TtlLru } from '../../lib/lru'
import { latinPhrase, numbersOf, type SearchTerms, searchTerms, wholeNumberPattern } from '../catalog/search-terms'
import { alternatives } from '../catalog/vocabulary'
import { categoryTree } from '../categories/category-tree'
import { catalogueIndexOf } from './index-sync'
import type { TokenIndex } from './token-index'
import { typoMatch } from './typo-match'

type Schemas = components['schemas']
export type CatalogueSearchResult = Schemas['CatalogueSearchResult']
type CatalogueItem = Schemas['CatalogueItem']

export const CATALOGUE_TTL_SECONDS = 300
/** Totals are exact up to this (the count the SQL search capped), as before. */
const CAP = 1_000
const MAX_KEPT = 5_000
const cacheOf = dbCache(
  'catalogue-search',
  'ttl',
  () => new TtlLru<CatalogueSearchResult>(2_000, CATALOGUE_TTL_SECONDS * 1000),
)

/**
 * A phrase's order, for its other pages (a seller pages on), by version and phrase. An order of
 * more than MAX_KEPT ids (a broad phrase of several words) is not kept: memory stays bounded, and
 * recomputing it from the cached token matches is one intersection.
 */
const plansOf = dbCache('catalogue-search-plans', 'ttl', () => new TtlLru<Plan>(1_000, CATALOGUE_TTL_SECONDS * 1000))

interface Plan {
  /**
   * In answer order; sorted by id when newestFirst, and then possibly the index's own list, which a
   * change alters in place: a plan serves only its own version (a search that saw a change redoes it).
   */
  ids: number[]
  newestFirst: boolean
  total: number
}

type ItemRow = Omit<CatalogueItem, 'category'> & { category_id: number; category_slug: string; category_name: string }

/**
 * search-terms.ts textRank, in memory: every number stands whole (8), the text starts with the
 * phrase (4), starts with its first word (2), a word starts with the phrase, as typed or in Latin (1). Best
 * first, then by id: the ids come sorted, so one pass into the sixteen score buckets orders them.
 */
function ranked(index: TokenIndex, ids: number[], terms: SearchTerms): number[] {
  const [first] = terms.tokens
  const numbers = numbersOf(terms).map((n) => new RegExp(wholeNumberPattern(n)))
  const phrases = [terms.text, latinPhrase(terms)].filter((p) => p !== null)
  const wordStarts = phrases.map((p) => ` ${p}`)
  const buckets: number[][] = Array.from({ length: 16 }, () => [])
  for (const id of ids) {
    const text = index.texts.get(id) ?? ''
    const score =
      (numbers.length && numbers.every((n) => n.test(text)) ? 8 : 0) +
      (text.startsWith(terms.text) ? 4 : 0) +
      (text.startsWith(first) ? 2 : 0) +
      (phrases.some((p, i) => text.startsWith(p) || text.includes(wordStarts[i])) ? 1 : 0)
    buckets[15 - score].push(id)
  }
  return buckets.flat()
}

/** Every matching id in answer order, and the total to report (exported for scripts/bench/catalogue-index.ts). */
export function plan(index: TokenIndex, terms: SearchTerms): Plan {
  const exact = index.match(terms.tokens)
  // A broad phrase (at the cap) lists its matches newest first, as the SQL search did: ranking
  // them all would rank tens of thousands of rows for the first page.
  if (exact.length >= CAP) return { ids: exact, newestFirst: true, total: CAP }
  if (exact.length > 0) return { ids: ranked(index, exact, terms), newestFirst: false, total: exact.length }
  for (const tokens of alternatives(index.vocabulary(), terms.tokens)) {
    const found = index.match(tokens)
    if (found.length === 0) continue
    const alternative = { text: tokens.join(' '), tokens }
    return { ids: ranked(index, found, alternative), newestFirst: false, total: Math.min(found.length, CAP) }
  }
  const similar = typoMatch(index, terms.tokens)
  return { ids: similar, newestFirst: false, total: similar.length }
}

/** The ids of one page of a plan, in answer order. */
export function pageIds({ ids, newestFirst }: Plan, page: number, limit: number): number[] {
  const from = (page - 1) * limit
  if (!newestFirst) return ids.slice(from, from + limit)
  return ids.slice(Math.max(0, ids.length - from - limit), Math.max(0, ids.length - from)).reverse()
}

/**
 * Items' rows by id, under the index's version (every write of catalogue_items makes a new one)
 * and for no longer than an answer is kept (a brand's or category's new name shows as soon as it
 * would in a new answer). A cold answer (a phrase or page not asked for in 300 s) mostly shows
 * items other answers showed: reading and parsing their rows was most of its cost. ~2 KB each.
 */
const itemRows = dbCache(
  'catalogue-search-items',
  'ttl',
  () => new TtlLru<ItemRow | undefined>(20_000, CATALOGUE_TTL_SECONDS * 1000),
)

/** The rows of the ids, in their order: those kept, and the rest in one query. */
async function rowsOf(db: Db, indexVersion: number, ids: number[]): Promise<ItemRow[]> {
  const kept = itemRows(db)
  const missing: number[] = []
  let read: Promise<Map<number, ItemRow>> | undefined
  // The query starts after every id has been looked up (a microtask later), with all the missing ones.
  const batch = () => {
    read ??= Promise.resolve().then(() => readRows(db, missing))
    return read
  }
  const rows = await Promise.all(
    ids.map((id) =>
      kept.get(`${indexVersion}:${id}`, () => {
        missing.push(id)
        return batch().then((found) => found.get(id))
      }),
    ),
  )
  // An item deleted since the index read it is simply left out (its NOTIFY is on the way).
  return rows.filter((row) => row !== undefined)
}

async function readRows(db: Db, ids: number[]): Promise<Map<number, ItemRow>> {
  const rows = await queryRows<ItemRow>(
    db,
    sql`select ci.id, ci.name_fa, ci.name_en, ci.specs, ci.image_urls, ci.description, ci.category_id,
      c.slug as category_slug, c.name_fa as category_name,
      case when b.id is null then null
        else json_build_object('slug', b.slug, 'name_fa', b.name_fa, 'name_en', b.name_en) end as brand
    from catalogue_items ci join categories c on c.id = ci.category_id left join brands b on b.id = ci.brand_id
    where ci.id = any(${intArray(ids)})`,
  )
  return new Map(rows.map((r) => [r.id, r]))
}

async function search(
  db: Db,
  index: TokenIndex,
  indexVersion: number,
  terms: SearchTerms,
  page: number,
  limit: number,
) {
  const version = `${indexVersion}|${terms.text}`
  const plans = plansOf(db)
  const found = await plans.get(version, async () => plan(index, terms))
  if (found.ids.length > MAX_KEPT) plans.delete(version)
  const rows = await rowsOf(db, indexVersion, pageIds(found, page, limit))
  const tree = await categoryTree(db)
  const items = rows.map(({ category_id, category_slug, category_name, ...item }) => ({
    ...item,
    category: {
      slug: category_slug,
      name_fa: category_name,
      path: [...tree.ancestors(category_id).map((a) => a.nameFa), category_name],
    },
  }))
  return { items, total: found.total, page, limit }
}

export async function searchCatalogue(
  db: Db,
  q: { query: string; page?: number; limit?: number },
): Promise<CatalogueSearchResult> {
  const terms = searchTerms(q.query)
  if (!terms) throw invalidField('query.query', 'عبارت جستجو را وارد کنید')
  const page = q.page ?? 1
  const limit = q.limit ?? 20
  const holder = catalogueIndexOf(db)
  const answer = (index: TokenIndex) => {
    const version = holder.version
    return cacheOf(db).get(`${version}|${terms.text}|${page}|${limit}`, () =>
      search(db, index, version, terms, page, limit),
    )
  }
  // Optimistic: the answer is made from the index as it is while the round trip that makes sure
  // every earlier commit was heard runs beside it (two waits on PostgreSQL side by side, not one
  // after the other). If that round trip brought a change, the answer is made again.
  const seen = holder.peek()
  if (!seen) return answer(await holder.current())
  const before = holder.version
  const early = answer(seen)
  early.catch(() => {}) // awaited below unless a change makes it moot
  const index = await holder.current()
  return holder.version === before ? early : answer(index)
}
