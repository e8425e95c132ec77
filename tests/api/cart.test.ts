// The customer's cart through the SDK over the catalog fixture: add, read, update, remove; merged
// adds and the badge count; 404 for an offer or item one may not reach; 409 for stock; 422 for
// bad input; re-pricing and problems when offers change; Idempotency-Key replays.
import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import { KEY_REUSED } from '../../server/db/idempotency'
import { offers, stores } from '../../server/db/schema/index'
import { type CartItemAdd as Add, ITEM_NOT_FOUND, OFFER_NOT_FOUND } from '../../server/modules/cart/cart'
import {
  NOT_ENOUGH_STOCK,
  notEnoughStock,
  PRICE_CHANGED,
  SOLD_OUT,
  UNAVAILABLE,
} from '../../server/modules/cart/cart-pricing'
import { refreshProductSummaries } from '../../server/modules/catalog/summary'
import { type CatalogFixture, loadCatalogFixture } from './fixtures/catalog'
import { client, describeEachDb, signIn, type TestClient } from './harness'

type Cart = Schemas['Cart']
/** The generated body type makes the defaulted quantity required; the contract does not. */
type SdkAdd = Schemas['CartItemAdd']

describeEachDb('cart', (server) => {
  let f: CatalogFixture
  beforeAll(async () => {
    f = await loadCatalogFixture(server().app.deps.db)
  })

  const keyHeader = (key?: string) => (key ? { header: { 'Idempotency-Key': key } } : {})
  const getCart = (c: TestClient) => unwrap(c.api.GET('/public/cart'))
  const addCall = (c: TestClient, body: Add, key?: string) =>
    c.api.POST('/public/cart/items', { body: body as SdkAdd, params: keyHeader(key) })
  const add = (c: TestClient, body: Add, key?: string) => unwrap(addCall(c, body, key))
  const updateCall = (c: TestClient, id: number, quantity: number, key?: string) =>
    c.api.PUT('/public/cart/items/{item_id}', {
      params: { path: { item_id: id }, query: { quantity }, ...keyHeader(key) },
    })
  const update = (c: TestClient, id: number, quantity: number, key?: string) => unwrap(updateCall(c, id, quantity, key))
  const remove = (c: TestClient, id: number, key?: string) =>
    unwrap(c.api.DELETE('/public/cart/items/{item_id}', { params: { path: { item_id: id }, ...keyHeader(key) } }))
  const fails = (call: Promise<unknown>, status: number, detail?: string) =>
    expect(unwrap(call as ReturnType<typeof addCall>)).rejects.toMatchObject(detail ? { status, detail } : { status })
  const itemOf = (cart: Cart, offer: string) => cart.items.find((i) => i.product_store_id === f.offer[offer])

  /** Changes an offer the way a seller would, and the catalogue summaries with it. */
  async function setOffer(key: string, values: Partial<typeof offers.$inferInsert>) {
    const db = server().app.deps.db
    await db.update(offers).set(values).where(eq(offers.id, f.offer[key]))
    await refreshProductSummaries(db, [f.product[key.split('@')[0]]])
  }

  it('answers 401 without a token', async () => {
    const anonymous = client(server())
    expect((await anonymous.api.GET('/public/cart')).response.status).toBe(401)
    const posted = await anonymous.api.POST('/public/cart/items', {
      body: { product_store_id: f.offer['case@pars'] } as SdkAdd,
    })
    expect(posted.response.status).toBe(401)
    const deleted = await anonymous.api.DELETE('/public/cart/items/{item_id}', { params: { path: { item_id: 1 } } })
    expect(deleted.response.status).toBe(401)
  })

  it('makes an empty cart on first read, the same one every time', async () => {
    const c = await signIn(server())
    const cart = await getCart(c)
    expect(cart).toEqual({
      id: expect.any(Number),
      items: [],
      bundles: [],
      total: 0,
      original_total: 0,
      count: 0,
      problems: [],
    })
    expect((await getCart(c)).id).toBe(cart.id)
  })

  it('adds, reads, updates and removes items, priced by the server, newest first', async () => {
    const c = await signIn(server())
    const first = await add(c, { product_store_id: f.offer['a55@pars'], quantity: 2 })
    expect(first.items).toEqual([
      {
        id: expect.any(Number),
        quantity: 2,
        product_store_id: f.offer['a55@pars'],
        // pars' 10% store-wide discount
        price: { selling_price: 18_000_000, original_price: 20_000_000, unit_price: 18_000_000 },
        line_total: 36_000_000,
        max_quantity: 5,
        product: {
          id: f.product.a55,
          slug: 'a55',
          name: 'گوشی موبایل سامسونگ مدل Galaxy A55 ظرفیت ۲۵۶ گیگابایت',
          images: [
            { url: '/media/products/a55-1.webp' },
            { url: '/media/products/a55-0.webp' },
            { url: '/media/products/a55-2.webp' },
          ],
          store: {
            id: f.store.pars,
            name: 'دیجی‌پارس',
            slug: 'pars-digital',
            verified: true,
            logo_url: null,
            city: 'تهران',
          },
        },
        problem: null,
      },
    ])
    expect(first).toMatchObject({ total: 36_000_000, original_total: 40_000_000, count: 2, problems: [] })

    // quantity defaults to 1; the newest item comes first
    const second = await add(c, { product_store_id: f.offer['charger@center'] })
    expect(second.items.map((i) => i.product_store_id)).toEqual([f.offer['charger@center'], f.offer['a55@pars']])
    expect(second.items[0]).toMatchObject({ quantity: 1, line_total: 500_000, max_quantity: 20 })
    expect(second.items[0].product.images).toEqual([])
    expect(second).toMatchObject({ id: first.id, total: 36_500_000, original_total: 40_500_000, count: 3 })
    expect(await getCart(c)).toEqual(second)

    const a55 = first.items[0].id
    const updated = await update(c, a55, 5)
    expect(itemOf(updated, 'a55@pars')).toMatchObject({ id: a55, quantity: 5, line_total: 90_000_000 })
    expect(updated).toMatchObject({ total: 90_500_000, count: 6 })

    const charger = second.items[0].id
    const removed = await remove(c, charger)
    expect(removed.items.map((i) => i.id)).toEqual([a55])
    expect(removed).toMatchObject({ total: 90_000_000, original_total: 100_000_000, count: 5 })
    // removing it again (a replayed offline change) answers the cart as it is
    expect(await remove(c, charger)).toEqual(removed)
    expect(await remove(c, 3_000_000_000)).toEqual(removed)
    expect(await getCart(c)).toEqual(removed)
  })

  it('merges an offer added twice, up to 100, and counts the badge as the sum of quantities', async () => {
    const c = await signIn(server())
    await add(c, { product_store_id: f.offer['case@pars'], quantity: 2 })
    const merged = await add(c, { product_store_id: f.offer['case@pars'], quantity: 3 })
    expect(merged.items).toHaveLength(1)
    // 300,000 less pars' 10%
    expect(merged.items[0]).toMatchObject({ quantity: 5, line_total: 1_350_000 })

    await add(c, { product_store_id: f.offer['note13@center'], quantity: 3 })
    const cart = await add(c, { product_store_id: f.offer['earpods@center'], quantity: 2 })
    expect(cart.items).toHaveLength(3)
    expect(cart.count).toBe(10)
    expect(cart.total).toBe(1_350_000 + 3 * 9_000_000 + 2 * 1_200_000)

    // the protector has 100 in stock: 60 + 60 stops at the cap of 100
    await add(c, { product_store_id: f.offer['protector@pars'], quantity: 60 })
    const capped = await add(c, { product_store_id: f.offer['protector@pars'], quantity: 60 })
    expect(itemOf(capped, 'protector@pars')).toMatchObject({ quantity: 100, max_quantity: 100 })
    expect(capped.count).toBe(110)
  })

  it('adds many of one offer at once without losing a change', async () => {
    const c = await signIn(server())
    await Promise.all(Array.from({ length: 5 }, () => add(c, { product_store_id: f.offer['stories@ketab'] })))
    const cart = await getCart(c)
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0].quantity).toBe(5)
  })

  it('answers 404 for an offer of an unverified store, an unknown offer, or another user’s item', async () => {
    const c = await signIn(server())
    await fails(addCall(c, { product_store_id: f.offer['a55@hidden'] }), 404, OFFER_NOT_FOUND)
    await fails(addCall(c, { product_store_id: 999_999 }), 404, OFFER_NOT_FOUND)
    await fails(addCall(c, { product_store_id: 3_000_000_000 }), 404, OFFER_NOT_FOUND)

    const owner = await signIn(server())
    const theirs = (await add(owner, { product_store_id: f.offer['note13@center'] })).items[0]
    await fails(updateCall(c, theirs.id, 2), 404, ITEM_NOT_FOUND)
    await fails(updateCall(c, 999_999, 2), 404, ITEM_NOT_FOUND)
    await fails(updateCall(c, 3_000_000_000, 2), 404, ITEM_NOT_FOUND)
    // deleting someone else's item leaves it where it is
    expect((await remove(c, theirs.id)).items).toEqual([])
    expect((await getCart(owner)).items.map((i) => i.id)).toEqual([theirs.id])
    expect((await getCart(c)).items).toEqual([])
  })

  it('answers 409 for a sold out or withdrawn offer and for more than the stock', async () => {
    const c = await signIn(server())
    await fails(addCall(c, { product_store_id: f.offer['iphone15@pars'] }), 409, SOLD_OUT)
    await fails(addCall(c, { product_store_id: f.offer['book-code@ketab'] }), 409, SOLD_OUT)
    await fails(addCall(c, { product_store_id: f.offer['iphone15@center'] }), 409, UNAVAILABLE)
    // a55 at center has 2 in stock
    await fails(addCall(c, { product_store_id: f.offer['a55@center'], quantity: 3 }), 409, notEnoughStock(2))
    const cart = await add(c, { product_store_id: f.offer['a55@center'], quantity: 2 })
    const refused = await addCall(c, { product_store_id: f.offer['a55@center'] })
    expect(refused.response.status).toBe(409)
    expect(refused.error?.detail).toContain(NOT_ENOUGH_STOCK)
    expect(refused.error?.detail).toContain('۲')
    await fails(updateCall(c, cart.items[0].id, 3), 409, notEnoughStock(2))
    // nothing changed
    expect(await getCart(c)).toEqual(cart)
  })

  it('answers 422 for quantities out of range and a malformed body', async () => {
    const c = await signIn(server())
    const item = (await add(c, { product_store_id: f.offer['redmi13c@center'] })).items[0]
    await fails(addCall(c, { product_store_id: f.offer['redmi13c@center'], quantity: 0 }), 422)
    await fails(addCall(c, { product_store_id: f.offer['redmi13c@center'], quantity: 101 }), 422)
    await fails(addCall(c, {} as Add), 422)
    await fails(addCall(c, { product_store_id: 'abc' } as unknown as Add), 422)
    await fails(addCall(c, { product_store_id: 0 }), 422)
    await fails(updateCall(c, item.id, 0), 422)
    await fails(updateCall(c, item.id, -1), 422)
    await fails(updateCall(c, item.id, 101), 422)
    const noQuantity = await fetch(`${server().baseUrl}/public/cart/items/${item.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${c.tokens.getAccessToken()}` },
    })
    expect(noQuantity.status).toBe(422)
    const res = await c.api.POST('/public/cart/items', {
      body: { product_store_id: f.offer['case@pars'], quantity: 0 },
    })
    expect(res.error).toMatchObject({
      detail: expect.stringContaining('معتبر نیست'),
      errors: [{ field: 'body.quantity' }],
    })
    expect((await getCart(c)).items).toEqual([{ ...item }])
  })

  it('reports a changed price and re-prices the item when its quantity is set', async () => {
    const c = await signIn(server())
    // Poco X6 at pars: 15,000,000 less 10%
    const added = await add(c, { product_store_id: f.offer['poco@pars'], quantity: 2 })
    const id = added.items[0].id
    expect(added.items[0].price.unit_price).toBe(13_500_000)
    try {
      await setOffer('poco@pars', { price: 16_000_000 })
      const cart = await getCart(c)
      const problem = {
        item_id: id,
        code: 'price_changed',
        message: PRICE_CHANGED,
        new_price: 14_400_000,
        available_stock: null,
      }
      expect(cart.items[0]).toMatchObject({
        price: { selling_price: 14_400_000, original_price: 16_000_000, unit_price: 13_500_000 },
        line_total: 28_800_000,
        problem,
      })
      // price_changed only informs: the item still counts, at today's price
      expect(cart).toMatchObject({ total: 28_800_000, original_total: 32_000_000, count: 2, problems: [problem] })

      const repriced = await update(c, id, 2)
      expect(repriced.items[0]).toMatchObject({
        price: { selling_price: 14_400_000, original_price: 16_000_000, unit_price: 14_400_000 },
        problem: null,
      })
      expect(repriced.problems).toEqual([])
      // adding again takes today's price as well
      await setOffer('poco@pars', { price: 15_000_000 })
      const readded = await add(c, { product_store_id: f.offer['poco@pars'] })
      expect(readded.items[0]).toMatchObject({ quantity: 3, price: { unit_price: 13_500_000 }, problem: null })
    } finally {
      await setOffer('poco@pars', { price: 15_000_000 })
    }
  })

  it('reports sold out, short and withdrawn items, and leaves unbuyable ones out of the total', async () => {
    const c = await signIn(server())
    await add(c, { product_store_id: f.offer['tuf@center'], quantity: 2 })
    await add(c, { product_store_id: f.offer['fridge-samsung@center'], quantity: 2 })
    const before = await add(c, { product_store_id: f.offer['book-live@ketab'], quantity: 1 })
    const [book, fridge, tuf] = before.items
    expect(before).toMatchObject({ total: 2 * 55_000_000 + 2 * 55_000_000 + 250_000, count: 5 })
    try {
      await setOffer('tuf@center', { stock: 0 })
      await setOffer('fridge-samsung@center', { stock: 1 })
      await server().app.deps.db.update(stores).set({ verified: false }).where(eq(stores.id, f.store.ketab))
      const cart = await getCart(c)
      const none = { new_price: null, available_stock: null }
      expect(cart.problems).toEqual([
        { item_id: book.id, code: 'unavailable', message: UNAVAILABLE, ...none },
        { ...none, item_id: fridge.id, code: 'insufficient_stock', message: notEnoughStock(1), available_stock: 1 },
        { item_id: tuf.id, code: 'sold_out', message: SOLD_OUT, ...none },
      ])
      expect(cart.items.map((i) => i.max_quantity)).toEqual([0, 1, 0])
      expect(cart.items.map((i) => i.product.store.verified)).toEqual([false, true, true])
      // a short item still counts (checkout refuses it); sold out and withdrawn ones do not
      expect(cart).toMatchObject({ total: 2 * 55_000_000, original_total: 2 * 55_000_000, count: 5 })
      await fails(updateCall(c, tuf.id, 1), 409, SOLD_OUT)
      await fails(updateCall(c, book.id, 1), 409, UNAVAILABLE)
      // the stepper's way out: down to what is left
      const fixed = await update(c, fridge.id, 1)
      expect(fixed.problems.map((p) => p.code)).toEqual(['unavailable', 'sold_out'])

      await server().app.deps.db.update(stores).set({ verified: true }).where(eq(stores.id, f.store.ketab))
      await setOffer('book-live@ketab', { isAvailable: false })
      expect((await getCart(c)).problems.map((p) => [p.item_id, p.code])).toEqual([
        [book.id, 'unavailable'],
        [tuf.id, 'sold_out'],
      ])
      expect((await remove(c, tuf.id)).problems.map((p) => p.code)).toEqual(['unavailable'])
    } finally {
      await server().app.deps.db.update(stores).set({ verified: true }).where(eq(stores.id, f.store.ketab))
      await setOffer('book-live@ketab', { isAvailable: true })
      await setOffer('tuf@center', { stock: 3 })
      await setOffer('fridge-samsung@center', { stock: 2 })
    }
  })

  it('applies a change sent twice with one Idempotency-Key once, and refuses the key for another body', async () => {
    const c = await signIn(server())
    const key = newIdempotencyKey()
    const body = { product_store_id: f.offer['s24@center'], quantity: 1 }
    const first = await add(c, body, key)
    const replay = await add(c, body, key)
    expect(replay).toEqual(first)
    expect((await getCart(c)).items[0].quantity).toBe(1)
    await fails(addCall(c, { ...body, quantity: 2 }, key), 422, KEY_REUSED)
    // the same key for another operation is another request too
    await fails(updateCall(c, first.items[0].id, 1, key), 422, KEY_REUSED)

    // an update replayed after later changes answers its stored cart and changes nothing
    const setKey = newIdempotencyKey()
    const set = await update(c, first.items[0].id, 3, setKey)
    expect(set.count).toBe(3)
    await update(c, first.items[0].id, 2)
    expect(await update(c, first.items[0].id, 3, setKey)).toEqual(set)
    expect((await getCart(c)).count).toBe(2)

    // a removal replayed is harmless as well
    const removeKey = newIdempotencyKey()
    const removed = await remove(c, first.items[0].id, removeKey)
    expect(await remove(c, first.items[0].id, removeKey)).toEqual(removed)

    // the same key sent twice at once: one add, the same cart twice
    const racing = newIdempotencyKey()
    const both = await Promise.all([add(c, body, racing), add(c, body, racing)])
    expect(both[1]).toEqual(both[0])
    expect((await getCart(c)).items.map((i) => i.quantity)).toEqual([1])

    // keys are per user: another user's identical key is a fresh request
    const other = await signIn(server())
    expect((await add(other, body, racing)).items[0].quantity).toBe(1)
    await fails(addCall(c, body, 'short'), 422)
  })
})
