// Bundles (سبد ویژه) in the cart and at checkout (decision 021): a bundle line is priced exactly as
// the storefront prices the bundle (its own percent, or a linked automatic discount), added,
// changed and removed with Idempotency-Key replays; a sold-out item is the line's problem; checkout
// charges the bundle's price, its order items add up to it to the toman, each item's stock is
// taken (with an item line of the same offer counted together), a replay makes one purchase, and
// two buyers of the last bundle make one order (PostgreSQL).
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { BUNDLE_NOT_FOUND } from '../../server/modules/bundles/public-bundles'
import { BUNDLE_NOT_IN_CART } from '../../server/modules/cart/cart-bundles'
import { makeAddress, makeCode, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { client, describeEachDb, signIn, type TestClient } from './harness'

type Cart = Schemas['Cart']
type Buyer = TestClient & { addressId: number }

describeEachDb('cart bundles', (server) => {
  const db = () => server().app.deps.db
  let store: { id: number; name: string }

  beforeAll(async () => {
    store = await makeStore(db())
  })

  async function buyer(): Promise<Buyer> {
    const c = await signIn(server())
    const userId = await userIdOf(db(), (await unwrap(c.api.GET('/auth/profile'))).phone)
    return Object.assign(c, { addressId: await makeAddress(db(), userId) })
  }

  /** A bundle of 1 × A and 2 × B (prices chosen so the saving does not divide evenly). */
  async function makeBundle(stockA = 10, stockB = 10, percent: number | null = 10) {
    const a = await makeOffer(db(), store.id, 1_000_001, stockA)
    const b = await makeOffer(db(), store.id, 333_333, stockB)
    const slug = `bundle-${a.offerId}`
    const [bundle] = await db()
      .insert(t.bundles)
      .values({ storeId: store.id, slug, name: `سبد ویژهٔ ${a.offerId}`, discountPercent: percent })
      .returning()
    await db()
      .insert(t.bundleItems)
      .values([
        { bundleId: bundle.id, offerId: a.offerId, quantity: 1 },
        { bundleId: bundle.id, offerId: b.offerId, quantity: 2 },
      ])
    const shown = await unwrap(client(server()).api.GET('/public/bundles/{id}', { params: { path: { id: slug } } }))
    return { id: bundle.id, a, b, shown }
  }

  const key = (k = newIdempotencyKey()) => ({ header: { 'Idempotency-Key': k } })
  const addCall = (c: TestClient, bundle_id: number, quantity = 1, k?: string) =>
    c.api.POST('/public/cart/bundles', { body: { bundle_id, quantity }, params: key(k) })
  const add = (c: TestClient, id: number, quantity = 1, k?: string) => unwrap(addCall(c, id, quantity, k))
  const updateCall = (c: TestClient, bundle_id: number, quantity: number, k?: string) =>
    c.api.PUT('/public/cart/bundles/{bundle_id}', { params: { path: { bundle_id }, query: { quantity }, ...key(k) } })
  const remove = (c: TestClient, bundle_id: number, k?: string) =>
    unwrap(c.api.DELETE('/public/cart/bundles/{bundle_id}', { params: { path: { bundle_id }, ...key(k) } }))
  const checkout = (c: Buyer, k = newIdempotencyKey(), code?: string) =>
    c.api.POST('/public/orders', {
      body: {
        address_id: c.addressId,
        shipping: [{ store_id: store.id, method: 'post_pishtaz' }],
        payment_method: 'online',
        ...(code ? { discount_code: code } : {}),
      },
      params: key(k),
    })
  const stockOf = async (offerId: number) =>
    (await queryRows<{ stock: number }>(db(), sql`select stock from offers where id = ${offerId}`))[0].stock
  const lineOf = (cart: Cart, id: number) => cart.bundles.find((b) => b.bundle_id === id)

  it('adds a bundle as one line at the price the storefront shows, merges, changes and removes it', async () => {
    const c = await buyer()
    const { id, a, b, shown } = await makeBundle()
    // 1,666,667 less 10 % (166,666): the storefront's own figure, not one made up here.
    expect(shown).toMatchObject({ price: 1_666_667, selling_price: 1_500_001 })
    const cart = await add(c, id)
    expect(lineOf(cart, id)).toEqual({
      bundle_id: id,
      name: shown.name,
      slug: shown.slug,
      image_url: null,
      store: expect.objectContaining({ id: store.id, name: store.name }),
      quantity: 1,
      items: [
        {
          product_store_id: a.offerId,
          product_id: a.productId,
          product_slug: expect.any(String),
          name: a.name,
          quantity: 1,
        },
        {
          product_store_id: b.offerId,
          product_id: b.productId,
          product_slug: expect.any(String),
          name: b.name,
          quantity: 2,
        },
      ],
      price: { selling_price: shown.selling_price, original_price: shown.price, unit_price: shown.selling_price },
      line_total: shown.selling_price,
      max_quantity: 5,
      problem: null,
    })
    expect(cart).toMatchObject({ items: [], total: shown.selling_price, original_total: shown.price, count: 1 })

    expect(lineOf(await add(c, id, 2), id)?.quantity).toBe(3)
    const changed = await unwrap(updateCall(c, id, 4))
    expect(lineOf(changed, id)).toMatchObject({ quantity: 4, line_total: 4 * shown.selling_price })
    expect(changed.total).toBe(4 * shown.selling_price)
    const emptied = await remove(c, id)
    expect(emptied.bundles).toEqual([])
    // Removing it again (a replayed change) answers the cart as it is.
    expect((await remove(c, id)).bundles).toEqual([])
  })

  it('applies a replayed add once', async () => {
    const c = await buyer()
    const { id } = await makeBundle()
    const k = newIdempotencyKey()
    await add(c, id, 1, k)
    const again = await add(c, id, 1, k)
    expect(lineOf(again, id)?.quantity).toBe(1)
    expect(lineOf(await unwrap(c.api.GET('/public/cart')), id)?.quantity).toBe(1)
  })

  it('prices a bundle with a linked automatic discount as the storefront does', async () => {
    const c = await buyer()
    const { id } = await makeBundle(10, 10, null)
    const [d] = await db()
      .insert(t.discounts)
      .values({ name: 'تخفیف سبد', type: 'fixed', value: 100_000, storeId: store.id })
      .returning()
    await db().insert(t.discountBundles).values({ discountId: d.id, bundleId: id })
    const shown = await unwrap(
      client(server()).api.GET('/public/bundles/{id}', { params: { path: { id: String(id) } } }),
    )
    expect(shown.selling_price).toBe(1_666_667 - 100_000)
    expect(lineOf(await add(c, id), id)?.price.selling_price).toBe(shown.selling_price)
  })

  it('refuses what cannot be bought: 404 for an unknown or inactive bundle, 409 beyond stock', async () => {
    const c = await buyer()
    const { id } = await makeBundle(3, 4) // B covers 2 bundles
    await expect(add(c, 2_000_000_000)).rejects.toMatchObject({ status: 404, detail: BUNDLE_NOT_FOUND })
    await expect(add(c, id, 3)).rejects.toMatchObject({ status: 409, detail: expect.stringContaining('۲ سبد') })
    await add(c, id, 2)
    await expect(unwrap(updateCall(c, id, 3))).rejects.toMatchObject({ status: 409 })
    await expect(unwrap(updateCall(c, id + 1_000_000, 1))).rejects.toMatchObject({
      status: 404,
      detail: BUNDLE_NOT_IN_CART,
    })
    const inactive = await makeBundle()
    await db().update(t.bundles).set({ isActive: false }).where(sql`id = ${inactive.id}`)
    await expect(add(c, inactive.id)).rejects.toMatchObject({ status: 404, detail: BUNDLE_NOT_FOUND })
    const anonymous = await client(server()).api.POST('/public/cart/bundles', { body: { bundle_id: id, quantity: 1 } })
    expect(anonymous.response.status).toBe(401)
  })

  it('shows a sold-out item as the line problem, leaves it out of the total, and checkout refuses it', async () => {
    const c = await buyer()
    const { id, b } = await makeBundle()
    await add(c, id)
    await db().execute(sql`update offers set stock = 0 where id = ${b.offerId}`)
    const cart = await unwrap(c.api.GET('/public/cart'))
    expect(lineOf(cart, id)?.problem).toMatchObject({
      bundle_id: id,
      code: 'sold_out',
      message: `«${b.name}» از این سبد ویژه تمام شده است`,
    })
    expect(lineOf(cart, id)?.max_quantity).toBe(0)
    expect(cart.total).toBe(0)
    const res = await checkout(c)
    expect(res.response.status).toBe(409)
    expect((res.error as { detail: string }).detail).toContain('تمام شده است')
  })

  it('checks out a bundle at its price: items add up to it, stock taken per item, a replay is one purchase', async () => {
    const c = await buyer()
    const { id, a, b, shown } = await makeBundle()
    await add(c, id, 2)
    await unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: a.offerId, quantity: 1 } }))
    const k = newIdempotencyKey()
    const res = await checkout(c, k)
    expect(res.response.status).toBe(201)
    const purchase = res.data as Schemas['Purchase']
    const itemPrice = 1_000_001 // no discount on the offer itself
    expect(purchase.total).toBe(2 * shown.selling_price + itemPrice + 50_000)
    const [o] = purchase.orders
    expect(o.subtotal).toBe(2 * shown.selling_price + itemPrice)
    expect(o.items.reduce((sum, i) => sum + i.total, 0)).toBe(o.subtotal)
    const rows = await queryRows<{ bundle_id: number | null; total: number; quantity: number; offer_id: number }>(
      db(),
      sql`select bundle_id, unit_price * quantity as total, quantity, offer_id from order_items where order_id = ${o.id}`,
    )
    const inBundle = rows.filter((r) => r.bundle_id === id)
    expect(inBundle.reduce((sum, r) => sum + Number(r.total), 0)).toBe(2 * shown.selling_price)
    const units = (offer: number) => inBundle.filter((r) => r.offer_id === offer).reduce((s, r) => s + r.quantity, 0)
    expect([units(a.offerId), units(b.offerId)]).toEqual([2, 4])
    expect(await stockOf(a.offerId)).toBe(10 - 2 - 1)
    expect(await stockOf(b.offerId)).toBe(10 - 4)
    const cart = await unwrap(c.api.GET('/public/cart'))
    expect([cart.items, cart.bundles]).toEqual([[], []])

    const replay = await checkout(c, k)
    expect(replay.response.status).toBe(201)
    expect((replay.data as Schemas['Purchase']).id).toBe(purchase.id)
    const [count] = await queryRows<{ n: number }>(
      db(),
      sql`select count(distinct o.purchase_id)::int as n from order_items i join orders o on o.id = i.order_id
        where i.bundle_id = ${id}`,
    )
    expect(count.n).toBe(1)
    expect(await stockOf(b.offerId)).toBe(6)
  })

  it('counts an offer in an item line and in a bundle together at checkout', async () => {
    const c = await buyer()
    const { id, a } = await makeBundle(2, 10)
    await add(c, id, 2)
    await unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: a.offerId, quantity: 1 } }))
    const res = await checkout(c)
    expect(res.response.status).toBe(409)
    expect((res.error as { detail: string }).detail).toContain('کافی نیست')
    expect(await stockOf(a.offerId)).toBe(2)
  })

  it('applies a discount code to item lines only', async () => {
    const c = await buyer()
    const { id } = await makeBundle()
    const code = `BND${id}`
    await makeCode(db(), code, { storeId: store.id })
    await add(c, id)
    const res = await checkout(c, newIdempotencyKey(), code)
    expect(res.response.status).toBe(422)
  })

  it('sells the last bundle once when two buyers check out at the same moment', async () => {
    const { id, a, b } = await makeBundle(1, 2)
    const buyers = [await buyer(), await buyer()]
    for (const c of buyers) await add(c, id)
    const results = await Promise.all(buyers.map((c) => checkout(c)))
    expect(results.map((r) => r.response.status).sort()).toEqual([201, 409])
    expect([await stockOf(a.offerId), await stockOf(b.offerId)]).toEqual([0, 0])
  })
})
