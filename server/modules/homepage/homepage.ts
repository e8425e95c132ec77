// Homepages expanded from their resources (global: store_id null; or a verified store's), highest
// priority first. Each kind is loaded in one query and targets that are gone, hidden, unpublished,
// inactive or expired are skipped; then each list keeps its first `limit` entries.
//
// A homepage is kept (decision 036): every home page view reads it (five queries), and any change
// of what it shows empties it first — products, offers, prices, stores, bundles and posts through
// catalogChanged(), curation through homepageChanged(). Once HOMEPAGE_KEPT_MS old it is read again
// in the background while readers get the kept one (a home page view never waits for the five
// queries on a visited site), and it is never shown older than HOMEPAGE_MAX_MS: decision 028 lets
// its rows be a minute old, which bounds a change no writer announced.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { catalogChanged, dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { iso, queryRows } from '../../db/rows'
import { notFound } from '../../lib/http-error'
import { TtlLru } from '../../lib/lru'
import { postsByIds } from '../blog/public-blog'
import { bundlesByIds } from '../bundles/public-bundles'
import { cardsByIds } from '../catalog/product-cards'
import { STORE_NOT_FOUND, storeSummary } from '../stores/public-stores'
import { discountsByIds } from './homepage-discounts'

type Schemas = components['schemas']
export type Homepage = Schemas['Homepage']
type Resource = Schemas['HomepageResource']
type ResourceType = Resource['resource_type']

type ResourceRow = Omit<Resource, 'created_at'> & { created_at: Date | string }

async function resourcesOf(db: Db, storeId: number | null): Promise<Resource[]> {
  const owner: SQL = storeId === null ? sql`store_id is null` : sql`store_id = ${storeId}`
  const rows = await queryRows<ResourceRow>(
    db,
    sql`select id, resource_type, resource_id, priority, store_id, created_at from homepage_resources
      where ${owner} order by priority desc, id`,
  )
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at) as string }))
}

export const HOMEPAGE_KEPT_MS = 10_000
const HOMEPAGE_MAX_MS = 60_000
const kept = dbCache('homepages', 'catalog', () => new TtlLru<Homepage>(256, HOMEPAGE_MAX_MS, HOMEPAGE_KEPT_MS))

/** The global homepage (storeId null) or a verified store's, its lists cut to `limit`. */
export function homepage(db: Db, storeId: number | null, limit: number): Promise<Homepage> {
  return kept(db).get(`${storeId ?? 'all'}:${limit}`, () => homepageNow(db, storeId, limit))
}

/** After a curation change: the kept homepages (and the lists, which share the catalogue's scope) go. */
export const homepageChanged = (db: Db) => catalogChanged(db)

async function homepageNow(db: Db, storeId: number | null, limit: number): Promise<Homepage> {
  const store = storeId === null ? null : await storeSummary(db, storeId)
  if (storeId !== null && !store) throw notFound(STORE_NOT_FOUND)
  const resources = await resourcesOf(db, storeId)
  const idsOf = (type: ResourceType) => resources.filter((r) => r.resource_type === type).map((r) => r.resource_id)
  const [products, bundles, articles, discounts] = await Promise.all([
    cardsByIds(db, idsOf('product'), storeId),
    bundlesByIds(db, idsOf('bundle')),
    postsByIds(db, idsOf('article')),
    discountsByIds(db, idsOf('discount'), limit, storeId),
  ])
  // A store's homepage shows only its own bundles and posts, whatever the resources say.
  const own = <T extends { store_id: number | null }>(list: T[]) =>
    storeId === null ? list : list.filter((x) => x.store_id === storeId)
  return {
    store,
    products: products.slice(0, limit),
    bundles: own(bundles).slice(0, limit),
    articles: own(articles).slice(0, limit),
    discounts: discounts.slice(0, limit),
    resources,
  }
}
