// Store content: bundles of a store's own offers, blog posts (published and drafts) and the
// global and per-store homepage resources.
import { sql } from 'drizzle-orm'
import { normalizeText } from '#sdk/rules/text'
import type { Db } from '../../db/client'
import { blogPosts, bundleItems, bundles, homepageResources } from '../../db/schema'
import { ARTICLES, type ArticleDef } from '../data/blog-articles'
import { buyingGuide } from '../data/blog-guides'
import { Rng } from '../random'
import { escapeHtml } from '../text'
import { rowsOf } from './bulk'
import type { SeedContext } from './context'
import type { StoreRow } from './stores'

const THEMES = ['بسته اقتصادی', 'ست پیشنهادی', 'بسته هدیه', 'پک کامل']

/**
 * Bundles of one store's offers, each on one theme: its items all come from one mid-level
 * category (a phone with its charger and power bank, never a lawn mower with an iPhone; issue 27,
 * item 27), and the bundle is named after that category.
 */
export async function insertBundles(db: Db, seed: number, stores: StoreRow[], count = 24): Promise<number[]> {
  const rng = Rng.for(seed, 'bundles')
  const verified = stores.filter((s) => s.verified)
  const ids: number[] = []
  for (let n = 0; ids.length < count && n < count * 3; n++) {
    const store = verified[n % verified.length]
    const offers = rowsOf<{ id: number; name: string; theme_id: number; theme: string; url: string | null }>(
      await db.execute(sql`
        select o.id, p.name_fa as name, m.id as theme_id, m.name_fa as theme,
          (select url from product_images i where i.product_id = p.id and i.is_primary limit 1) as url
        from offers o join products p on p.id = o.product_id join categories c on c.id = p.category_id
          join categories m on m.id = c.parent_id
        where o.store_id = ${store.id} and o.is_available and o.stock > 0
        order by o.id limit 200`),
    )
    const themes = new Map<number, typeof offers>()
    for (const offer of offers) themes.set(offer.theme_id, [...(themes.get(offer.theme_id) ?? []), offer])
    const choices = [...themes.values()].filter((group) => group.length >= 2)
    if (!choices.length) continue
    const group = rng.pick(choices)
    const items = rng.sample(group, rng.int(2, Math.min(4, group.length)))
    const name = `${rng.pick(THEMES)} ${group[0].theme}`
    const description = `این بسته شامل ${items.map((i) => i.name).join(' + ')} است و با هم ارزان‌تر تمام می‌شود.`
    const [bundle] = await db
      .insert(bundles)
      .values({
        storeId: store.id,
        slug: `bundle-${ids.length + 1}-${store.slug}`,
        name,
        description,
        imageUrl: items[0].url,
        discountPercent: rng.int(5, 15),
        searchText: normalizeText(`${name} ${description}`),
      })
      .returning({ id: bundles.id })
    await db.insert(bundleItems).values(items.map((i) => ({ bundleId: bundle.id, offerId: i.id, quantity: 1 })))
    ids.push(bundle.id)
  }
  return ids
}

export async function insertBlogPosts(db: Db, ctx: SeedContext, stores: StoreRow[]): Promise<number[]> {
  const guides = ctx.leaves
    .filter((_, i) => i % 3 === 0)
    .map((row) =>
      buyingGuide(
        row,
        row.leaf.brands.map((b) => ctx.brands.get(b)?.fa ?? b),
      ),
    )
  const articles: ArticleDef[] = [...ARTICLES, ...guides]
  const verified = stores.filter((s) => s.verified)
  const rows = articles.map((a, i) => {
    const sellers = verified.filter((s) => s.sells.includes(a.root))
    const store = sellers[i % sellers.length] ?? verified[0]
    const draft = i % 4 === 3
    const excerpt = a.paragraphs[0].length > 180 ? `${a.paragraphs[0].slice(0, 177)}…` : a.paragraphs[0]
    return {
      storeId: store.id,
      title: a.title,
      slug: a.slug,
      excerpt,
      bodyHtml: a.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
      coverUrl: `/media/blog/${a.root}-${(i % 2) + 1}.webp`,
      status: draft ? ('draft' as const) : ('published' as const),
      publishedAt: draft ? null : sql`now() - make_interval(days => ${i * 3 + 1})`,
      searchText: normalizeText(`${a.title} ${excerpt}`),
    }
  })
  const inserted = await db.insert(blogPosts).values(rows).returning({ id: blogPosts.id })
  return inserted.map((r) => r.id)
}

type Resource = typeof homepageResources.$inferInsert

/** What makes two products the same thing to a shopper: the name, without a book's publisher. */
const HOME_ROW_WORK = sql.raw(`split_part(p.name_fa, ' انتشارات ', 1)`)

export async function insertHomepage(db: Db, stores: StoreRow[], bundleIds: number[], discountIds: number[]) {
  // A row's best sellers, one per work: the generator can draw the same book (or the same model
  // with the same options) twice, and a row showing one book twice looks broken (issue 27, item 27).
  // A row's best sellers, one per work: the generator can draw the same book (or the same model
  // with the same options) twice, and a row showing one book twice looks broken (issue 27, item 27).
  const top = async (storeId: number | null, limit: number) => {
    const from =
      storeId === null
        ? sql`select p.id, p.sales_count as sales, ${HOME_ROW_WORK} as work from products p where p.in_stock`
        : sql`select p.id, o.sales_count as sales, ${HOME_ROW_WORK} as work
            from offers o join products p on p.id = o.product_id where o.store_id = ${storeId} and o.stock > 0`
    const rows = await db.execute(sql`
      select id from (select distinct on (work) id, sales from (${from}) candidates order by work, sales desc, id) works
      order by sales desc, id limit ${limit}`)
    return rowsOf<{ id: number }>(rows).map((r) => r.id)
  }
  const posts = rowsOf<{ id: number; store_id: number }>(
    await db.execute(sql`select id, store_id from blog_posts where status = 'published' order by id`),
  )
  const storeBundles = rowsOf<{ id: number; store_id: number }>(
    await db.execute(sql`select id, store_id from bundles order by id`),
  )

  const resources: Resource[] = []
  const push = (storeId: number | null, type: Resource['resourceType'], ids: number[], from: number) =>
    ids.forEach((resourceId, i) => {
      resources.push({ storeId, resourceType: type, resourceId, priority: from - i * 5 })
    })
  push(null, 'product', await top(null, 8), 100)
  push(null, 'bundle', bundleIds.slice(0, 4), 90)
  push(
    null,
    'article',
    posts.slice(0, 4).map((p) => p.id),
    80,
  )
  push(null, 'discount', discountIds.slice(0, 2), 70)
  for (const store of stores.filter((s) => s.verified).slice(0, 8)) {
    push(store.id, 'product', await top(store.id, 4), 100)
    push(
      store.id,
      'bundle',
      storeBundles
        .filter((b) => b.store_id === store.id)
        .slice(0, 2)
        .map((b) => b.id),
      80,
    )
    push(
      store.id,
      'article',
      posts
        .filter((p) => p.store_id === store.id)
        .slice(0, 2)
        .map((p) => p.id),
      60,
    )
  }
  if (resources.length) await db.insert(homepageResources).values(resources).onConflictDoNothing()
  return resources.length
}
