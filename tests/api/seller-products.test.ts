// A seller's products through the SDK: adding from the catalogue or own data, the store's one
// offer per product, shared data, images, the store's list, bulk price and availability changes,
// and offline edits that carry the value they were based on (409 with both values, never an
// overwritten or negative stock, also against a concurrent sale). The storefront follows at once.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { normalizeText } from '../../server/lib/persian'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { describeEachDb, signIn, type TestClient } from './harness'

describeEachDb('seller products', (server) => {
  const db = () => server().app.deps.db
  let seller: TestClient
  let otherSeller: TestClient
  let storeId: number
  let otherStoreId: number
  let categoryId: number
  let catalogueItemId: number

  const phoneOf = async (ownerId: number) =>
    (await db().select({ phone: t.users.phone }).from(t.users).where(eq(t.users.id, ownerId)))[0].phone

  beforeAll(async () => {
    const store = await makeStore(db())
    const other = await makeStore(db())
    storeId = store.id
    otherStoreId = other.id
    seller = await signIn(server(), await phoneOf(store.ownerId))
    otherSeller = await signIn(server(), await phoneOf(other.ownerId))
    const [c] = await db()
      .insert(t.categories)
      .values({ slug: `seller-cat-${Date.now()}`, nameFa: 'گوشی', level: 1 })
      .returning()
    categoryId = c.id
    const [item] = await db()
      .insert(t.catalogueItems)
      .values({
        nameFa: 'گوشی موبایل نمونه',
        nameEn: 'Sample Phone X1',
        categoryId,
        description: '<p>خوب</p><script>alert(1)</script>',
        specs: { ram: '8gb' },
        imageUrls: ['/media/products/x1-1.webp', '/media/products/x1-2.webp'],
        searchText: normalizeText('گوشی موبایل نمونه Sample Phone X1'),
      })
      .returning()
    catalogueItemId = item.id
  })

  const create = (c: TestClient, store: number, body: Record<string, unknown>) =>
    c.api.POST('/products', {
      params: { query: { store_id: store } },
      body: { price: 1_000_000, stock: 5, is_imported_from_catalogue: true, ...body } as never,
    })

  describe('adding products', () => {
    it('copies a catalogue item (sanitised description, its images, primary first) and offers it', async () => {
      const p = await unwrap(create(seller, storeId, { catalogue_item_id: catalogueItemId }))
      expect(p).toMatchObject({
        name_fa: 'گوشی موبایل نمونه',
        slug: 'sample-phone-x1',
        is_imported_from_catalogue: true,
      })
      expect(p).toMatchObject({ store_id: storeId, price: 1_000_000, stock: 5, is_available: true })
      expect(p.description).toBe('<p>خوب</p>')
      // No other store offers it yet: its data and images are this store's to change.
      expect(p.is_shared).toBe(false)
      expect(p.images.map((i) => [i.url, i.is_primary])).toEqual([
        ['/media/products/x1-1.webp', true],
        ['/media/products/x1-2.webp', false],
      ])
    })

    it('refuses a second offer of the same product by the same store, with a clear message', async () => {
      const again = await create(seller, storeId, { catalogue_item_id: catalogueItemId })
      expect(again.response.status).toBe(409)
      expect((again.error as { detail: string }).detail).toContain('قبلاً در فروشگاه شما ثبت شده است')
      const [product] = await queryRows<{ id: number }>(
        db(),
        sql`select id from products where catalogue_item_id = ${catalogueItemId}`,
      )
      const assign = await seller.api.POST('/products/assign-to-store', {
        body: { product_id: product.id, store_id: storeId, price: 5, stock: 1, is_available: true },
      })
      expect(assign.response.status).toBe(409)
    })

    it('gives another store an offer on the same product, not a copy', async () => {
      const p = await unwrap(create(otherSeller, otherStoreId, { catalogue_item_id: catalogueItemId, price: 990_000 }))
      const [n] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from products where catalogue_item_id = ${catalogueItemId}`,
      )
      expect(n.n).toBe(1)
      expect(p).toMatchObject({ store_id: otherStoreId, price: 990_000, is_shared: true })
      // Each store's read says so up front, before a change is tried.
      const mine = await unwrap(
        seller.api.GET('/products/{id}', { params: { path: { id: p.id }, query: { store_id: storeId } } }),
      )
      expect(mine.is_shared).toBe(true)
      // Shared data: neither store may change it now.
      const change = await seller.api.PUT('/products/{id}', {
        params: { path: { id: p.id }, query: { store_id: storeId } },
        body: { name_fa: 'نام دیگر' },
      })
      expect(change.response.status).toBe(409)
    })

    it('creates from own data (always imported), refuses foreign image URLs and unknown categories', async () => {
      const p = await unwrap(
        create(seller, storeId, {
          name_fa: 'کتاب شعر',
          category_id: categoryId,
          image_urls: ['/uploads/products/a.webp'],
        }),
      )
      expect(p).toMatchObject({ is_imported_from_catalogue: true, catalogue_item_id: null, slug: 'ktab-shr' })
      const foreign = await create(seller, storeId, {
        name_fa: 'کتاب',
        category_id: categoryId,
        image_urls: ['https://evil.example/x.png'],
      })
      expect(foreign.response.status).toBe(422)
      const noCategory = await create(seller, storeId, { name_fa: 'کتاب', category_id: 999_999 })
      expect(noCategory.response.status).toBe(422)
      const nothing = await create(seller, storeId, {})
      expect(nothing.response.status).toBe(422)
      // Own data may change while only this store offers it.
      const renamed = await unwrap(
        seller.api.PUT('/products/{id}', {
          params: { path: { id: p.id }, query: { store_id: storeId } },
          body: { name_fa: 'دیوان حافظ', price: 250_000 },
        }),
      )
      expect(renamed).toMatchObject({ name_fa: 'دیوان حافظ', price: 250_000 })
      const found = await unwrap(
        seller.api.GET('/products/', { params: { query: { store_id: storeId, search: 'حافظ' } } }),
      )
      expect(found.items.map((i) => i.id)).toEqual([p.id])
    })
  })

  describe('a store under review', () => {
    it('refuses its product writes with the reason (403) and still lets its owner read', async () => {
      const locked = await makeStore(db(), undefined, false)
      const c = await signIn(server(), await phoneOf(locked.ownerId))
      const add = await create(c, locked.id, { name_fa: 'کالای قفل', category_id: categoryId })
      expect(add.response.status).toBe(403)
      expect((add.error as { detail: string }).detail).toContain('در حال بررسی است')
      const offer = await makeOffer(db(), locked.id, 10_000, 1)
      const stock = await c.api.PUT('/products/{id}/stock', {
        params: { path: { id: offer.productId }, query: { store_id: locked.id, stock: 3 } },
      })
      expect(stock.response.status).toBe(403)
      const bulk = await c.api.PATCH('/stores/{store_slug}/products/availability', {
        params: { path: { store_slug: locked.slug } },
        body: { is_available: false },
      })
      expect(bulk.response.status).toBe(403)
      const list = await unwrap(c.api.GET('/products/', { params: { query: { store_id: locked.id } } }))
      expect(list.total).toBe(1)
    })
  })

  describe('images', () => {
    it('adds, reorders, makes primary and removes, keeping exactly one primary', async () => {
      const p = await unwrap(create(seller, storeId, { name_fa: 'کیف چرمی', category_id: categoryId }))
      const q = { path: { id: p.id }, query: { store_id: storeId } }
      const a = await unwrap(
        seller.api.POST('/products/{id}/images', {
          params: q,
          body: { url: '/uploads/products/a.webp', is_primary: false },
        }),
      )
      const b = await unwrap(
        seller.api.POST('/products/{id}/images', {
          params: q,
          body: { url: '/uploads/products/b.webp', is_primary: false },
        }),
      )
      expect([a.is_primary, b.is_primary]).toEqual([true, false])
      const bad = await seller.api.POST('/products/{id}/images', {
        params: q,
        body: { url: 'javascript:alert(1)', is_primary: false },
      })
      expect(bad.response.status).toBe(422)
      const reordered = await unwrap(
        seller.api.PUT('/products/{id}/images/reorder', {
          params: q,
          body: [
            { id: b.id, order: 0 },
            { id: a.id, order: 1 },
          ],
        }),
      )
      expect(reordered.items.map((i) => i.id)).toEqual([b.id, a.id])
      const primary = await unwrap(
        seller.api.PUT('/products/{id}/images/{imageId}/set-primary', {
          params: { path: { id: p.id, imageId: b.id }, query: { store_id: storeId } },
        }),
      )
      expect(primary.items.filter((i) => i.is_primary).map((i) => i.id)).toEqual([b.id])
      const gone = await seller.api.DELETE('/products/{id}/images/{imageId}', {
        params: { path: { id: p.id, imageId: b.id }, query: { store_id: storeId } },
      })
      expect(gone.response.status).toBe(204)
      const after = await unwrap(seller.api.GET('/products/{id}', { params: q }))
      expect(after.images.map((i) => [i.id, i.is_primary])).toEqual([[a.id, true]])
      for (let i = 1; i < 12; i++)
        await unwrap(
          seller.api.POST('/products/{id}/images', {
            params: q,
            body: { url: `/uploads/products/${i}.webp`, is_primary: false },
          }),
        )
      const thirteenth = await seller.api.POST('/products/{id}/images', {
        params: q,
        body: { url: '/uploads/products/z.webp', is_primary: false },
      })
      expect(thirteenth.response.status).toBe(409)
    })
  })

  describe('the store’s offers', () => {
    it('lists with in-stock filter, search, sort and pages', async () => {
      const own = await makeStore(db())
      const c = await signIn(server(), await phoneOf(own.ownerId))
      await makeOffer(db(), own.id, 300, 0)
      await makeOffer(db(), own.id, 100, 4)
      await makeOffer(db(), own.id, 200, 9)
      const list = (query: Record<string, unknown>) =>
        unwrap(c.api.GET('/products/store/{store_id}/assignments', { params: { path: { store_id: own.id }, query } }))
      expect((await list({})).total).toBe(3)
      expect((await list({ in_stock_only: true })).total).toBe(2)
      expect((await list({ sort: 'price_asc' })).items.map((i) => i.price)).toEqual([100, 200, 300])
      expect((await list({ sort: 'stock_desc', limit: 1, skip: 1 })).items.map((i) => i.stock)).toEqual([4])
      const all = await list({})
      expect(all.items[0].product).toMatchObject({ image_url: null })
    })

    it('changes a price that the storefront product page and lists show at once', async () => {
      const offer = await makeOffer(db(), storeId, 400_000, 2)
      const publicPrice = async () => {
        const page = await unwrap(
          seller.api.GET('/public/products', { params: { query: { store_id: storeId, limit: 100 } } }),
        )
        return page.items.find((i) => i.id === offer.productId)?.price
      }
      expect(await publicPrice()).toBe(400_000)
      await unwrap(
        seller.api.PUT('/products/{product_id}/store/{store_id}/assignment', {
          params: { path: { product_id: offer.productId, store_id: storeId } },
          body: { price: 350_000, expected_price: 400_000 },
        }),
      )
      expect(await publicPrice()).toBe(350_000)
      const page = await unwrap(seller.api.GET('/public/products/{id}', { params: { path: { id: offer.productId } } }))
      expect(page.best_offer?.price).toBe(350_000)
    })

    it('searches the whole marketplace (no store fields) or one store (its offer)', async () => {
      const everywhere = await unwrap(seller.api.GET('/products/search', { params: { query: { q: 'نمونه' } } }))
      expect(everywhere.items.length).toBeGreaterThan(0)
      expect(everywhere.items[0]).toMatchObject({ store_id: null, price: null, product_store_id: null })
      const typo = await unwrap(seller.api.GET('/products/search', { params: { query: { q: 'نمونح موبایل' } } }))
      expect(typo.items.map((i) => i.name_fa)).toContain('گوشی موبایل نمونه')
      const mine = await unwrap(
        seller.api.GET('/products/search', { params: { query: { q: 'نمونه', store_id: storeId } } }),
      )
      expect(mine.items[0]).toMatchObject({ store_id: storeId, price: 1_000_000 })
    })

    it('previews, applies and replays a bulk price change; refuses one that takes a price to 0', async () => {
      const own = await makeStore(db())
      const c = await signIn(server(), await phoneOf(own.ownerId))
      const first = await makeOffer(db(), own.id, 100_000, 1)
      await makeOffer(db(), own.id, 200_000, 1)
      const path = { store_slug: own.slug }
      const preview = await unwrap(
        c.api.PATCH('/stores/{store_slug}/products/bulk-update', {
          params: { path },
          body: { type: 'percentage', value: 10, operation: 'increase', dry_run: true },
        }),
      )
      expect(preview.updated).toBe(2)
      expect(preview.sample?.map((s) => [s.before, s.after]).sort()).toEqual([
        [100_000, 110_000],
        [200_000, 220_000],
      ])
      const key = newIdempotencyKey()
      const apply = () =>
        c.api.PATCH('/stores/{store_slug}/products/bulk-update', {
          params: { path, header: { 'Idempotency-Key': key } },
          body: { type: 'percentage', value: 10, operation: 'increase' },
        })
      expect((await unwrap(apply())).updated).toBe(2)
      await unwrap(apply()) // a replay does not apply twice
      const priceOf = async () =>
        (await queryRows<{ price: string }>(db(), sql`select price from offers where id = ${first.offerId}`))[0].price
      expect(Number(await priceOf())).toBe(110_000)
      // Below zero (the table's check refuses it), to zero exactly, and a whole 100 %: a Persian 422
      // each, and no price changed, not even those that would have stayed above zero.
      const pricesOf = async () =>
        (
          await queryRows<{ price: string }>(
            db(),
            sql`select price from offers where store_id = ${own.id} and deleted_at is null order by price`,
          )
        ).map((r) => Number(r.price))
      expect(await pricesOf()).toEqual([110_000, 220_000])
      for (const body of [
        { type: 'fixed', value: 150_000, operation: 'decrease' },
        { type: 'fixed', value: 110_000, operation: 'decrease' },
        { type: 'percentage', value: 100, operation: 'decrease' },
      ] as const) {
        for (const dry_run of [false, true]) {
          const refused = await c.api.PATCH('/stores/{store_slug}/products/bulk-update', {
            params: { path, header: { 'Idempotency-Key': newIdempotencyKey() } },
            body: { ...body, dry_run },
          })
          expect([body, dry_run, refused.response.status, refused.error?.detail]).toEqual([
            body,
            dry_run,
            422,
            'با این کاهش، قیمت برخی کالاها صفر یا کمتر می‌شود؛ مقدار کمتری وارد کنید',
          ])
        }
      }
      expect(await pricesOf()).toEqual([110_000, 220_000])
      // The storefront shows the new price at once.
      const page = await unwrap(c.api.GET('/public/products/{id}', { params: { path: { id: first.productId } } }))
      expect(page.best_offer?.price).toBe(110_000)
    })

    it('turns every offer off: the storefront cannot sell them, then on again', async () => {
      const own = await makeStore(db())
      const c = await signIn(server(), await phoneOf(own.ownerId))
      const offer = await makeOffer(db(), own.id, 50_000, 3)
      const off = await unwrap(
        c.api.PATCH('/stores/{store_slug}/products/availability', {
          params: { path: { store_slug: own.slug } },
          body: { is_available: false },
        }),
      )
      expect(off.updated).toBe(1)
      // Not for sale, which is not «ناموجود» (out of stock): its stock stays.
      expect(off.detail).toBe('فروش ۱ کالا غیرفعال شد')
      const [kept] = await db().select({ stock: t.offers.stock }).from(t.offers).where(eq(t.offers.id, offer.offerId))
      expect(kept.stock).toBe(3)
      const buyer = await signIn(server())
      const add = await buyer.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } })
      expect(add.response.status).not.toBe(200)
      const page = await unwrap(buyer.api.GET('/public/products/{id}', { params: { path: { id: offer.productId } } }))
      expect(page.best_offer).toBeNull()
    })

    it('refuses to remove an offer an open order holds (soft-delete.test.ts: past orders only)', async () => {
      const offer = await makeOffer(db(), storeId, 80_000, 3)
      await sell(offer.offerId, storeId)
      const removed = await seller.api.DELETE('/products/{id}', {
        params: { path: { id: offer.productId }, query: { store_id: storeId } },
      })
      expect(removed.response.status).toBe(409)
      expect(removed.error?.detail).toContain('۱ سفارش باز')
    })
  })

  /** A customer buys one unit of the offer (stock taken by checkout). */
  async function sell(offerId: number, store: number) {
    const buyer = await signIn(server())
    const userId = await userIdOf(db(), (await unwrap(buyer.api.GET('/auth/profile'))).phone)
    await unwrap(buyer.api.POST('/public/cart/items', { body: { product_store_id: offerId, quantity: 1 } }))
    return buyer.api.POST('/public/orders', {
      body: {
        address_id: await makeAddress(db(), userId),
        shipping: [{ store_id: store, method: 'tipax' }],
        payment_method: 'online',
      },
      params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
    })
  }

  describe('offline edits carry the value they were based on', () => {
    it('answers 409 with both values when a sale took stock meanwhile, and overwrites nothing', async () => {
      const offer = await makeOffer(db(), storeId, 90_000, 5)
      expect((await sell(offer.offerId, storeId)).response.status).toBe(201)
      const edit = await seller.api.PUT('/products/{id}/stock', {
        params: { path: { id: offer.productId }, query: { store_id: storeId, stock: 10, expected_stock: 5 } },
      })
      expect(edit.response.status).toBe(409)
      expect(edit.error).toMatchObject({ field: 'stock', expected: 5, current: 4 })
      expect((edit.error as { detail: string }).detail).toContain('۴')
      const price = await seller.api.PUT('/products/{product_id}/store/{store_id}/assignment', {
        params: { path: { product_id: offer.productId, store_id: storeId } },
        body: { price: 95_000, expected_price: 80_000 },
      })
      expect(price.response.status).toBe(409)
      expect(price.error).toMatchObject({ field: 'price', expected: 80_000, current: 90_000 })
      const now = await unwrap(
        seller.api.GET('/products/{id}', { params: { path: { id: offer.productId }, query: { store_id: storeId } } }),
      )
      expect(now).toMatchObject({ stock: 4, price: 90_000 })
      const ok = await unwrap(
        seller.api.PUT('/products/{id}/stock', {
          params: { path: { id: offer.productId }, query: { store_id: storeId, stock: 10, expected_stock: 4 } },
        }),
      )
      expect(ok.stock).toBe(10)
    })

    it('a concurrent sale and an offline stock edit: one of them loses cleanly, never a negative or lost sale', async () => {
      const rounds = server().kind === 'postgres' ? 10 : 2
      for (let round = 0; round < rounds; round++) {
        const offer = await makeOffer(db(), storeId, 70_000, 1)
        const [sale, edit] = await Promise.all([
          sell(offer.offerId, storeId),
          seller.api.PUT('/products/{id}/stock', {
            params: { path: { id: offer.productId }, query: { store_id: storeId, stock: 3, expected_stock: 1 } },
          }),
        ])
        const [row] = await queryRows<{ stock: number }>(
          db(),
          sql`select stock from offers where id = ${offer.offerId}`,
        )
        expect(row.stock).toBeGreaterThanOrEqual(0)
        const sold = sale.response.status === 201
        if (edit.response.status === 200) expect(row.stock).toBe(sold ? 2 : 3)
        else {
          expect(edit.response.status).toBe(409)
          expect(sold).toBe(true)
          expect(row.stock).toBe(0)
        }
      }
    })
  })
})
