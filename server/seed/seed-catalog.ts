// The demo marketplace, deterministic for a given seed: reference data, stores, N products
// (streamed in batches: generate one while the previous one is being inserted), discounts,
// bundles, blog, product summaries and homepage resources, questions and answers and every store's
// score (issue 32), plus the local image pool.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { computeStoreScores } from '../modules/seller-scores/scores'
import { insertProductBatch, maxProductId, rowsOf, syncSequences } from './catalog/bulk'
import { insertBlogPosts, insertBundles, insertHomepage } from './catalog/content'
import type { SeedContext } from './catalog/context'
import { insertDiscounts } from './catalog/discounts'
import { insertBuyers, insertOrders } from './catalog/orders'
import { type GeneratedProduct, generateProduct } from './catalog/product-gen'
import { insertQuestions } from './catalog/questions'
import { insertReference } from './catalog/reference'
import { insertReviews } from './catalog/reviews'
import { insertStores } from './catalog/stores'
import { refreshSummaries } from './catalog/summaries'
import { STORES } from './data/stores'
import { generateMediaPool } from './media/pool'
import { DEFAULT_SEED } from './random'

export const DEFAULT_PRODUCTS = 3000

export interface SeedCatalogOptions {
  products?: number
  seed?: number
  /** where the image pool goes (`${DATA_DIR}/media`); null skips images */
  mediaDir?: string | null
  /** products per INSERT statement */
  batchSize?: number
  /** progress lines (every 5%) and step timings; silent when absent */
  log?: (line: string) => void
}

export interface SeedReport {
  products: number
  rows: number
  categories: number
  stores: number
  bundles: number
  posts: number
  discounts: number
  orders: number
  reviews: number
  homepage: number
  questions: number
  images: number
  ms: number
}

export async function seedCatalog(db: Db, options: SeedCatalogOptions = {}): Promise<SeedReport> {
  const started = Date.now()
  const total = options.products ?? DEFAULT_PRODUCTS
  const seed = options.seed ?? DEFAULT_SEED
  const log = options.log ?? (() => {})
  const step = stepTimer(log)
  // Images render on sharp's threads while the database works.
  const media = options.mediaDir ? generateMediaPool(options.mediaDir, STORES.length) : Promise.resolve(0)
  media.catch(() => {}) // awaited below; avoid an unhandled rejection meanwhile

  const ref = await insertReference(db)
  const stores = await insertStores(db, seed)
  const ctx: SeedContext = {
    seed,
    leaves: ref.leaves,
    weights: ref.leaves.map((l) => l.leaf.weight ?? 1),
    brands: ref.brands,
    storesByRoot: new Map(
      ref.leaves.map((l) => [l.root.slug, stores.filter((s) => s.sells.includes(l.root.slug)).map((s) => s.id)]),
    ),
  }
  step(`reference data: ${ref.categoryCount} categories, ${ref.brands.size} brands, ${stores.length} stores`)

  const idBase = await maxProductId(db)
  const rows = await insertProducts(db, ctx, total, idBase, options.batchSize ?? 1000, log)
  await syncSequences(db)
  step(`products: ${total.toLocaleString('en')} (${rows.toLocaleString('en')} rows)`)

  const discountIds = await insertDiscounts(db, seed, stores)
  const bundleIds = await insertBundles(db, seed, stores)
  const postIds = await insertBlogPosts(db, ctx, stores)
  step(`content: ${discountIds.length} discounts, ${bundleIds.length} bundles, ${postIds.length} blog posts`)

  // The buyers' history (issue 32): orders over 90 days, then reviews of what was delivered.
  const buyers = await insertBuyers(db)
  const delivered = await insertOrders(db, seed, buyers)
  const reviewCount = await insertReviews(db, seed, delivered, buyers)
  const [{ n: orderCount }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from orders`))
  step(`orders: ${orderCount} (${delivered.length} items delivered), ${reviewCount} reviews`)

  await db.execute(sql`analyze`) // fresh statistics for the summary queries on a big catalogue
  await refreshSummaries(db, idBase + total, (done) => {
    if (total > 50_000) log(`  summaries up to product ${done.toLocaleString('en')}`)
  })
  const homepage = await insertHomepage(db, stores, bundleIds, discountIds)
  await db.execute(sql`analyze`)
  step('summaries, homepage and statistics')

  // Trust (issue 32): after the orders, so buyers answer and every store's score has its record.
  const questions = await insertQuestions(db, seed)
  await computeStoreScores(db)
  step(`trust: ${questions} questions, store scores`)

  const images = await media
  step(`media: ${images} images written`)
  return {
    products: total,
    rows,
    categories: ref.categoryCount,
    stores: stores.length,
    bundles: bundleIds.length,
    posts: postIds.length,
    discounts: discountIds.length,
    orders: orderCount,
    reviews: reviewCount,
    homepage,
    questions,
    images,
    ms: Date.now() - started,
  }
}

async function insertProducts(
  db: Db,
  ctx: SeedContext,
  total: number,
  idBase: number,
  batchSize: number,
  log: (line: string) => void,
): Promise<number> {
  const started = Date.now()
  const every = Math.max(batchSize, Math.ceil(total / 20)) // a progress line every 5%
  let rows = 0
  let nextReport = every
  const make = (from: number): GeneratedProduct[] => {
    const batch: GeneratedProduct[] = []
    for (let k = from; k < Math.min(total, from + batchSize); k++) batch.push(generateProduct(ctx, k, idBase))
    return batch
  }
  let batch = make(0)
  for (let from = 0; from < total; from += batchSize) {
    const inserting = insertProductBatch(db, batch)
    // Generate the next batch while this one is in flight (PostgreSQL works in its own process).
    batch = from + batchSize < total ? make(from + batchSize) : []
    rows += await inserting
    const done = Math.min(total, from + batchSize)
    if (done >= nextReport || done === total) {
      const secs = (Date.now() - started) / 1000
      log(
        `  products ${done.toLocaleString('en')}/${total.toLocaleString('en')} (${Math.round((100 * done) / total)}%) ` +
          `${Math.round(done / secs).toLocaleString('en')} products/s, ${Math.round(rows / secs).toLocaleString('en')} rows/s`,
      )
      nextReport = done + every
    }
  }
  return rows
}

function stepTimer(log: (line: string) => void) {
  let last = Date.now()
  return (what: string) => {
    const now = Date.now()
    log(`${what} — ${((now - last) / 1000).toFixed(1)} s`)
    last = now
  }
}
