// A seller's bundles (سبد ویژه) through the SDK: create with the store's own offers, change, add and
// take out items, list with search, delete; the storefront shows active bundles at the price the
// seller's panel shows, and refuses to sell one whose item is sold out or was removed.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { makeOffer, makeStore } from './fixtures/shop'
import { client, describeEachDb, signIn, type TestClient } from './harness'

describeEachDb('bundles', (server) => {
  const db = () => server().app.deps.db
  let seller: TestClient
  let otherSeller: TestClient
  let storeId: number
  let otherStoreId: number
  let a: { offerId: number; productId: number; name: string }
  let b: { offerId: number; productId: number; name: string }
  let foreign: { offerId: number }

  const phoneOf = async (ownerId: number) =>
    (await queryRows<{ phone: string }>(db(), sql`select phone from users where id = ${ownerId}`))[0].phone

  beforeAll(async () => {
    const store = await makeStore(db())
    const other = await makeStore(db())
    storeId = store.id
    otherStoreId = other.id
    seller = await signIn(server(), await phoneOf(store.ownerId))
    otherSeller = await signIn(server(), await phoneOf(other.ownerId))
    a = await makeOffer(db(), storeId, 1_200_000, 10)
    b = await makeOffer(db(), storeId, 300_000, 4)
    foreign = await makeOffer(db(), otherStoreId, 50_000, 10)
  })

  const create = (body: Record<string, unknown>, as = seller, store = storeId) =>
    as.api.POST('/bundles', { params: { query: { store_id: store } }, body: body as never })
  const get = (id: number, as = seller, store = storeId) =>
    as.api.GET('/bundles/{id}', { params: { path: { id }, query: { store_id: store } } })
  const rowOf = async (id: number) =>
    (
      await queryRows<{ name: string; slug: string; is_active: boolean; removed_items: number; description: string }>(
        db(),
        sql`select name, slug, is_active, removed_items, description from bundles where id = ${id}`,
      )
    )[0]
  const itemsOf = async (id: number) =>
    queryRows<{ offer_id: number; quantity: number }>(
      db(),
      sql`select offer_id, quantity from bundle_items where bundle_id = ${id} order by offer_id`,
    )

  describe('creating', () => {
    it('makes a bundle of two offers with quantities, priced as the storefront prices it', async () => {
      const bundle = await unwrap(
        create({
          name: 'سبد Back to School',
          description: '<p>همه چیز</p><script>alert(1)</script>',
          image_url: '/uploads/bundles/abc123.webp',
          items: [
            { product_store_id: a.offerId, quantity: 1 },
            { product_store_id: b.offerId, quantity: 2 },
          ],
        }),
      )
      expect(bundle).toMatchObject({
        store_id: storeId,
        name: 'سبد Back to School',
        slug: 'back-to-school',
        description: '<p>همه چیز</p>',
        is_active: true,
        price: 1_800_000,
        selling_price: 1_800_000,
        is_available: true,
        removed_items: 0,
      })
      expect(bundle.items.map((i) => [i.product_store_id, i.quantity, i.unit_price])).toEqual([
        [a.offerId, 1, 1_200_000],
        [b.offerId, 2, 300_000],
      ])
      expect(await itemsOf(bundle.id)).toEqual(
        [
          { offer_id: a.offerId, quantity: 1 },
          { offer_id: b.offerId, quantity: 2 },
        ].sort((x, y) => x.offer_id - y.offer_id),
      )
      const pub = await unwrap(
        client(server()).api.GET('/public/bundles/{id}', { params: { path: { id: bundle.slug } } }),
      )
      expect([pub.price, pub.selling_price, pub.is_available]).toEqual([1_800_000, 1_800_000, true])
    })

    it('gives a Persian name a slug of its own, never taken and never all digits', async () => {
      const one = await unwrap(create({ name: 'سبد صبحانه' }))
      const two = await unwrap(create({ name: 'سبد صبحانه' }))
      const digits = await unwrap(create({ name: 'سبد ۱۴۰۵' }))
      expect(one.slug).toMatch(/^sbd-sbhane/)
      expect(two.slug).toBe(`${one.slug}-2`)
      expect(digits.slug).toMatch(/^sbd-1405/)
      const onlyDigits = await unwrap(create({ name: '۱۴۰۵' }))
      expect(onlyDigits.slug).toMatch(/^bundle-1405/)
      expect(one.items).toEqual([])
      expect(one.is_available).toBe(false)
    })

    it('refuses another store’s offer (422) and a taken slug (409), creating nothing', async () => {
      const before = (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from bundles`))[0].n
      const bad = await create({ name: 'سبد نادرست', items: [{ product_store_id: foreign.offerId, quantity: 1 }] })
      expect(bad.response.status).toBe(422)
      expect((bad.error as { detail: string }).detail).toBe('این کالا از محصولات همین فروشگاه نیست')
      const taken = await create({ name: 'سبد تکراری', slug: 'back-to-school' })
      expect(taken.response.status).toBe(409)
      expect((taken.error as { detail: string }).detail).toContain('نامک')
      const after = (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from bundles`))[0].n
      expect(after).toBe(before)
    })

    it('refuses an image that is not one of this site’s files', async () => {
      const bad = await create({ name: 'سبد تصویر', image_url: 'javascript:alert(1)' })
      expect(bad.response.status).toBe(422)
    })

    it('locks a store under review (403 with the reason) and refuses other sellers and visitors', async () => {
      const pending = await makeStore(db(), undefined, false)
      const owner = await signIn(server(), await phoneOf(pending.ownerId))
      const locked = await create({ name: 'سبد قفل' }, owner, pending.id)
      expect(locked.response.status).toBe(403)
      expect((locked.error as { detail: string }).detail).toContain('در حال بررسی')
      expect((await create({ name: 'سبد دیگری' }, otherSeller, storeId)).response.status).toBe(404)
      expect((await create({ name: 'سبد مهمان' }, client(server()), storeId)).response.status).toBe(401)
    })
  })

  describe('changing', () => {
    let id: number
    beforeAll(async () => {
      id = (await unwrap(create({ name: 'سبد تغییر', items: [{ product_store_id: a.offerId, quantity: 1 }] }))).id
    })

    it('changes name, slug, description and active flag; an inactive bundle leaves the storefront', async () => {
      const changed = await unwrap(
        seller.api.PUT('/bundles/{id}', {
          params: { path: { id }, query: { store_id: storeId } },
          body: { name: 'سبد تازه', slug: 'fresh-pack', description: '<p onclick="x()">متن</p>', is_active: false },
        }),
      )
      expect(changed).toMatchObject({
        name: 'سبد تازه',
        slug: 'fresh-pack',
        description: '<p>متن</p>',
        is_active: false,
      })
      expect(await rowOf(id)).toMatchObject({ name: 'سبد تازه', slug: 'fresh-pack', is_active: false })
      const pub = await client(server()).api.GET('/public/bundles/{id}', { params: { path: { id: 'fresh-pack' } } })
      expect(pub.response.status).toBe(404)
      const list = await unwrap(
        client(server()).api.GET('/public/bundles', { params: { query: { store_id: storeId } } }),
      )
      expect(list.items.map((x) => x.id)).not.toContain(id)
    })

    it('adds an item, replaces its quantity when added again, and takes it out', async () => {
      const path = { params: { path: { bundleId: id }, query: { store_id: storeId } } }
      const added = await unwrap(
        seller.api.POST('/bundles/{bundleId}/products', {
          ...path,
          body: { product_store_id: b.offerId, quantity: 1 },
        }),
      )
      expect(added.items.map((i) => i.product_store_id)).toEqual([a.offerId, b.offerId])
      const again = await unwrap(
        seller.api.POST('/bundles/{bundleId}/products', {
          ...path,
          body: { product_store_id: b.offerId, quantity: 3 },
        }),
      )
      expect(again.items.find((i) => i.product_store_id === b.offerId)?.quantity).toBe(3)
      expect(again.price).toBe(1_200_000 + 3 * 300_000)
      const foreignAdd = await seller.api.POST('/bundles/{bundleId}/products', {
        ...path,
        body: { product_store_id: foreign.offerId, quantity: 1 },
      })
      expect(foreignAdd.response.status).toBe(422)
      const taken = await unwrap(
        seller.api.DELETE('/bundles/{bundleId}/products', { ...path, body: { product_store_id: b.offerId } }),
      )
      expect(taken.items.map((i) => i.product_store_id)).toEqual([a.offerId])
      expect(await itemsOf(id)).toEqual([{ offer_id: a.offerId, quantity: 1 }])
      const missing = await seller.api.DELETE('/bundles/{bundleId}/products', {
        ...path,
        body: { product_store_id: b.offerId },
      })
      expect(missing.response.status).toBe(422)
    })

    it('answers 404 to another seller and leaves the bundle as it was', async () => {
      const before = await rowOf(id)
      const theirs = await otherSeller.api.PUT('/bundles/{id}', {
        params: { path: { id }, query: { store_id: otherStoreId } },
        body: { name: 'ربوده' },
      })
      expect(theirs.response.status).toBe(404)
      expect(await rowOf(id)).toEqual(before)
    })
  })

  describe('sold out and removed items', () => {
    it('flags a bundle whose item is sold out; the storefront shows it unavailable', async () => {
      const scarce = await makeOffer(db(), storeId, 100_000, 1)
      const bundle = await unwrap(
        create({ name: 'سبد کمیاب', items: [{ product_store_id: scarce.offerId, quantity: 2 }] }),
      )
      expect(bundle.is_available).toBe(false)
      expect(bundle.items[0].is_available).toBe(false)
      const pub = await unwrap(
        client(server()).api.GET('/public/bundles/{id}', { params: { path: { id: String(bundle.id) } } }),
      )
      expect(pub.is_available).toBe(false)
    })

    it('flags a bundle whose offer the store removed until the seller changes its items', async () => {
      const gone = await makeOffer(db(), storeId, 200_000, 5)
      const bundle = await unwrap(
        create({
          name: 'سبد حذفی',
          items: [
            { product_store_id: a.offerId, quantity: 1 },
            { product_store_id: gone.offerId, quantity: 1 },
          ],
        }),
      )
      expect(bundle.is_available).toBe(true)
      await unwrap(
        seller.api.DELETE('/products/{id}', { params: { path: { id: gone.productId }, query: { store_id: storeId } } }),
      )
      expect((await rowOf(bundle.id)).removed_items).toBe(1)
      const flagged = await unwrap(get(bundle.id))
      expect(flagged).toMatchObject({ removed_items: 1, is_available: false })
      expect(flagged.items.map((i) => i.product_store_id)).toEqual([a.offerId])
      const list = await unwrap(
        seller.api.GET('/bundles', { params: { query: { store_id: storeId, search: 'حذفی' } } }),
      )
      expect(list.items.map((x) => [x.id, x.removed_items])).toEqual([[bundle.id, 1]])
      const pub = await unwrap(
        client(server()).api.GET('/public/bundles/{id}', { params: { path: { id: String(bundle.id) } } }),
      )
      expect(pub.is_available).toBe(false)
      // The seller reviews the items (adds one back): the flag is cleared and it sells again.
      const fixed = await unwrap(
        seller.api.POST('/bundles/{bundleId}/products', {
          params: { path: { bundleId: bundle.id }, query: { store_id: storeId } },
          body: { product_store_id: b.offerId, quantity: 1 },
        }),
      )
      expect(fixed).toMatchObject({ removed_items: 0, is_available: true })
      // Taking an item out by hand is no removal.
      await unwrap(
        seller.api.DELETE('/bundles/{bundleId}/products', {
          params: { path: { bundleId: bundle.id }, query: { store_id: storeId } },
          body: { product_store_id: b.offerId },
        }),
      )
      expect((await rowOf(bundle.id)).removed_items).toBe(0)
    })
  })

  describe('listing and deleting', () => {
    it('lists the store’s bundles only, 20 a page, newest first, with search', async () => {
      const page = await unwrap(seller.api.GET('/bundles', { params: { query: { store_id: storeId } } }))
      const [{ n }] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from bundles where store_id = ${storeId}`,
      )
      expect(page.total).toBe(n)
      expect(page.limit).toBe(20)
      expect(page.items.every((x) => x.store_id === storeId)).toBe(true)
      const found = await unwrap(
        seller.api.GET('/bundles', { params: { query: { store_id: storeId, search: 'صبحانه' } } }),
      )
      expect(found.items.length).toBe(2)
      expect(found.items.every((x) => x.name === 'سبد صبحانه')).toBe(true)
      const theirs = await otherSeller.api.GET('/bundles', { params: { query: { store_id: storeId } } })
      expect(theirs.response.status).toBe(404)
    })

    it('deletes a bundle with its items and homepage places', async () => {
      const bundle = await unwrap(create({ name: 'سبد رفتنی', items: [{ product_store_id: a.offerId, quantity: 1 }] }))
      await db().insert(t.homepageResources).values({ storeId, resourceType: 'bundle', resourceId: bundle.id })
      const other = await otherSeller.api.DELETE('/bundles/{id}', {
        params: { path: { id: bundle.id }, query: { store_id: otherStoreId } },
      })
      expect(other.response.status).toBe(404)
      const res = await seller.api.DELETE('/bundles/{id}', {
        params: { path: { id: bundle.id }, query: { store_id: storeId } },
      })
      expect(res.response.status).toBe(204)
      expect(await rowOf(bundle.id)).toBeUndefined()
      expect(await itemsOf(bundle.id)).toEqual([])
      const places = await queryRows(
        db(),
        sql`select id from homepage_resources where resource_type = 'bundle' and resource_id = ${bundle.id}`,
      )
      expect(places).toEqual([])
      expect((await get(bundle.id)).response.status).toBe(404)
    })
  })
})
