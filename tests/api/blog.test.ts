// A store's blog through the SDK: drafts and published posts, publish and unpublish, the list with
// its state filter and search, delete; the body sanitised on the server whatever the client sends
// (stored XSS: script tags, event handlers, javascript: links, SVG and style payloads); published
// posts show on the public blog and drafts never do.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { makeStore } from './fixtures/shop'
import { client, describeEachDb, signIn, type TestClient } from './harness'

describeEachDb('blog', (server) => {
  const db = () => server().app.deps.db
  let seller: TestClient
  let otherSeller: TestClient
  let customer: TestClient
  let storeId: number
  let otherStoreId: number

  const phoneOf = async (ownerId: number) =>
    (await queryRows<{ phone: string }>(db(), sql`select phone from users where id = ${ownerId}`))[0].phone

  beforeAll(async () => {
    const store = await makeStore(db())
    const other = await makeStore(db())
    storeId = store.id
    otherStoreId = other.id
    seller = await signIn(server(), await phoneOf(store.ownerId))
    otherSeller = await signIn(server(), await phoneOf(other.ownerId))
    customer = await signIn(server())
  })

  const write = (body: Record<string, unknown>, as = seller) =>
    as.api.POST('/blog', { body: { store_id: storeId, ...body } as never })
  const rowOf = async (id: number) =>
    (
      await queryRows<{
        title: string
        status: string
        body_html: string
        published_at: Date | string | null
        excerpt: string | null
      }>(db(), sql`select title, status, body_html, published_at, excerpt from blog_posts where id = ${id}`)
    )[0]
  const publicIds = async () =>
    (
      await unwrap(
        client(server()).api.GET('/public/blog-posts', { params: { query: { store_id: storeId, limit: 100 } } }),
      )
    ).items.map((p) => p.id)
  const publish = (id: number, as = seller, store = storeId) =>
    as.api.POST('/blog/{id}/publish', { params: { path: { id }, query: { store_id: store } } })
  const unpublish = (id: number, as = seller, store = storeId) =>
    as.api.POST('/blog/{id}/unpublish', { params: { path: { id }, query: { store_id: store } } })

  describe('writing', () => {
    it('writes a draft (slug from the title, excerpt as plain text) that the public blog does not show', async () => {
      const post = await unwrap(
        write({
          title: 'راهنمای خرید Phone 2026',
          excerpt: '<b>چه</b> گوشی‌ای بخریم؟',
          body_html:
            '<h2>نمایشگر</h2><p>متن <a href="https://example.com">پیوند</a></p><img src="/uploads/blog/a1b2.webp" alt="عکس">',
          cover_url: '/uploads/blog/cover1.webp',
        }),
      )
      expect(post).toMatchObject({
        store_id: storeId,
        title: 'راهنمای خرید Phone 2026',
        slug: 'phone-2026',
        excerpt: 'چه گوشی‌ای بخریم؟',
        status: 'draft',
        published_at: null,
        cover_url: '/uploads/blog/cover1.webp',
      })
      expect(post.body_html).toBe(
        '<h2>نمایشگر</h2><p>متن <a href="https://example.com" rel="nofollow noopener" target="_blank">پیوند</a></p><img src="/uploads/blog/a1b2.webp" alt="عکس" />',
      )
      expect((await rowOf(post.id)).status).toBe('draft')
      expect(await publicIds()).not.toContain(post.id)
      const direct = await client(server()).api.GET('/public/blog-posts/{id}', { params: { path: { id: post.id } } })
      expect(direct.response.status).toBe(404)
    })

    it('writes a post published at once', async () => {
      const post = await unwrap(write({ title: 'مقاله منتشرشده', body_html: '<p>سلام</p>', status: 'published' }))
      expect(post.status).toBe('published')
      expect(post.published_at).not.toBeNull()
      expect(post.slug).toBe('mghale-mntshrshde')
      expect(await publicIds()).toContain(post.id)
    })

    it('refuses a body with nothing allowed in it, a foreign cover, another store and a store under review', async () => {
      const empty = await write({ title: 'متن خالی', body_html: '<script>alert(1)</script>' })
      expect(empty.response.status).toBe(422)
      expect((empty.error as { detail: string }).detail).toContain('متن مقاله خالی است')
      const cover = await write({ title: 'جلد بیگانه', body_html: '<p>x</p>', cover_url: 'https://evil.example/x.png' })
      expect(cover.response.status).toBe(422)
      const theirs = await write({ title: 'فروشگاه دیگری', body_html: '<p>x</p>' }, otherSeller)
      expect(theirs.response.status).toBe(404)
      const byCustomer = await write({ title: 'مشتری', body_html: '<p>x</p>' }, customer)
      expect(byCustomer.response.status).toBe(403)
      const pending = await makeStore(db(), undefined, false)
      const owner = await signIn(server(), await phoneOf(pending.ownerId))
      const locked = await owner.api.POST('/blog', {
        body: { store_id: pending.id, title: 'قفل', body_html: '<p>x</p>', status: 'draft' },
      })
      expect(locked.response.status).toBe(403)
      const [{ n }] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from blog_posts where title in ('متن خالی', 'جلد بیگانه', 'فروشگاه دیگری', 'مشتری', 'قفل')`,
      )
      expect(n).toBe(0)
    })
  })

  describe('stored XSS', () => {
    const payloads: [string, string, RegExp][] = [
      ['a script tag', '<p>الف</p><script>alert(document.cookie)</script>', /script|alert/i],
      [
        'event handlers',
        '<p onclick="alert(1)">ب</p><img src="/uploads/blog/x.webp" onerror="alert(1)">',
        /onclick|onerror|alert/i,
      ],
      [
        'javascript: links',
        '<p><a href="javascript:alert(1)">پ</a><a href=" JaVaScRiPt:alert(1)">ت</a></p>',
        /javascript|alert/i,
      ],
      [
        'SVG payloads',
        '<p>ث</p><svg onload="alert(1)"><script>alert(1)</script></svg><img src="data:image/svg+xml;base64,PHN2Zz4=">',
        /svg|onload|data:|alert/i,
      ],
      [
        'style payloads',
        '<p style="background:url(javascript:alert(1))">ج</p><style>@import "https://evil.example/x.css";</style>',
        /style|@import|javascript/i,
      ],
      [
        'iframes, forms and foreign images',
        '<p>چ</p><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="x"></form><img src="https://evil.example/pixel.gif">',
        /iframe|form|input|evil/i,
      ],
    ]

    it.each(payloads)('strips %s on create and on update', async (_, payload, banned) => {
      const post = await unwrap(write({ title: 'آزمون امنیت', body_html: payload }))
      expect(post.body_html).not.toMatch(banned)
      expect((await rowOf(post.id)).body_html).not.toMatch(banned)
      const changed = await unwrap(
        seller.api.PUT('/blog/{id}', {
          params: { path: { id: post.id } },
          body: { body_html: `<p>تازه</p>${payload}` },
        }),
      )
      expect(changed.body_html).not.toMatch(banned)
      expect((await rowOf(post.id)).body_html).not.toMatch(banned)
      expect((await rowOf(post.id)).body_html).toContain('<p>تازه</p>')
    })
  })

  describe('publishing', () => {
    let id: number
    beforeAll(async () => {
      id = (await unwrap(write({ title: 'چرخه انتشار', body_html: '<p>متن</p>' }))).id
    })

    it('publishes: the post shows on the public blog with its first publish time', async () => {
      const post = await unwrap(publish(id))
      expect(post.status).toBe('published')
      const row = await rowOf(id)
      expect(row.status).toBe('published')
      expect(row.published_at).not.toBeNull()
      expect(await publicIds()).toContain(id)
      const again = await unwrap(publish(id))
      expect(again.published_at).toBe(post.published_at)
    })

    it('unpublishes: the post is a draft again and gone from the public blog, keeping its first publish', async () => {
      const first = (await rowOf(id)).published_at
      const post = await unwrap(unpublish(id))
      expect(post.status).toBe('draft')
      expect((await rowOf(id)).status).toBe('draft')
      expect(await publicIds()).not.toContain(id)
      const direct = await client(server()).api.GET('/public/blog-posts/{id}', { params: { path: { id } } })
      expect(direct.response.status).toBe(404)
      expect(new Date((await rowOf(id)).published_at as string).getTime()).toBe(new Date(first as string).getTime())
      expect((await unwrap(unpublish(id))).status).toBe('draft')
    })

    it('refuses publishing through another store or by another seller (404), changing nothing', async () => {
      expect((await publish(id, otherSeller, otherStoreId)).response.status).toBe(404)
      expect((await publish(id, otherSeller, storeId)).response.status).toBe(404)
      expect((await rowOf(id)).status).toBe('draft')
    })
  })

  describe('reading, listing, changing and deleting', () => {
    it('lists the store’s posts 20 a page with the state filter and search', async () => {
      for (let i = 0; i < 21; i += 1) await unwrap(write({ title: `یادداشت شماره ${i}`, body_html: '<p>x</p>' }))
      const list = (query: Record<string, unknown>) =>
        unwrap(seller.api.GET('/blog', { params: { query: { store_id: storeId, ...query } } }))
      const first = await list({})
      const [{ n }] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from blog_posts where store_id = ${storeId}`,
      )
      expect(first.items.length).toBe(20)
      expect(first.total).toBe(n)
      const drafts = await list({ status: 'draft', limit: 100 })
      const published = await list({ status: 'published', limit: 100 })
      expect(drafts.items.every((p) => p.status === 'draft')).toBe(true)
      expect(published.items.every((p) => p.status === 'published')).toBe(true)
      expect(drafts.total + published.total).toBe(n)
      const found = await list({ search: 'انتشار' })
      expect(found.items.map((p) => p.title)).toEqual(['چرخه انتشار'])
      expect((await otherSeller.api.GET('/blog', { params: { query: { store_id: storeId } } })).response.status).toBe(
        404,
      )
    })

    it('reads and changes a post of its own only', async () => {
      const post = await unwrap(write({ title: 'قابل ویرایش', body_html: '<p>x</p>' }))
      expect((await unwrap(seller.api.GET('/blog/{id}', { params: { path: { id: post.id } } }))).title).toBe(
        'قابل ویرایش',
      )
      expect((await otherSeller.api.GET('/blog/{id}', { params: { path: { id: post.id } } })).response.status).toBe(404)
      const theirs = await otherSeller.api.PUT('/blog/{id}', {
        params: { path: { id: post.id } },
        body: { title: 'ربوده‌شده' },
      })
      expect(theirs.response.status).toBe(404)
      const changed = await unwrap(
        seller.api.PUT('/blog/{id}', {
          params: { path: { id: post.id } },
          body: { title: 'ویرایش‌شده', slug: 'edited', excerpt: 'خلاصه', cover_url: null },
        }),
      )
      expect(changed).toMatchObject({ title: 'ویرایش‌شده', slug: 'edited', excerpt: 'خلاصه', cover_url: null })
      expect((await rowOf(post.id)).title).toBe('ویرایش‌شده')
    })

    it('deletes a post with its homepage places; another seller cannot', async () => {
      const post = await unwrap(write({ title: 'رفتنی', body_html: '<p>x</p>', status: 'published' }))
      await db().insert(t.homepageResources).values({ storeId, resourceType: 'article', resourceId: post.id })
      expect((await otherSeller.api.DELETE('/blog/{id}', { params: { path: { id: post.id } } })).response.status).toBe(
        404,
      )
      expect(await rowOf(post.id)).toBeDefined()
      const res = await seller.api.DELETE('/blog/{id}', { params: { path: { id: post.id } } })
      expect(res.response.status).toBe(204)
      expect(await rowOf(post.id)).toBeUndefined()
      expect(await publicIds()).not.toContain(post.id)
      const places = await queryRows(
        db(),
        sql`select id from homepage_resources where resource_type = 'article' and resource_id = ${post.id}`,
      )
      expect(places).toEqual([])
    })
  })
})
