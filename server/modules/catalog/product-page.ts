// The page query of a product list: its sort keys, and the one query that reads a page of cards.
// Price sorts read in-stock and unpriced products apart so both runs can follow an index.
import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { cardColumns, cardsByIds, loadCards, type ProductSummary } from './product-cards'
import type { ProductScope } from './product-scope'
import { type SearchTerms, similarity, textRank } from './search-terms'

export type ProductSort = 'newest' | 'cheapest' | 'most_expensive' | 'best_selling' | 'relevance'

export type Rank = { kind: 'text'; terms: SearchTerms } | { kind: 'similarity'; terms: SearchTerms } | { kind: 'none' }

/** What a list reads: the filters (search included), how to rank, and how its total is counted. */
export interface Plan {
  scope: ProductScope
  where: SQL[]
  rank: Rank
  sort: ProductSort
  /** Cache key of the matched set */
  key: string
  cap: number
}

type Key = { expr: SQL; dir: SQL }

export const and = (where: SQL[]) => (where.length ? sql.join(where, sql` and `) : sql`true`)

function orderKeys(plan: Plan): Key[] {
  const price = plan.scope.price
  const desc = sql`desc`
  const byId = { expr: sql`p.id`, dir: desc }
  const sales = { expr: sql`p.sales_count`, dir: desc }
  switch (plan.sort) {
    case 'cheapest':
      return [{ expr: price, dir: sql`asc nulls last` }, byId]
    case 'most_expensive':
      return [{ expr: price, dir: sql`desc nulls last` }, byId]
    case 'best_selling':
      return [sales, byId]
    case 'relevance':
      if (plan.rank.kind === 'text')
        return [{ expr: textRank(sql`p.search_text`, plan.rank.terms), dir: desc }, sales, byId]
      if (plan.rank.kind === 'similarity') {
        return [{ expr: similarity(sql`p.search_text`, plan.rank.terms), dir: desc }, sales, byId]
      }
      return [sales, byId]
    default:
      return [{ expr: sql`p.created_at`, dir: desc }, byId]
  }
}

/** The page's rows with their sort keys as _k0, _k1...; ordered by `order` (the keys by default). */
function pageSql(plan: Plan, where: SQL[], keys: Key[], take: SQL, order: Key[] = keys): SQL {
  return sql`select ${cardColumns(plan.scope.storeId !== null)},
      ${sql.join(
        keys.map((k, i) => sql`${k.expr} as ${sql.raw(`_k${i}`)}`),
        sql`, `,
      )}
    from ${plan.scope.from} where ${and(where)}
    order by ${sql.join(
      order.map((k) => sql`${k.expr} ${k.dir}`),
      sql`, `,
    )}
    ${take}`
}

export async function pageOf(db: Db, plan: Plan, skip: number, limit: number): Promise<ProductSummary[]> {
  const keys = orderKeys(plan)
  const outer = sql.join(
    keys.map((k, i) => sql`${sql.raw(`c._k${i}`)} ${k.dir}`),
    sql`, `,
  )
  const byPrice = plan.sort === 'cheapest' || plan.sort === 'most_expensive'
  const { storeId, unpricedFrom } = plan.scope
  if (!byPrice && storeId !== null && unpricedFrom) {
    // A store's page in any order but price: its page of products is chosen on the offers as they
    // are, then only those offers are priced (pricing every offer first cost a 27,000-offer store
    // 0.1-0.2 s a page).
    const ids = await queryRows<{ id: number }>(
      db,
      sql`select p.id from ${unpricedFrom} where ${and(plan.where)}
        order by ${sql.join(
          keys.map((k) => sql`${k.expr} ${k.dir}`),
          sql`, `,
        )} limit ${limit} offset ${skip}`,
    )
    return cardsByIds(
      db,
      ids.map((r) => r.id),
      storeId,
    )
  }
  if (!byPrice || storeId !== null) {
    return loadCards(db, pageSql(plan, plan.where, keys, sql`limit ${limit} offset ${skip}`), outer)
  }
  // Sorting by price with unpriced products last defeats the indexes: the price index is ordered
  // nulls last (backwards: nulls first) and the category index has in_stock before best_price.
  // So in-stock (priced) products and the rest are read apart, each in an indexable order
  // (category, true, price) or (price) and at most skip + limit deep, then joined in that order.
  // A list over several categories (a root or middle category) reads each category apart too:
  // Postgres cannot merge one index scan per value of `category_id = any(...)`, so it would sort
  // every product of the subtree; per category it reads at most skip + limit rows of the index.
  const dir = plan.sort === 'cheapest' ? sql`asc` : sql`desc`
  const inStock = [sql`p.in_stock`, sql`p.best_price is not null`] // the second lets the index skip nulls
  const take = sql`limit ${skip + limit}`
  const wheres = perCategory(plan)
  const union = (parts: SQL[]) =>
    sql.join(
      parts.map((part) => sql`(${part})`),
      sql` union all `,
    )
  const priced = union(
    wheres.map((w) => pageSql(plan, [...w, ...inStock], [{ expr: plan.scope.price, dir }, keys[1]], take)),
  )
  if (plan.scope.pricedOnly) {
    return loadCards(
      db,
      sql`select * from (${priced}) u order by u._k0 ${dir}, u._k1 desc limit ${limit} offset ${skip}`,
      outer,
    )
  }
  const unpriced = union(wheres.map((w) => pageSql(plan, [...w, sql`not p.in_stock`], keys, take, [keys[1]])))
  const inner = sql`select * from (${priced} union all ${unpriced}) u
    order by u._k0 ${keys[0].dir}, u._k1 desc limit ${limit} offset ${skip}`
  return loadCards(db, inner, outer)
}

/** The plan's conditions once per category of its subtree (or once, unsplit). */
function perCategory(plan: Plan): SQL[][] {
  const { categoryIds, categoryWhere } = plan.scope
  if (!categoryIds || categoryIds.length < 2 || !categoryWhere || categoryIds.length > 40) return [plan.where]
  const rest = plan.where.filter((w) => w !== categoryWhere)
  return categoryIds.map((id) => [...rest, sql`p.category_id = ${id}`])
}
