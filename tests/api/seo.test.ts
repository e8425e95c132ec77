// Pages for search engines: the server, serving a (stand-in) PWA build, answers public routes
// with the shell plus the page's title, description, Open Graph and JSON-LD from the database;
// unknown pages get noindex; robots.txt and the sitemaps list the public pages.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFaq } from '#sdk/rules/faq'
import { escapeHtml, jsonLdText, renderShell } from '../../server/plugins/seo-html'
import { sitemapIndexXml } from '../../server/plugins/seo-sitemap'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { seedCatalog } from '../../server/seed/seed-catalog'
import { dbKinds, startServer, type TestServer } from './harness'

const SHELL = `<!doctype html>
<html lang="fa-IR" dir="rtl">
  <head>
    <meta charset="UTF-8" />
    <title>راسته</title>
    <meta name="description" content="پیش‌فرض" />
    <script type="module" crossorigin src="/assets/app-123.js"></script>
    <link rel="stylesheet" href="/assets/app-123.css">
  </head>
  <body><div id="root"></div></body>
</html>
`

/** A stand-in of the build's .vite/manifest.json: a route split from the entry, sharing a chunk. */
const MANIFEST = {
  'index.html': { file: 'assets/app-123.js', isEntry: true, imports: [] },
  'src/routes/_public/categories.$categorySlug.index.tsx?tsr-split=component': {
    file: 'assets/category-route-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_list-1.js', '_page-1.js'],
  },
  'src/routes/_public/categories.$categorySlug.index.tsx?tsr-split=notFoundComponent': {
    file: 'assets/category-not-found-1.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  '_page-1.js': { file: 'assets/page-1.js', imports: ['index.html', '_list-1.js'] },
  '_list-1.js': { file: 'assets/list-1.js', imports: ['index.html'] },
}

/** Strict enough for sitemaps: one root, balanced tags, no stray < or & in text. */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  const body = xml.replace(/^<\?xml[^>]*\?>/, '').trim()
  const stack: string[] = []
  let roots = 0
  for (const token of body.split(/(<[^>]+>)/).filter(Boolean)) {
    if (token.startsWith('</')) expect(stack.pop()).toBe(token.slice(2, -1))
    else if (token.startsWith('<')) {
      if (stack.length === 0) roots += 1
      stack.push(token.slice(1, -1).split(/\s/)[0])
    } else expect(token).not.toMatch(/<|&(?!(amp|lt|gt|quot|#39);)/)
  }
  expect(stack).toEqual([])
  expect(roots).toBe(1)
}

const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1]

for (const kind of dbKinds) {
  describe(`SEO pages [${kind}]`, () => {
    let server: TestServer
    let webRoot: string
    const db = () => server.app.deps.db
    const get = (path: string) => fetch(server.origin + path, { headers: { 'X-Forwarded-Proto': 'https' } })
    /** The first verified store and the first unverified one of the seed. */
    const storeOfEachKind = async () => {
      const rows = rowsOf<{ id: number; slug: string; name: string; verified: boolean }>(
        await db().execute(sql`select id, slug, name, verified from stores order by id`),
      )
      return [rows.find((s) => s.verified), rows.find((s) => !s.verified)] as (typeof rows)[number][]
    }
    const html = async (path: string, status = 200) => {
      const res = await get(path)
      expect(res.status, path).toBe(status)
      expect(res.headers.get('content-type')).toContain('text/html')
      const text = await res.text()
      expect(text, 'the PWA scripts stay').toContain(
        '<script type="module" crossorigin src="/assets/app-123.js"></script>',
      )
      expect(text.match(/<title>/g)).toHaveLength(1)
      return text
    }

    beforeAll(async () => {
      webRoot = mkdtempSync(join(tmpdir(), 'rasteh-web-'))
      writeFileSync(join(webRoot, 'index.html'), SHELL)
      mkdirSync(join(webRoot, '.vite'))
      writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
      server = await startServer(kind, { WEB_ROOT: webRoot, DATA_DIR: webRoot })
      await seedCatalog(db(), { products: 120, mediaDir: join(webRoot, 'media') })
    })
    afterAll(async () => {
      await server?.close()
      rmSync(webRoot, { recursive: true, force: true })
    })

    it('fills a product page: title, description, Open Graph and a Product JSON-LD priced in rials', async () => {
      const [p] = rowsOf<{ id: number; slug: string; name_fa: string; best_price: number; brand: string }>(
        await db().execute(sql`select p.id, p.slug, p.name_fa, p.best_price, b.name_fa as brand
          from products p join brands b on b.id = p.brand_id where p.in_stock order by p.id limit 1`),
      )
      const page = await html(`/products/${p.id}/${p.slug}`)
      const origin = new URL(server.origin).host
      expect(page).toContain(`<title>${escapeHtml(p.name_fa)} | راسته</title>`)
      expect(meta(page, 'name', 'description')).toContain(escapeHtml(p.name_fa))
      expect(meta(page, 'property', 'og:title')).toBe(`${escapeHtml(p.name_fa)} | راسته`)
      expect(meta(page, 'property', 'og:url')).toBe(`https://${origin}/products/${p.id}/${p.slug}`)
      expect(meta(page, 'property', 'og:image')).toMatch(new RegExp(`^https://${origin}/media/products/.+\\.webp$`))
      expect(meta(page, 'property', 'og:type')).toBe('product')
      expect(meta(page, 'property', 'og:locale')).toBe('fa_IR')
      expect(page).not.toContain('noindex')
      expect(page).not.toContain('پیش‌فرض')
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}')
      expect(ld).toMatchObject({ '@type': 'Product', name: p.name_fa, sku: String(p.id), brand: { name: p.brand } })
      expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'IRR', lowPrice: p.best_price * 10 })
      expect(ld.offers.highPrice).toBeGreaterThanOrEqual(ld.offers.lowPrice)
    })

    it('escapes what it inserts, in attributes and in JSON-LD', async () => {
      const evil = `</script><script>alert("x")</script> & 'quote'`
      const [{ id }] = rowsOf<{ id: number }>(
        await db().execute(
          sql`update products set name_fa = ${evil} where id = (select max(id) from products) returning id`,
        ),
      )
      const page = await html(`/products/${id}/anything`)
      expect(page).not.toContain('<script>alert')
      expect(page).toContain(escapeHtml(evil))
      expect(jsonLdText({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}')
    })

    it("puts the home, a product or a category page's first catalogue answers into its HTML, equal to the API's", async () => {
      const pageData = (page: string) => {
        const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(page)?.[1]
        return text ? (JSON.parse(text) as { url: string; body: unknown }[]) : []
      }
      const same = async (entries: { url: string; body: unknown }[]) => {
        for (const entry of entries) expect(entry.body, entry.url).toEqual(await (await get(entry.url)).json())
      }
      const [p] = rowsOf<{ id: number; slug: string }>(
        await db().execute(sql`select id, slug from products where in_stock order by id limit 1`),
      )
      const product = pageData(await html(`/products/${p.id}/${p.slug}`))
      const categoryId = (product[0].body as { product: { category: { id: number } } }).product.category.id
      expect(product.map((entry) => entry.url)).toEqual([
        `/api/v1/public/products/${p.id}`,
        `/api/v1/public/categories/${categoryId}/filters`,
      ])
      await same(product)

      const category = pageData(await html('/categories/mobile-phone'))
      const id = (category[0].body as { id: number }).id
      expect(category.map((entry) => entry.url)).toEqual([
        '/api/v1/categories/slug/mobile-phone/',
        `/api/v1/public/categories/${id}/filters`,
        `/api/v1/public/products?category=${id}&skip=0&limit=20`,
        `/api/v1/public/products?category=${id}&sort=best_selling&limit=100`,
      ])
      await same(category)
      const home = pageData(await html('/'))
      expect(home.map((entry) => entry.url)).toEqual([
        '/api/v1/homepage/?limit=5',
        '/api/v1/public/categories?root_only=true&limit=1000',
      ])
      await same(home)
      // A filtered or paged list starts with other requests: nothing is embedded.
      expect(pageData(await html('/categories/mobile-phone?page=2'))).toEqual([])
      expect(pageData(await html('/products/99999999/x', 404))).toEqual([])
    })

    it("names the page's route scripts for preloading, each once, without the first script", async () => {
      const preloads = (page: string) =>
        [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])
      expect(preloads(await html('/categories/mobile-phone'))).toEqual([
        '/assets/category-route-1.js',
        '/assets/list-1.js',
        '/assets/page-1.js',
      ])
      // A filtered list still renders with the same code; an unknown page or one of another route does not.
      expect(preloads(await html('/categories/mobile-phone?page=2'))).toHaveLength(3)
      expect(preloads(await html('/categories/no-such', 404))).toEqual([])
      expect(preloads(await html('/brand/snowa'))).toEqual([])
      // The manifest is the server's to read, not a file of the site.
      expect((await get('/.vite/manifest.json')).status).toBe(404)
    })

    it('answers unknown or private pages with the shell, 404 and noindex', async () => {
      for (const path of [
        '/products/99999999/x',
        '/products/abc/x',
        '/categories/no-such',
        '/brand/no-such',
        '/stores/0',
      ]) {
        expect(await html(path, 404)).toContain('<meta name="robots" content="noindex" />')
      }
      const [draft] = rowsOf<{ id: number; slug: string }>(
        await db().execute(sql`select id, slug from blog_posts where status = 'draft' limit 1`),
      )
      expect(await html(`/blog/${draft.id}/${draft.slug}`, 404)).toContain('noindex')
    })

    it('answers an address the app has no page for with 404 and a Persian title, and its pages with 200', async () => {
      for (const path of [
        '/this-page-does-not-exist',
        '/this-page-does-not-exist/',
        '/providers/no-such/page',
        '/providers/abc',
        '/admin/nowhere',
        '/admin/stores/abc',
        '/orders/abc/status',
        `/${encodeURIComponent('صفحه-ناموجود')}`,
        '/faq/shipping', // the FAQ has no such question
        '/faq/no-such-question/',
      ]) {
        const page = await html(path, 404)
        expect(page, path).toContain('<title>صفحه پیدا نشد | راسته</title>')
        expect(page, path).toContain('<meta name="robots" content="noindex" />')
      }
      for (const path of [
        '/login',
        '/cart',
        '/checkout',
        '/orders/12/status?payment=success',
        '/orders/12',
        '/profile/settings',
        '/register-store',
        '/auth/login',
        '/faq/shipping-methods',
        '/providers',
        '/providers/3/products',
        '/providers/stores/edit/4',
        '/admin/stores',
        '/admin/filters/edit/2',
      ]) {
        await html(path, 200)
      }
    })

    it('fills category, brand, store, blog and home pages', async () => {
      expect(await html('/categories/mobile-phone')).toContain('<title>خرید گوشی موبایل | راسته</title>')
      expect(await html('/categories/mobile-phone/samsung')).toContain(
        '<title>خرید گوشی موبایل سامسونگ | راسته</title>',
      )
      expect(await html('/brand/snowa')).toContain('اسنوا')
      const [open, unverified] = await storeOfEachKind()
      const store = await html(`/store/${open.slug}`)
      expect(store).toContain(`<title>${open.name} | راسته</title>`)
      expect(store).not.toContain('noindex')
      expect(await html(`/store/${unverified.slug}`)).toContain('noindex')
      const [post] = rowsOf<{ id: number; slug: string; title: string }>(
        await db().execute(sql`select id, slug, title from blog_posts where status = 'published' order by id limit 1`),
      )
      const article = await html(`/blog/${post.id}/${post.slug}`)
      expect(article).toContain(`<title>${post.title} | راسته</title>`)
      expect(meta(article, 'property', 'og:type')).toBe('article')
      const question = await html('/faq/shipping-methods')
      expect(question).toContain(`<title>${findFaq('shipping-methods')?.question} | راسته</title>`)
      expect(question).not.toContain('noindex')
      const home = await html('/')
      expect(home).toContain('"@type":"WebSite"')
      expect(await html('/cart')).toContain('<title>راسته</title>') // other routes keep the plain shell
    })

    it('serves robots.txt with the private areas and the sitemap line', async () => {
      const res = await get('/robots.txt')
      expect(res.headers.get('content-type')).toContain('text/plain')
      const text = await res.text()
      for (const path of ['/profile', '/cart', '/shipping', '/checkout', '/orders', '/admin', '/providers', '/api/']) {
        expect(text).toContain(`Disallow: ${path}\n`)
      }
      expect(text).toContain(`Sitemap: https://${new URL(server.origin).host}/sitemap.xml`)
    })

    it('lists home, categories, brands, verified stores, published posts and products in sitemap.xml', async () => {
      const res = await get('/sitemap.xml')
      expect(res.headers.get('content-type')).toContain('application/xml')
      const xml = await res.text()
      assertWellFormedXml(xml)
      const origin = `https://${new URL(server.origin).host}`
      const [p] = rowsOf<{ id: number; slug: string }>(
        await db().execute(sql`select id, slug from products order by id limit 1`),
      )
      for (const path of [
        '/',
        '/categories/mobile-phone',
        '/brand/samsung',
        '/stores/1',
        `/products/${p.id}/${p.slug}`,
      ]) {
        expect(xml).toContain(`<loc>${origin}${path}</loc>`)
      }
      const [, unverified] = await storeOfEachKind()
      expect(xml).not.toContain(`<loc>${origin}/stores/${unverified.id}</loc>`)
      expect(xml.match(/<url>/g)?.length).toBeGreaterThan(120 + 112)
      assertWellFormedXml(await (await get('/sitemap-products-1.xml')).text())
      assertWellFormedXml(await (await get('/sitemap-pages.xml')).text())
      expect((await get('/sitemap-products-9.xml')).status).toBe(404)
    })
  })
}

describe('SEO helpers', () => {
  it('splits a large catalogue into product sitemaps of 10,000', () => {
    const xml = sitemapIndexXml('https://rasteh.example', 25_001)
    assertWellFormedXml(xml)
    expect(xml).toContain('<loc>https://rasteh.example/sitemap-pages.xml</loc>')
    expect(xml).toContain('<loc>https://rasteh.example/sitemap-products-3.xml</loc>')
    expect(xml).not.toContain('sitemap-products-4')
  })

  it('replaces the shell title and description and keeps the rest', () => {
    const out = renderShell(SHELL, { title: 'a & b', description: '"q"', url: 'https://x/', type: 'website' })
    expect(out).toContain('<title>a &amp; b</title>')
    expect(out).toContain('content="&quot;q&quot;"')
    expect(out).not.toContain('پیش‌فرض')
    expect(out).toContain('<link rel="stylesheet" href="/assets/app-123.css">')
  })
})
