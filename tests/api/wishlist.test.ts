// The wishlist (issue 31): keeping and removing are idempotent (a change replayed from the offline
// queue is the same change), every price an offer has had is kept, and a watcher hears of a price
// drop or a product back in stock through their inbox, once, only when their alert applies. Prices
// and stock move through the seller's own API calls and a cancelled order, as they do in use; the
// signals the triggers leave are fanned out by the sweeper's job (called here directly).
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { fanOutWishlistSignals } from '../../server/modules/wishlist/alerts'
import { addToCart, type Buyer, buyer } from './fixtures/discounts'
import { type Shop, shopWithSeller } from './fixtures/reviews'
import { makeOffer } from './fixtures/shop'
import { client, describeEachDb, type TestClient } from './harness'

const fa = (n: number | string) => String(n).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)])
/** 690000 → '۶۹۰٬۰۰۰ تومان' */
const toman = (n: number) => `${fa(String(n).replace(/\B(?=(\d{3})+$)/g, '٬'))} تومان`

describeEachDb('wishlist', (server) => {
  const db = () => server().app.deps.db
  let shop: Shop

  beforeAll(async () => {
    shop = await shopWithSeller(server())
  })

  /** The seller's own change of their offer (price, stock, availability), through the API. */
  const setOffer = (productId: number, change: { price?: number; stock?: number; is_available?: boolean }) =>
    unwrap(
      shop.seller.api.PUT('/products/{product_id}/store/{store_id}/assignment', {
        params: { path: { product_id: productId, store_id: shop.store.id } },
        body: change,
      }),
    )
  const keep = (c: TestClient, productId: number, body: Record<string, unknown> = {}) =>
    c.api.PUT('/wishlist/{product_id}', { params: { path: { product_id: productId } }, body })
  const wishNotices = async (c: TestClient) =>
    (await unwrap(c.api.GET('/notifications'))).items.filter((n) => n.event.startsWith('wish_'))
  const stored = (userId: number) =>
    queryRows<{ product_id: number; back_in_stock: boolean; price_drop: boolean; price_drop_percent: number }>(
      db(),
      sql`select product_id, back_in_stock, price_drop, price_drop_percent from wishlist_items
        where user_id = ${userId} order by product_id`,
    )
  const signals = (productId: number) =>
    queryRows<{ kind: string }>(
      db(),
      sql`select kind from wishlist_signals where product_id = ${productId} order by id`,
    )

  describe('keeping and removing', () => {
    it('keeps a product once however often it is sent, lists it as a card, and removes it once', async () => {
      const c = await buyer(server())
      const { productId, offerId } = await makeOffer(db(), shop.store.id, 250_000, 5)
      const first = await unwrap(keep(c, productId))
      expect(first).toMatchObject({
        alerts: { back_in_stock: false, price_drop: false },
        price_drop_percent: 10,
        price_at_add: 250_000,
        product: { id: productId, price: 250_000, is_available: true, product_store_id: offerId },
      })
      // The same call again (a replayed offline change) changes nothing.
      const again = await unwrap(keep(c, productId))
      expect(again).toEqual(first)
      const other = await makeOffer(db(), shop.store.id, 90_000, 0) // out of stock
      await unwrap(keep(c, other.productId, { back_in_stock: true }))

      const page = await unwrap(c.api.GET('/wishlist'))
      expect(page.total).toBe(2)
      expect(page.items.map((i) => i.product.id)).toEqual([other.productId, productId]) // newest first
      expect(page.items[0]).toMatchObject({
        alerts: { back_in_stock: true, price_drop: false },
        price_at_add: null,
        product: { is_available: false },
      })
      expect(await unwrap(c.api.GET('/wishlist/ids'))).toEqual({ product_ids: [other.productId, productId] })

      // Changing the alerts changes only what is named.
      const changed = await unwrap(keep(c, productId, { price_drop: true, price_drop_percent: 20 }))
      expect(changed).toMatchObject({
        alerts: { back_in_stock: false, price_drop: true },
        price_drop_percent: 20,
        added_at: first.added_at,
      })

      const removed = await c.api.DELETE('/wishlist/{product_id}', { params: { path: { product_id: productId } } })
      expect(removed.response.status).toBe(204)
      const twice = await c.api.DELETE('/wishlist/{product_id}', { params: { path: { product_id: productId } } })
      expect(twice.response.status).toBe(204)
      expect(await stored(c.userId)).toEqual([
        { product_id: other.productId, back_in_stock: true, price_drop: false, price_drop_percent: 10 },
      ])
      expect(await unwrap(c.api.GET('/wishlist/ids'))).toEqual({ product_ids: [other.productId] })
    })

    it('pages the list', async () => {
      const c = await buyer(server())
      for (let i = 0; i < 3; i++) await unwrap(keep(c, (await makeOffer(db(), shop.store.id, 10_000 + i, 1)).productId))
      const page = await unwrap(c.api.GET('/wishlist', { params: { query: { skip: 2, limit: 2 } } }))
      expect(page).toMatchObject({ total: 3, skip: 2, limit: 2 })
      expect(page.items).toHaveLength(1)
      const beyond = await unwrap(c.api.GET('/wishlist', { params: { query: { skip: 5 } } }))
      expect(beyond).toMatchObject({ items: [], total: 3 })
    })

    it('answers an unknown product 404 in Persian, and bad input 422, changing nothing', async () => {
      const c = await buyer(server())
      const { productId } = await makeOffer(db(), shop.store.id, 40_000, 3)
      await unwrap(keep(c, productId, { price_drop: true }))
      const before = await stored(c.userId)

      for (const missing of [2_000_000_000, 9_999_999_999]) {
        const answer = await keep(c, missing)
        expect(answer.response.status).toBe(404)
        expect(answer.error?.detail).toBe('محصول موردنظر یافت نشد')
      }
      // A product no store offers is not public: it cannot be kept.
      const [hidden] = await queryRows<{ id: number }>(
        db(),
        sql`insert into products (slug, name_fa, category_id, search_text)
          select 'hidden-' || gen_random_uuid(), 'کالای پنهان', category_id, 'کالای پنهان' from products
          where id = ${productId} returning id`,
      )
      expect((await keep(c, hidden.id)).response.status).toBe(404)

      const bad: Record<string, unknown>[] = [
        { price_drop_percent: 0 },
        { price_drop_percent: 91 },
        { price_drop_percent: 12.5 },
        { price_drop: 'yes' },
      ]
      for (const body of bad) {
        const answer = await keep(c, productId, body)
        expect(answer.response.status, JSON.stringify(body)).toBe(422)
        expect(answer.error?.detail).toMatch(/[\u0600-\u06FF]/)
      }
      const zero = await c.api.PUT('/wishlist/{product_id}', { params: { path: { product_id: 0 } }, body: {} })
      expect(zero.response.status).toBe(422)
      const list = await c.api.GET('/wishlist', { params: { query: { limit: 101 } } })
      expect(list.response.status).toBe(422)
      expect(await stored(c.userId)).toEqual(before)
      // A visitor has no wishlist.
      expect((await client(server()).api.GET('/wishlist/ids')).response.status).toBe(401)
    })
  })

  describe('price history', () => {
    it('keeps every price the seller sets and answers the best of each day and of the last 30 days', async () => {
      const { productId, offerId } = await makeOffer(db(), shop.store.id, 100_000, 10)
      // The offer has existed 40 days at 100,000; twenty days ago its seller lowered it to 80,000.
      await setOffer(productId, { price: 80_000 })
      const setAt = (price: number, daysAgo: number) =>
        db().execute(sql`update offer_price_history set at = now() - make_interval(days => ${daysAgo})
          where offer_id = ${offerId} and price = ${price}`)
      await setAt(100_000, 40)
      await setAt(80_000, 20)
      // Today the seller raises it to 120,000 and offers a discount beside it.
      await setOffer(productId, { price: 120_000 })
      const kept = await queryRows<{ price: string | number }>(
        db(),
        sql`select price from offer_price_history where offer_id = ${offerId} order by at`,
      )
      expect(kept.map((k) => Number(k.price))).toEqual([100_000, 80_000, 120_000])

      const history = await unwrap(
        client(server()).api.GET('/public/products/{id}/price-history', { params: { path: { id: productId } } }),
      )
      expect(history.points).toHaveLength(41)
      expect(history.points[0].price).toBe(100_000)
      expect(history.points.filter((p) => p.price === 100_000)).toHaveLength(20)
      // Today 80,000 held until the change: the day's lowest.
      expect(history.points.at(-1)?.price).toBe(80_000)
      expect(history.lowest_30_days).toBe(80_000)
      const dates = history.points.map((p) => p.date)
      expect([...dates].sort()).toEqual(dates)
      expect(new Set(dates).size).toBe(dates.length)

      // A cheaper offer of another store counts too.
      const other = await shopWithSeller(server())
      await unwrap(
        other.seller.api.POST('/products/assign-to-store', {
          body: { product_id: productId, store_id: other.store.id, price: 70_000, stock: 2, is_available: true },
        }),
      )
      const withOther = await unwrap(
        client(server()).api.GET('/public/products/{id}/price-history', { params: { path: { id: productId } } }),
      )
      expect(withOther.points.at(-1)?.price).toBe(70_000)
      expect(withOther.lowest_30_days).toBe(70_000)
    })

    it('answers a product without a price (or unknown) as it should', async () => {
      const anyone = client(server())
      const missing = await anyone.api.GET('/public/products/{id}/price-history', {
        params: { path: { id: 2_000_000_000 } },
      })
      expect(missing.response.status).toBe(404)
      expect(missing.error?.detail).toBe('محصول موردنظر یافت نشد')
      const bad = await anyone.api.GET('/public/products/{id}/price-history', { params: { path: { id: 0 } } })
      expect(bad.response.status).toBe(422)
    })
  })

  describe('alerts', () => {
    it("tells a watcher when the seller's price falls by their share, and measures the next fall from there", async () => {
      const { productId, name } = await makeOffer(db(), shop.store.id, 100_000, 10)
      const [watcher, small, notWatching, bystander] = [
        await buyer(server()),
        await buyer(server()),
        await buyer(server()),
        await buyer(server()),
      ]
      await unwrap(keep(watcher, productId, { price_drop: true })) // 10 %
      await unwrap(keep(small, productId, { price_drop: true, price_drop_percent: 30 }))
      await unwrap(keep(notWatching, productId, { back_in_stock: true })) // kept, no price alert
      void bystander // never kept it

      // 5 %: below everyone's share.
      await setOffer(productId, { price: 95_000 })
      expect(await signals(productId)).toEqual([{ kind: 'price_drop' }])
      expect(await fanOutWishlistSignals(db())).toBeGreaterThanOrEqual(1)
      expect(await signals(productId)).toEqual([])
      for (const c of [watcher, small, notWatching, bystander]) expect(await wishNotices(c)).toEqual([])

      // 11 % below the price it was kept at: the watcher hears, with both prices in toman.
      await setOffer(productId, { price: 89_000 })
      await fanOutWishlistSignals(db())
      const told = await wishNotices(watcher)
      expect(told).toHaveLength(1)
      expect(told[0]).toMatchObject({
        event: 'wish_price_drop',
        title: `قیمت «${name}» ${fa(11)}٪ کم شد`,
        body: `از ${toman(100_000)} به ${toman(89_000)} رسید`,
        read_at: null,
      })
      const [product] = await queryRows<{ slug: string }>(db(), sql`select slug from products where id = ${productId}`)
      expect(told[0].link).toBe(`/products/${productId}/${product.slug}`)
      for (const c of [small, notWatching, bystander]) expect(await wishNotices(c)).toEqual([])
      // Running again tells nothing more.
      await fanOutWishlistSignals(db())
      expect(await wishNotices(watcher)).toHaveLength(1)

      // 85,000 is 4.5 % below 89,000 (the last price told): nothing; 80,000 is 10.1 %: told again.
      await setOffer(productId, { price: 85_000 })
      await fanOutWishlistSignals(db())
      expect(await wishNotices(watcher)).toHaveLength(1)
      await setOffer(productId, { price: 80_000 })
      await fanOutWishlistSignals(db())
      const twice = await wishNotices(watcher)
      expect(twice).toHaveLength(2)
      expect(twice[0].body).toBe(`از ${toman(89_000)} به ${toman(80_000)} رسید`)
      // 30 % below 100,000 is 70,000: the patient watcher hears at 69,000.
      await setOffer(productId, { price: 69_000 })
      await fanOutWishlistSignals(db())
      expect((await wishNotices(small)).map((n) => n.body)).toEqual([`از ${toman(100_000)} به ${toman(69_000)} رسید`])
      for (const c of [notWatching, bystander]) expect(await wishNotices(c)).toEqual([])
      // A rise tells nobody and leaves no signal.
      await setOffer(productId, { price: 150_000 })
      expect(await signals(productId)).toEqual([])
    })

    it("tells a watcher when the seller's stock update brings the product back, and not before", async () => {
      const { productId, name } = await makeOffer(db(), shop.store.id, 60_000, 0)
      const watcher = await buyer(server())
      const priceOnly = await buyer(server())
      await unwrap(keep(watcher, productId, { back_in_stock: true }))
      await unwrap(keep(priceOnly, productId, { price_drop: true }))

      await unwrap(
        shop.seller.api.PUT('/products/{id}/stock', {
          params: { path: { id: productId }, query: { store_id: shop.store.id, stock: 4 } },
        }),
      )
      expect((await signals(productId)).map((s) => s.kind)).toContain('back_in_stock')
      await fanOutWishlistSignals(db())
      const told = await wishNotices(watcher)
      expect(told).toHaveLength(1)
      expect(told[0]).toMatchObject({
        event: 'wish_back_in_stock',
        title: `«${name}» دوباره موجود شد`,
        body: `اکنون با قیمت ${toman(60_000)} در راسته موجود است`,
      })
      expect(await wishNotices(priceOnly)).toEqual([])

      // More stock while it is on sale is no news; nor is a second store selling it meanwhile.
      await unwrap(
        shop.seller.api.PUT('/products/{id}/stock', {
          params: { path: { id: productId }, query: { store_id: shop.store.id, stock: 9 } },
        }),
      )
      await setOffer(productId, { is_available: false })
      await setOffer(productId, { is_available: true }) // off sale and on again: back
      await fanOutWishlistSignals(db())
      expect(await wishNotices(watcher)).toHaveLength(2)
      const other = await shopWithSeller(server())
      await unwrap(
        other.seller.api.POST('/products/assign-to-store', {
          body: { product_id: productId, store_id: other.store.id, price: 65_000, stock: 3, is_available: true },
        }),
      )
      expect((await signals(productId)).map((s) => s.kind)).not.toContain('back_in_stock')
      await fanOutWishlistSignals(db())
      expect(await wishNotices(watcher)).toHaveLength(2)
    })

    it("tells a watcher when a cancelled order's stock comes back", async () => {
      const { productId, offerId, name } = await makeOffer(db(), shop.store.id, 75_000, 1)
      const shopper: Buyer = await buyer(server())
      await addToCart(shopper, offerId, 1)
      const purchase = await unwrap(
        shopper.api.POST('/public/orders', {
          body: {
            address_id: shopper.addressId,
            shipping: [{ store_id: shop.store.id, method: 'tipax' }],
            payment_method: 'cod',
          },
          params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
        }),
      )
      // The last one is sold: the product is out of stock, and a watcher keeps it for when it is back.
      const watcher = await buyer(server())
      const kept = await unwrap(keep(watcher, productId, { back_in_stock: true }))
      expect(kept.product.is_available).toBe(false)
      expect(kept.price_at_add).toBeNull()

      await unwrap(
        shop.seller.api.PUT('/orders/{id}/status', {
          params: { path: { id: purchase.orders[0].id }, query: { store_id: shop.store.id } },
          body: { status: 'cancelled', note: 'ارسال ممکن نیست' },
        }),
      )
      await fanOutWishlistSignals(db())
      const told = await wishNotices(watcher)
      expect(told.map((n) => [n.event, n.title])).toEqual([['wish_back_in_stock', `«${name}» دوباره موجود شد`]])
      expect(await wishNotices(shopper)).toEqual([])
    })

    it('tells once when two runs fan out at once, and keeps once when the same keep arrives twice at once', async () => {
      const { productId } = await makeOffer(db(), shop.store.id, 30_000, 4)
      const watcher = await buyer(server())
      const keeps = await Promise.all([1, 2, 3].map(() => keep(watcher, productId, { price_drop: true })))
      expect(keeps.map((k) => k.response.status)).toEqual([200, 200, 200])
      expect(await stored(watcher.userId)).toHaveLength(1)
      await setOffer(productId, { price: 20_000 })
      const handled = await Promise.all([fanOutWishlistSignals(db()), fanOutWishlistSignals(db())])
      expect(handled.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
      await fanOutWishlistSignals(db())
      expect((await wishNotices(watcher)).map((n) => n.event)).toEqual(['wish_price_drop'])
      expect(await signals(productId)).toEqual([])
    })

    it('measures the first drop of a product kept out of stock from the price it came back at', async () => {
      const { productId } = await makeOffer(db(), shop.store.id, 50_000, 0)
      const watcher = await buyer(server())
      await unwrap(keep(watcher, productId, { price_drop: true, back_in_stock: true }))
      await setOffer(productId, { stock: 5 })
      await fanOutWishlistSignals(db())
      expect((await wishNotices(watcher)).map((n) => n.event)).toEqual(['wish_back_in_stock'])
      await setOffer(productId, { price: 44_000 }) // 12 % below 50,000
      await fanOutWishlistSignals(db())
      expect((await wishNotices(watcher)).map((n) => n.event)).toEqual(['wish_price_drop', 'wish_back_in_stock'])
    })
  })
})
