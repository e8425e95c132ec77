// Per-category product counts, for category product_count and for the totals of plain category
// lists (the storefront's product list page), so those need no count query at all: counting a
// large category costs 10-20 ms on 100k products, a sum over a few dozen map entries nothing.
// One grouped query loads them (in the background after the first time). They are exact while
// no change happened in this process since their load started (catalogVersion); otherwise lists
// count with a query until the background reload lands. Displayed counts may be a minute old.
import { sql } from 'drizzle-orm'
import { catalogVersion, dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { publicProductSql } from '../catalog/product-scope'
import type { CategoryTree } from './category-tree'

const TTL_MS = 60_000

export interface OwnCounts {
  /** In stock (an available offer of a verified store) */
  live: number
  /** Listed at all (some verified store offers it) */
  listed: number
}

class CountsHolder {
  counts: Map<number, OwnCounts> | undefined
  version = -1
  loadedAt = 0
  loading: Promise<Map<number, OwnCounts>> | undefined
  /** TTL-scoped: catalogue changes are noticed through catalogVersion instead. */
  clear() {}
}

const holderOf = dbCache('category-counts', 'ttl', () => new CountsHolder())

function reload(db: Db, holder: CountsHolder): Promise<Map<number, OwnCounts>> {
  if (holder.loading) return holder.loading
  const version = catalogVersion()
  const loading = queryRows<{ category_id: number; live: number; listed: number }>(
    db,
    sql`select p.category_id, (count(*) filter (where p.in_stock))::int as live, count(*)::int as listed
      from products p where ${publicProductSql} group by p.category_id`,
  )
    .then((rows) => {
      const counts = new Map(rows.map((r) => [r.category_id, { live: r.live, listed: r.listed }]))
      holder.counts = counts
      holder.version = version
      holder.loadedAt = Date.now()
      return counts
    })
    .finally(() => {
      holder.loading = undefined
    })
  holder.loading = loading
  return loading
}

function refreshIfDue(db: Db, holder: CountsHolder): void {
  if (holder.version !== catalogVersion() || Date.now() - holder.loadedAt > TTL_MS) {
    reload(db, holder).catch(() => {
      // The next request tries again; lists count with a query meanwhile.
    })
  }
}

/** The counts for display: the first load is awaited, later ones happen in the background. */
export async function categoryCounts(db: Db): Promise<Map<number, OwnCounts>> {
  const holder = holderOf(db)
  if (!holder.counts) return reload(db, holder)
  refreshIfDue(db, holder)
  return holder.counts
}

/** In-stock products in a category and its descendants. */
export function liveCount(tree: CategoryTree, counts: Map<number, OwnCounts>, id: number): number {
  return tree.descendantIds(id).reduce((sum, c) => sum + (counts.get(c)?.live ?? 0), 0)
}

/** The exact total of these categories' products, or null when no up-to-date counts are held. */
export function exactCategoryTotal(db: Db, ids: number[] | null, inStockOnly: boolean): number | null {
  const holder = holderOf(db)
  refreshIfDue(db, holder)
  const counts = holder.counts
  if (!counts || holder.version !== catalogVersion()) return null
  const pick = (c: OwnCounts | undefined) => (inStockOnly ? c?.live : c?.listed) ?? 0
  if (ids === null) return [...counts.values()].reduce((sum, c) => sum + pick(c), 0)
  return ids.reduce((sum, id) => sum + pick(counts.get(id)), 0)
}
