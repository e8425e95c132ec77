// robots.txt and the sitemaps. A small catalogue gets one /sitemap.xml; past PRODUCTS_PER_SITEMAP
// products it becomes a sitemap index of /sitemap-pages.xml and /sitemap-products-N.xml files of
// 10,000 product URLs each (the protocol allows 50,000; smaller files build and fetch faster).
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { blogPosts, brands, bundles, categories, products, stores } from '../db/schema'
import { escapeHtml } from './seo-html'

export const PRODUCTS_PER_SITEMAP = 10_000

const PRIVATE = ['/profile', '/cart', '/shipping', '/checkout', '/orders', '/admin', '/providers', '/api/']

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

interface Entry {
  path: string
  lastmod?: Date | null
}

const urlset = (origin: string, entries: Entry[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) =>
        `<url><loc>${escapeHtml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n')

export async function productCount(db: Db): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(products)
  return r.n
}

/** /sitemap.xml: everything, or an index when the catalogue is large. */
export async function sitemapRoot(db: Db, origin: string): Promise<string> {
  const count = await productCount(db)
  if (count <= PRODUCTS_PER_SITEMAP) {
    return urlset(origin, [...(await pageEntries(db)), ...(await productEntries(db, 1))])
  }
  return sitemapIndexXml(origin, count)
}

/** The index: the pages sitemap and one products sitemap per PRODUCTS_PER_SITEMAP products. */
export function sitemapIndexXml(origin: string, productTotal: number): string {
  const files = ['/sitemap-pages.xml']
  for (let n = 1; n <= Math.ceil(productTotal / PRODUCTS_PER_SITEMAP); n++) files.push(`/sitemap-products-${n}.xml`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((f) => `<sitemap><loc>${escapeHtml(origin + f)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}

export async function sitemapPages(db: Db, origin: string): Promise<string> {
  return urlset(origin, await pageEntries(db))
}

/** Page n (from 1) of the products, in id order; null past the end. */
export async function sitemapProducts(db: Db, origin: string, n: number): Promise<string | null> {
  const entries = await productEntries(db, n)
  return entries.length === 0 ? null : urlset(origin, entries)
}

async function productEntries(db: Db, n: number): Promise<Entry[]> {
  const rows = await db
    .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.id))
    .limit(PRODUCTS_PER_SITEMAP)
    .offset((n - 1) * PRODUCTS_PER_SITEMAP)
  return rows.map((p) => ({ path: `/products/${p.id}/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt }))
}

/** Home, list pages, categories, brands, verified stores, published posts and active bundles. */
async function pageEntries(db: Db): Promise<Entry[]> {
  const [cats, brandRows, storeRows, posts, bundleRows] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).orderBy(asc(categories.level), asc(categories.sortOrder)),
    db.select({ slug: brands.slug }).from(brands).orderBy(asc(brands.id)),
    db
      .select({ id: stores.id, updatedAt: stores.updatedAt })
      .from(stores)
      .where(eq(stores.verified, true))
      .orderBy(asc(stores.id)),
    db
      .select({ id: blogPosts.id, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.status, 'published'))
      .orderBy(asc(blogPosts.id)),
    db
      .select({ slug: bundles.slug, updatedAt: bundles.updatedAt })
      .from(bundles)
      .where(eq(bundles.isActive, true))
      .orderBy(asc(bundles.id)),
  ])
  const enc = encodeURIComponent
  return [
    ...['/', '/products', '/bundles', '/stores', '/blog'].map((path) => ({ path })),
    ...cats.map((c) => ({ path: `/categories/${enc(c.slug)}` })),
    ...brandRows.map((b) => ({ path: `/brand/${enc(b.slug)}` })),
    ...storeRows.map((s) => ({ path: `/stores/${s.id}`, lastmod: s.updatedAt })),
    ...posts.map((p) => ({ path: `/blog/${p.id}/${enc(p.slug)}`, lastmod: p.updatedAt })),
    ...bundleRows.map((b) => ({ path: `/bundles/${enc(b.slug)}`, lastmod: b.updatedAt })),
  ]
}
