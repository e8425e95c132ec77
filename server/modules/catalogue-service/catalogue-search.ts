// searchCatalogue (the catalogue service's products/search/fast): the same Persian-normalised
// tiered search as the storefront, over catalogue_items. Answers are cached 300 s in process, as
// the contract says (and the route sends Cache-Control: max-age=300).
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '../../../sdk/schema'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows, withinTime } from '../../db/rows'
import { invalidField } from '../../lib/http-error'
import { TtlLru } from '../../lib/lru'
import { type SearchTerms, searchTerms, similarity, textRank, tokensMatch, typoMatch } from '../catalog/search-terms'
import { alternatives, vocabulary } from '../catalog/vocabulary'
import { categoryTree } from '../categories/category-tree'

type Schemas = components['schemas']
export type CatalogueSearchResult = Schemas['CatalogueSearchResult']
type CatalogueItem = Schemas['CatalogueItem']

export const CATALOGUE_TTL_SECONDS = 300
const CAP = 1_000
const TYPO_TIMEOUT_MS = 150
const cacheOf = dbCache(
  'catalogue-search',
  'ttl',
  () => new TtlLru<CatalogueSearchResult>(1_000, CATALOGUE_TTL_SECONDS * 1000),
)

type ItemRow = Omit<CatalogueItem, 'category'> & { category_id: number; category_slug: string; category_name: string }

const COLUMN = sql`ci.search_text`

async function count(db: Db, match: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from catalogue_items ci where ${match} limit ${CAP + 1}) x`,
  )
  return Math.min(row?.n ?? 0, CAP)
}

/** The first search that finds something: the words, their alternatives, then trigram similarity. */
async function plan(db: Db, terms: SearchTerms): Promise<{ match: SQL; rank: SQL; total: number | null }> {
  const exact = tokensMatch(COLUMN, terms)
  const n = await count(db, exact)
  // Ranking a very large match set would rank every row of it: like the storefront, a broad
  // phrase (at the count cap) lists its matches newest first instead.
  if (n >= CAP) return { match: exact, rank: sql`ci.id`, total: n }
  if (n > 0) return { match: exact, rank: textRank(COLUMN, terms), total: n }
  for (const tokens of alternatives(await vocabulary(db, 'catalogue_items'), terms.tokens)) {
    const alternative: SearchTerms = { text: tokens.join(' '), tokens }
    const match = tokensMatch(COLUMN, alternative)
    const m = await count(db, match)
    if (m > 0) return { match, rank: textRank(COLUMN, alternative), total: m }
  }
  // Bounded like the storefront's fallback: rank at most the first 200 similar items.
  const candidates = sql`ci.id = any(array(select ci.id from catalogue_items ci where ${typoMatch(COLUMN, terms)}
    limit 200))`
  return { match: candidates, rank: similarity(COLUMN, terms), total: null }
}

async function pageOf(db: Db, match: SQL, rank: SQL, limit: number, skip: number): Promise<ItemRow[]> {
  return queryRows<ItemRow>(
    db,
    sql`select ci.id, ci.name_fa, ci.name_en, ci.specs, ci.image_urls, ci.description, ci.category_id,
      c.slug as category_slug, c.name_fa as category_name,
      case when b.id is null then null
        else json_build_object('slug', b.slug, 'name_fa', b.name_fa, 'name_en', b.name_en) end as brand
    from catalogue_items ci join categories c on c.id = ci.category_id left join brands b on b.id = ci.brand_id
    where ${match} order by ${rank} desc, ci.id limit ${limit} offset ${skip}`,
  )
}

/** Pages read together: a seller paging through a phrase's first pages costs one search, not one per page. */
const PAGES_PER_READ = 3

interface Block {
  rows: ItemRow[]
  total: number
}
const blocksOf = dbCache('catalogue-search-blocks', 'ttl', () => new TtlLru<Block>(500, CATALOGUE_TTL_SECONDS * 1000))

/** The rows of PAGES_PER_READ pages from `block` on (block 0: pages 1-3), and the total. */
async function readBlock(db: Db, terms: SearchTerms, block: number, limit: number): Promise<Block> {
  const { match, rank, total } = await plan(db, terms)
  const size = limit * PAGES_PER_READ
  const skip = block * size
  const read = async (tx: Db) => {
    const rows = await pageOf(tx, match, rank, size, skip)
    const short = rows.length < size && (rows.length > 0 || block === 0)
    return { rows, total: total ?? (short ? skip + rows.length : await count(tx, match)) }
  }
  // The similarity fallback (total unknown) is bounded in time, as on the storefront.
  return (total === null ? await withinTime(db, TYPO_TIMEOUT_MS, read) : await read(db)) ?? { rows: [], total: 0 }
}

async function search(db: Db, terms: SearchTerms, page: number, limit: number): Promise<CatalogueSearchResult> {
  const block = Math.floor((page - 1) / PAGES_PER_READ)
  const found = await blocksOf(db).get(`${terms.text}|${block}|${limit}`, () => readBlock(db, terms, block, limit))
  const from = (page - 1 - block * PAGES_PER_READ) * limit
  const tree = await categoryTree(db)
  const items = found.rows.slice(from, from + limit).map(({ category_id, category_slug, category_name, ...item }) => ({
    ...item,
    category: {
      slug: category_slug,
      name_fa: category_name,
      path: [...tree.ancestors(category_id).map((a) => a.nameFa), category_name],
    },
  }))
  return { items, total: found.total, page, limit }
}

export function searchCatalogue(
  db: Db,
  q: { query: string; page?: number; limit?: number },
): Promise<CatalogueSearchResult> {
  const terms = searchTerms(q.query)
  if (!terms) throw invalidField('query.query', 'عبارت جستجو را وارد کنید')
  const page = q.page ?? 1
  const limit = q.limit ?? 20
  return cacheOf(db).get(`${terms.text}|${page}|${limit}`, () => search(db, terms, page, limit))
}
