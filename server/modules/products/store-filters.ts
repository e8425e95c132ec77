// The seller list's order for a filter, made in memory (decision 026): what storeOrder's SQL
// answers, from two things kept per store.
// - Its live offers, newest first (id, product, stock), read once per list version: every write of
//   the store's offers makes a new version, so they are never older than the request's version.
// - Its products' search text, category and brand (store_products) as a token index (decision
//   022's TokenIndex, by product id), kept until the rows channel says they changed ('t <store>':
//   an offer of a new product, a product's new name, category or brand), so a sale or a price edit
//   does not rebuild it.
// Matching and ranking are the SQL's (search-terms.ts): every token as `like` finds it, then
// textRank, then newest. The typo tier differs as in decision 022: the best 200 of all the store's
// products by trigram closeness (typo-match.ts) instead of the first 200 the GIN index returned,
// and no 150 ms timeout.
import { sql } from 'drizzle-orm'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { rowMemory } from '../../db/rows-channel'
import { TtlLru } from '../../lib/lru'
import { type SearchTerms, searchTerms } from '../catalog/search-terms'
import { TokenIndex } from '../catalogue-service/token-index'
import { typoMatch } from '../catalogue-service/typo-match'
import { categoryTree } from '../categories/category-tree'
import type { StoreFilter } from './store-page'

interface Offers {
  offerIds: number[]
  productIds: number[]
  stock: number[]
}

interface Texts {
  index: TokenIndex
  category: Map<number, number>
  brand: Map<number, string | null>
}

// Offers by store and version: a 27,110-offer store is ~650 KB of numbers.
const offersKept = dbCache('seller-list-offers', 'ttl', () => new TtlLru<Offers>(50, 300_000))
// A 27,110-product store's token index is ~12 MB; a seller's store holds a few hundred, most often.
const textsKept = (db: Db) => rowMemory<Texts>(db, 'seller-list-texts', 't', 20, 10 * 60_000)

async function readOffers(db: Db, storeId: number): Promise<Offers> {
  const rows = await queryRows<{ id: number; product_id: number; stock: number }>(
    db,
    sql`select o.id, o.product_id, o.stock from offers o where o.store_id = ${storeId} and o.deleted_at is null
      order by o.created_at desc, o.id desc`,
  )
  return { offerIds: rows.map((r) => r.id), productIds: rows.map((r) => r.product_id), stock: rows.map((r) => r.stock) }
}

async function readTexts(db: Db, storeId: number): Promise<Texts> {
  const rows = await queryRows<{ id: number; search_text: string; category_id: number; brand: string | null }>(
    db,
    sql`select t.product_id as id, t.search_text, t.category_id, b.slug as brand
      from store_products t left join brands b on b.id = t.brand_id where t.store_id = ${storeId}`,
  )
  return {
    index: TokenIndex.build(rows),
    category: new Map(rows.map((r) => [r.id, r.category_id])),
    brand: new Map(rows.map((r) => [r.id, r.brand])),
  }
}

/** textRank (search-terms.ts) on one text. */
function rank(text: string, terms: SearchTerms): number {
  return (
    (text.startsWith(terms.text) ? 4 : 0) +
    (text.startsWith(terms.tokens[0]) ? 2 : 0) +
    (text.includes(terms.text) ? 1 : 0)
  )
}

/**
 * The offers of the store that pass the filter, in the list's order. Only for a request that
 * freshRows() cleared: the texts are kept from what the rows channel has said.
 */
export async function orderInMemory(db: Db, store: { id: number; version: string }, q: StoreFilter): Promise<number[]> {
  const offers = await offersKept(db).get(`${store.id}:${store.version}`, () => readOffers(db, store.id))
  const terms = searchTerms(q.search)
  const plain = !terms && q.category === undefined && !q.brand
  const texts = plain ? null : await textsKept(db).get(String(store.id), true, () => readTexts(db, store.id))
  let categories: Set<number> | null = null
  if (q.category !== undefined) {
    const tree = await categoryTree(db)
    categories = new Set(tree.byId.has(q.category) ? tree.descendantIds(q.category) : [q.category])
  }
  const joined = texts ? joinedOf(offers, texts) : null
  // As the SQL's joins and conditions: an offer without its store_products row is on the plain list only.
  const passes = (i: number) => {
    if (q.inStockOnly && !(offers.stock[i] > 0)) return false
    if (!joined) return true
    const category = joined.category[i]
    if (category === NO_ROW) return false
    if (categories && !categories.has(category)) return false
    return !q.brand || joined.brand[i] === q.brand
  }
  if (!terms || !texts || !joined) {
    const out: number[] = []
    for (let i = 0; i < offers.offerIds.length; i++) if (passes(i)) out.push(offers.offerIds[i])
    return out
  }
  const ranked = (productIds: number[]) => {
    const found: { i: number; rank: number }[] = []
    for (const product of productIds) {
      const i = joined.position.get(product)
      if (i !== undefined && passes(i)) found.push({ i, rank: rank(texts.index.texts.get(product) ?? '', terms) })
    }
    // Best first, then newest (the offers' order).
    found.sort((a, b) => b.rank - a.rank || a.i - b.i)
    return found.map((f) => offers.offerIds[f.i])
  }
  const found = ranked(texts.index.match(terms.tokens))
  return found.length > 0 ? found : ranked(typoMatch(texts.index, terms.tokens))
}

const NO_ROW = -1

/** Per offer (by position): its product's category and brand, and a product's position; made once per pair. */
interface Joined {
  texts: Texts
  category: Int32Array
  brand: (string | null)[]
  position: Map<number, number>
}
const joins = new WeakMap<Offers, Joined>()

function joinedOf(offers: Offers, texts: Texts): Joined {
  const kept = joins.get(offers)
  if (kept?.texts === texts) return kept
  const n = offers.productIds.length
  const joined: Joined = { texts, category: new Int32Array(n), brand: new Array(n), position: new Map() }
  for (let i = 0; i < n; i++) {
    const product = offers.productIds[i]
    joined.category[i] = texts.category.get(product) ?? NO_ROW
    joined.brand[i] = texts.brand.get(product) ?? null
    joined.position.set(product, i)
  }
  joins.set(offers, joined)
  return joined
}
