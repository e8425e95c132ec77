// The demo seed on the real server (PGlite; PostgreSQL too when TEST_DATABASE_URL is set): a small
// catalogue keeps every invariant the full one has — tree, brands, specs, images served as WebP,
// stores, offers, summaries — and the same seed gives the same catalogue in a fresh database.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/client'
import { seedIfEmpty } from '../../server/db/seed'
import { offerPricesSql } from '../../server/modules/catalog/summary'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { isValidNationalCode, isValidSheba } from '../../server/seed/ids'
import { seedCatalog } from '../../server/seed/seed-catalog'
import { dbKinds, startServer, type TestServer } from './harness'

const PRODUCTS = 300

for (const kind of dbKinds) {
  describe(`demo seed [${kind}]`, () => {
    let server: TestServer
    let dataDir: string
    const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await server.app.deps.db.execute(query))

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'rasteh-seed-'))
      server = await startServer(kind, { DATA_DIR: dataDir })
      await seedCatalog(server.app.deps.db, { products: PRODUCTS, mediaDir: join(dataDir, 'media'), batchSize: 128 })
    })
    afterAll(async () => {
      await server?.close()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('makes a three-level tree of at least 60 categories with unique Latin slugs', async () => {
      const cats = await q<{ id: number; parent_id: number | null; level: number; slug: string }>(
        sql`select c.id, c.parent_id, c.level, c.slug, p.level as parent_level from categories c left join categories p on p.id = c.parent_id`,
      )
      expect(cats.length).toBeGreaterThanOrEqual(60)
      expect(new Set(cats.map((c) => c.level))).toEqual(new Set([1, 2, 3]))
      expect(new Set(cats.map((c) => c.slug)).size).toBe(cats.length)
      for (const c of cats as ((typeof cats)[number] & { parent_level: number | null })[]) {
        expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        expect(c.parent_level).toBe(c.level === 1 ? null : c.level - 1)
      }
    })

    it('has at least 40 brands with Persian and Latin names', async () => {
      const brands = await q<{ name_fa: string; name_en: string }>(sql`select name_fa, name_en from brands`)
      expect(brands.length).toBeGreaterThanOrEqual(40)
      for (const b of brands) {
        expect(b.name_fa).toMatch(/[\u0600-\u06FF]/)
        expect(b.name_en).toMatch(/^[A-Za-z]/)
      }
    })

    it('imports one product per catalogue item, with specs from its category attributes only', async () => {
      const products = await q<{
        id: number
        specs: Record<string, unknown>
        category_id: number
        ci: number | null
        imported: boolean
        search_text: string
      }>(
        sql`select id, specs, category_id, catalogue_item_id as ci, is_imported_from_catalogue as imported, search_text from products`,
      )
      expect(products).toHaveLength(PRODUCTS)
      const attrs = await q<{ category_id: number; key: string; type: string; options: { value: string }[] }>(
        sql`select category_id, key, type, options from filterable_attributes`,
      )
      const byCategory = new Map<number, typeof attrs>()
      for (const a of attrs) byCategory.set(a.category_id, [...(byCategory.get(a.category_id) ?? []), a])
      for (const p of products) {
        expect(p.ci).toBe(p.id)
        expect(p.imported).toBe(true)
        expect(p.search_text).toBe(p.search_text.toLowerCase())
        const own = byCategory.get(p.category_id) ?? []
        expect(Object.keys(p.specs).sort()).toEqual(own.map((a) => a.key).sort())
        for (const a of own) {
          const v = p.specs[a.key]
          const allowed = a.options.map((o) => o.value)
          if (a.type === 'select') expect(allowed).toContain(v)
          if (a.type === 'multi_select') for (const x of v as string[]) expect(allowed).toContain(x)
          if (a.type === 'range') expect(typeof v).toBe('number')
          if (a.type === 'boolean') expect(typeof v).toBe('boolean')
        }
      }
    })

    it('gives every product one primary image, a real WebP served from /media', async () => {
      const images = await q<{ product_id: number; primaries: number; url: string }>(
        sql`select product_id, count(*) filter (where is_primary)::int as primaries,
              min(url) filter (where is_primary) as url from product_images group by product_id`,
      )
      expect(images).toHaveLength(PRODUCTS)
      const urls = new Set<string>()
      for (const i of images) {
        expect(i.primaries).toBe(1)
        urls.add(i.url)
      }
      for (const url of [...urls, '/media/placeholder.webp']) {
        expect(url).toMatch(/^\/media\/[a-z0-9/-]+\.webp$/)
        const file = join(dataDir, url)
        expect(existsSync(file), file).toBe(true)
        const head = readFileSync(file).subarray(0, 12).toString('latin1')
        expect(head.startsWith('RIFF') && head.endsWith('WEBP')).toBe(true)
        const res = await fetch(server.origin + url)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/webp')
        expect(res.headers.get('cache-control')).toBe('public, max-age=604800')
        await res.arrayBuffer()
      }
    })

    it('makes stores with valid Sheba and national codes, some unverified, some owned by the demo provider', async () => {
      const stores = await q<{
        verified: boolean
        kind: string
        sheba: string
        national_code: string | null
        phone: string
        shipping: { methods: unknown[] }
      }>(
        sql`select s.verified, s.kind, s.sheba, s.national_code, u.phone, s.shipping from stores s join users u on u.id = s.owner_id`,
      )
      expect(stores.length).toBeGreaterThanOrEqual(25)
      expect(stores.filter((s) => !s.verified).length).toBeGreaterThanOrEqual(3)
      expect(new Set(stores.map((s) => s.kind))).toEqual(new Set(['individual', 'legal_entity']))
      expect(stores.filter((s) => s.phone === '09120000002').length).toBeGreaterThanOrEqual(2)
      for (const s of stores) {
        expect(isValidSheba(s.sheba), s.sheba).toBe(true)
        if (s.kind === 'individual') expect(isValidNationalCode(s.national_code ?? '')).toBe(true)
        expect(s.shipping.methods).toHaveLength(3)
      }
    })

    it('has 1–5 offers per product, some sold out, some unavailable', async () => {
      const [o] = await q<{ min: number; max: number; sold_out: number; off: number }>(sql`
        select min(n)::int as min, max(n)::int as max,
          (select count(*) from offers where stock = 0)::int as sold_out,
          (select count(*) from offers where not is_available)::int as off
        from (select count(*) as n from offers group by product_id) x`)
      expect(o.min).toBeGreaterThanOrEqual(1)
      expect(o.max).toBeLessThanOrEqual(5)
      expect(o.sold_out).toBeGreaterThan(0)
      expect(o.off).toBeGreaterThan(0)
    })

    it('sets best_price to the cheapest live offer of a verified store, after automatic discounts', async () => {
      const rows = await q<{ id: number; best_price: number | null; expected: number | null; in_stock: boolean }>(sql`
        with priced as (${offerPricesSql})
        select p.id, p.best_price, p.in_stock, (
          select min(pr.selling_price) from priced pr join stores s on s.id = pr.store_id
          where pr.product_id = p.id and s.verified and pr.is_available and pr.stock > 0) as expected
        from products p`)
      for (const r of rows) {
        expect(r.best_price).toBe(r.expected)
        expect(r.in_stock).toBe(r.expected !== null)
      }
      const discounted = await q<{ n: number }>(sql`select count(*)::int as n from products where discount_percent > 0`)
      expect(discounted[0].n).toBeGreaterThan(0)
    })

    it('adds bundles of one store, blog posts, discounts with codes and homepage resources', async () => {
      const [c] = await q<{
        bundles: number
        bad_items: number
        published: number
        drafts: number
        codes: number
        home: number
      }>(sql`
        select (select count(*) from bundles)::int as bundles,
          (select count(*) from bundle_items bi join bundles b on b.id = bi.bundle_id join offers o on o.id = bi.offer_id
            where o.store_id <> b.store_id)::int as bad_items,
          (select count(*) from blog_posts where status = 'published')::int as published,
          (select count(*) from blog_posts where status = 'draft')::int as drafts,
          (select count(*) from discount_codes)::int as codes,
          (select count(*) from homepage_resources where store_id is null)::int as home`)
      expect(c.bundles).toBeGreaterThanOrEqual(20)
      expect(c.bad_items).toBe(0)
      expect(c.published + c.drafts).toBeGreaterThanOrEqual(30)
      expect(c.drafts).toBeGreaterThan(0)
      expect(c.codes).toBeGreaterThan(0)
      expect(c.home).toBeGreaterThan(0)
      const sizes = await q<{ n: number }>(sql`select count(*)::int as n from bundle_items group by bundle_id`)
      for (const s of sizes) expect(s.n).toBeGreaterThanOrEqual(2)
    })

    it('keeps each bundle to one theme and each home row free of repeats (issue 27, item 27)', async () => {
      // A bundle's items all come from the category its name announces (no iPhone in a lawn-mower set).
      const bundles = await q<{ name: string; themes: string[] }>(sql`
        select b.name, array_agg(distinct m.name_fa) as themes
        from bundles b join bundle_items bi on bi.bundle_id = b.id join offers o on o.id = bi.offer_id
          join products p on p.id = o.product_id join categories c on c.id = p.category_id
          join categories m on m.id = c.parent_id
        group by b.id`)
      expect(bundles.length).toBeGreaterThanOrEqual(20)
      for (const b of bundles) {
        expect(b.themes, b.name).toHaveLength(1)
        expect(b.name.endsWith(` ${b.themes[0]}`), b.name).toBe(true)
      }
      // One book (one work) at most once in a row of the home page or of a store's home.
      const rows = await q<{ store_id: number | null; names: string[] }>(sql`
        select h.store_id, array_agg(p.name_fa order by h.priority desc) as names
        from homepage_resources h join products p on p.id = h.resource_id
        where h.resource_type = 'product' group by h.store_id`)
      expect(rows.length).toBeGreaterThan(1)
      for (const row of rows) {
        const works = row.names.map((name) => name.split(' انتشارات ')[0])
        expect(new Set(works).size, works.join(' | ')).toBe(works.length)
      }
    })

    it('gives the stores 90 days of orders with their status history, and buyers reviews of what was delivered', async () => {
      const orders = await q<{ store_id: number; status: string; payment_method: string; history: string[] }>(
        sql`select o.store_id, o.status, o.payment_method, array_agg(e.status order by e.at, e.id) as history
          from orders o join order_status_events e on e.order_id = o.id
          where o.created_at > now() - interval '90 days' group by o.id`,
      )
      expect(orders.length).toBeGreaterThan(100)
      expect(new Set(orders.map((o) => o.store_id)).size).toBeGreaterThan(10)
      const statuses = new Set(orders.map((o) => o.status))
      for (const s of ['delivered', 'cancelled', 'processing']) expect(statuses).toContain(s)
      for (const o of orders) {
        const placed =
          o.payment_method === 'online' ? ['pending_payment', 'paid', 'processing'] : ['pending_payment', 'processing']
        expect(o.history.slice(0, placed.length)).toEqual(placed)
        expect(o.history[o.history.length - 1]).toBe(o.status)
      }
      // Some stores shipped late against their method's promise: their records differ.
      const [late] = await q<{ n: number }>(
        sql`select count(*)::int as n from orders o join order_status_events e on e.order_id = o.id and e.status = 'shipped'
          where e.at > o.created_at + make_interval(days => o.estimated_days_max)`,
      )
      expect(late.n).toBeGreaterThan(0)

      // Every review is its author's, of a delivered item of the store it names.
      const [wrong] = await q<{ n: number }>(
        sql`select count(*)::int as n from reviews r join order_items oi on oi.id = r.order_item_id
          join orders o on o.id = oi.order_id
          where o.user_id <> r.user_id or o.status <> 'delivered' or o.store_id <> r.store_id or oi.product_id <> r.product_id`,
      )
      expect(wrong.n).toBe(0)
      const [mix] = await q<{ published: number; pending: number; photos: number; answered: number; stars: number }>(
        sql`select count(*) filter (where status = 'published')::int as published,
          count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where photos <> '[]'::jsonb)::int as photos,
          count(*) filter (where answer is not null)::int as answered,
          count(distinct rating)::int as stars from reviews`,
      )
      expect(mix.published).toBeGreaterThan(50)
      expect(mix.pending).toBeGreaterThan(0)
      expect(mix.photos).toBeGreaterThan(0)
      expect(mix.answered).toBeGreaterThan(0)
      expect(mix.stars).toBe(5)
      // The kept summaries and helpful counts agree with the rows they summarise.
      const [summaries] = await q<{ n: number }>(
        sql`select count(*)::int as n from product_ratings pr full join (select product_id, count(*)::int as c,
            sum(rating)::int as s from reviews where status = 'published' group by product_id) x on x.product_id = pr.product_id
          where pr.count is distinct from x.c or pr.sum is distinct from x.s`,
      )
      expect(summaries.n).toBe(0)
      const [votes] = await q<{ n: number }>(
        sql`select count(*)::int as n from reviews r where r.helpful_count <> (select count(*) from trust_votes v
          where v.target = 'review' and v.target_id = r.id)`,
      )
      expect(votes.n).toBe(0)
      // The demo customer has delivered items left to review.
      const [waiting] = await q<{ n: number }>(
        sql`select count(*)::int as n from orders o join order_items oi on oi.order_id = o.id join users u on u.id = o.user_id
          where u.phone = '09120000003' and o.status = 'delivered'
            and not exists (select 1 from reviews r where r.order_item_id = oi.id)`,
      )
      expect(waiting.n).toBeGreaterThan(0)
    })

    it("gives the demo provider's stores real money: online and cash orders, pending and available (issue 30)", async () => {
      const stores = await q<{ id: number; pending: number; available: number; commissions: number; sales: number }>(
        sql`select s.id,
            coalesce(sum(e.amount) filter (where e.available_at > now()), 0)::bigint as pending,
            coalesce(sum(e.amount) filter (where e.available_at <= now()), 0)::bigint as available,
            count(*) filter (where e.kind = 'commission')::int as commissions,
            count(*) filter (where e.kind = 'sale')::int as sales
          from stores s join users u on u.id = s.owner_id left join ledger_entries e on e.store_id = s.id
          where u.phone = '09120000002' and s.verified group by s.id`,
      )
      expect(stores.length).toBeGreaterThan(0)
      for (const s of stores) {
        expect(s.pending, `store ${s.id}`).toBeGreaterThan(0)
        expect(s.available, `store ${s.id}`).toBeGreaterThan(0)
        expect(s.sales).toBeGreaterThan(0)
      }
      expect(stores.some((s) => s.commissions > 0)).toBe(true)
      // Every delivered order was entered once, every entry of a delivered order; none was paid out.
      const [gaps] = await q<{ missing: number; stray: number; paid_out: number }>(
        sql`select
            (select count(*)::int from orders o join order_items i on i.order_id = o.id where o.status = 'delivered'
              and not exists (select 1 from ledger_entries e where e.order_item_id = i.id)) as missing,
            (select count(*)::int from ledger_entries e join orders o on o.id = e.order_id where o.status <> 'delivered') as stray,
            (select count(*)::int from ledger_entries where payout_id is not null) as paid_out`,
      )
      expect(gaps).toEqual({ missing: 0, stray: 0, paid_out: 0 })
    })

    it('asks questions about products several stores offer, answered by stores that offer them (issue 32)', async () => {
      const qs = await q<{ status: string; answers: number; answer_count: number; sellers_offer: boolean }>(
        sql`select q.status, q.answer_count,
          (select count(*) from answers a where a.question_id = q.id)::int as answers,
          not exists (select 1 from answers a where a.question_id = q.id and a.kind = 'seller'
            and not exists (select 1 from offers o where o.store_id = a.store_id and o.product_id = q.product_id)) as sellers_offer
        from questions q`,
      )
      expect(qs.filter((x) => x.status === 'published').length).toBeGreaterThanOrEqual(20)
      expect(qs.some((x) => x.status === 'pending')).toBe(true)
      expect(qs.some((x) => x.status === 'rejected')).toBe(true)
      for (const x of qs) {
        expect(x.answer_count).toBe(x.answers)
        expect(x.sellers_offer).toBe(true)
      }
      expect(qs.filter((x) => x.status !== 'published').every((x) => x.answers === 0)).toBe(true)
      // Buyer answers come only from users who received the product.
      const [{ strangers }] = await q<{ strangers: number }>(
        sql`select count(*)::int as strangers from answers a join questions q on q.id = a.question_id
          where a.kind = 'buyer' and not exists (select 1 from order_items oi join orders o on o.id = oi.order_id
            where o.user_id = a.user_id and o.status = 'delivered' and oi.product_id = q.product_id)`,
      )
      expect(strangers).toBe(0)
      const [kinds] = await q<{ buyers: number; sellers: number }>(
        sql`select count(*) filter (where kind = 'buyer')::int as buyers,
          count(*) filter (where kind = 'seller')::int as sellers from answers`,
      )
      expect(kinds.buyers).toBeGreaterThan(0)
      expect(kinds.sellers).toBeGreaterThan(kinds.buyers)
      // The stores' records differ, and so do their scores.
      const [scores] = await q<{ distinct: number }>(
        sql`select count(distinct score)::int as distinct from store_scores where score is not null`,
      )
      expect(scores.distinct).toBeGreaterThanOrEqual(3)
      // Every live store has its kept score.
      const [{ missing }] = await q<{ missing: number }>(
        sql`select count(*)::int as missing from stores s where s.deleted_at is null
          and not exists (select 1 from store_scores sc where sc.store_id = s.id)`,
      )
      expect(missing).toBe(0)
    })

    it('is deterministic: a fresh database gets the same first 50 products and prices', async () => {
      const other = await openDatabase({ dataDir: 'memory://' })
      try {
        await other.migrate()
        await seedCatalog(other.db, { products: PRODUCTS, mediaDir: null })
        const first = (db: typeof other.db) =>
          db.execute(sql`select p.id, p.name_fa, p.best_price, array_agg(o.price order by o.store_id) as prices
            from products p join offers o on o.product_id = p.id where p.id <= 50 group by p.id order by p.id`)
        const mine = rowsOf(await first(server.app.deps.db))
        expect(mine).toHaveLength(50)
        expect(rowsOf(await first(other.db))).toEqual(mine)
        // The same orders and reviews too (their times follow the clock; what and who do not).
        const history = (db: typeof other.db) =>
          db.execute(sql`select o.store_id, o.status, oi.product_id, r.rating, r.title
            from orders o join order_items oi on oi.order_id = o.id left join reviews r on r.order_item_id = oi.id
            order by o.id`)
        expect(rowsOf(await history(other.db))).toEqual(rowsOf(await history(server.app.deps.db)))
      } finally {
        await other.close()
      }
    })
  })
}

describe('seedIfEmpty', () => {
  it('seeds a fresh database once, in one transaction, and then leaves it alone', async () => {
    const database = await openDatabase({ dataDir: 'memory://' })
    const mediaDir = mkdtempSync(join(tmpdir(), 'rasteh-seed-media-'))
    const lines: string[] = []
    const log = { info: (m: string) => lines.push(m) } as never
    try {
      await database.migrate()
      await seedIfEmpty(database.db, log, { products: 60, mediaDir })
      await seedIfEmpty(database.db, log, { products: 60, mediaDir })
      const [r] = rowsOf<{ n: number; users: number }>(
        await database.db.execute(sql`select (select count(*) from products)::int as n,
          (select count(*) from users where phone in ('09120000001', '09120000002', '09120000003'))::int as users`),
      )
      expect(r).toEqual({ n: 60, users: 3 })
      expect(lines.some((l) => l.startsWith('Demo catalogue: 60 products'))).toBe(true)
      expect(existsSync(join(mediaDir, 'placeholder.webp'))).toBe(true)
    } finally {
      await database.close()
      rmSync(mediaDir, { recursive: true, force: true })
    }
  })
})
