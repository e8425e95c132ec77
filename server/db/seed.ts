// Demo data, loaded once into a fresh database (a marker in app_meta says it was): the three demo
// accounts (sign in with a one-time code from the server log) and the deterministic Persian demo
// catalogue (server/seed). One transaction: a failed seed leaves no marker and no half catalogue,
// and a second process starting at the same moment waits on the marker and then does nothing.
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { rowsOf } from '../seed/catalog/bulk'
import { DEMO_USERS } from '../seed/data/users'
import { DEFAULT_PRODUCTS, type SeedReport, seedCatalog } from '../seed/seed-catalog'
import type { Db } from './client'
import { appMeta, users } from './schema'
import { inTransaction } from './transaction'

export { DEMO_USERS }

export interface SeedIfEmptyOptions {
  /** `${DATA_DIR}/media`; by default derived from DATA_DIR the way config.ts does */
  mediaDir?: string
  products?: number
}

export async function seedIfEmpty(db: Db, log: FastifyBaseLogger, options: SeedIfEmptyOptions = {}): Promise<void> {
  const mediaDir = options.mediaDir ?? join(resolve(process.env.DATA_DIR ?? 'data'), 'media')
  const report = await inTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: 'demo_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning()
    if (claimed.length === 0) return undefined
    await tx.insert(users).values(DEMO_USERS).onConflictDoNothing()
    // A catalogue loaded before (e.g. by `npm run seed` on a database without the marker) stays.
    if (await hasCatalogue(tx)) return null
    return seedCatalog(tx, { products: options.products ?? DEFAULT_PRODUCTS, mediaDir })
  })
  if (report === undefined) return
  // (The demo accounts are listed by the start banner, on every start: server/start-banner.ts.)
  if (report) log.info(describeSeed(report))
}

export async function hasCatalogue(db: Db): Promise<boolean> {
  const rows = rowsOf<{ e: boolean }>(await db.execute(sql`select exists (select 1 from categories) as e`))
  return Boolean(rows[0]?.e)
}

export function describeSeed(r: SeedReport): string {
  return (
    `Demo catalogue: ${r.products.toLocaleString('en')} products, ${r.categories} categories, ${r.stores} stores, ` +
    `${r.bundles} bundles, ${r.posts} blog posts, ${r.discounts} discounts, ${r.orders} orders, ${r.reviews} reviews, ` +
    `${r.images} new images ` +
    `in ${(r.ms / 1000).toFixed(1)} s`
  )
}
