// Deleting a store or an offer that past orders name: refused with the number of open orders while
// any is under way; with only finished or cancelled orders it is soft-deleted - gone from the
// seller's lists, the admin's, the storefront and carts (a cart line shows it unavailable and
// checkout refuses it) - while the old orders still show their lines. Without orders the rows go.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { offerInOpenOrders } from '../../server/modules/products/offers'
import { openOrders } from '../../server/modules/stores/my-stores'
import { key, sellerDesk } from './fixtures/seller-desk'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { signInAdmin } from './fixtures/stores'
import { describeEachDb, nextPhone, signIn, type TestClient } from './harness'

describeEachDb('soft delete of stores and offers', (server) => {
  const desk = sellerDesk(server)
  const { db, body, create, move, sellerOf } = desk

  const offerRow = async (id: number) =>
    (
      await queryRows<{ deleted: boolean; is_available: boolean; stock: number }>(
        db(),
        sql`select deleted_at is not null as deleted, is_available, stock from offers where id = ${id}`,
      )
    )[0]

  const checkout = async (customer: TestClient, storeId: number) => {
    const userId = await userIdOf(db(), (await unwrap(customer.api.GET('/auth/profile'))).phone)
    return customer.api.POST('/public/orders', {
      body: {
        address_id: await makeAddress(db(), userId),
        shipping: [{ store_id: storeId, method: 'post_pishtaz' }],
        payment_method: 'online',
      },
      params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
    })
  }

  it('refuses a store with open orders naming how many, and soft-deletes one with only past orders', async () => {
    const store = await makeStore(db())
    const owner = await sellerOf(store)
    const sold = await makeOffer(db(), store.id, 100_000, 10)
    const other = await makeOffer(db(), store.id, 50_000, 5)
    const customerPhone = nextPhone()
    const line = { product_store_id: sold.offerId, quantity: 2 }
    const orderBody = (payment_method: 'cod' | 'online') =>
      body([line], { store_id: store.id, customer_phone: customerPhone, payment_method })
    const first = await unwrap(create(orderBody('cod'), key(), owner))
    const second = await unwrap(create(orderBody('online'), key(), owner))
    const customer = await signIn(server(), customerPhone)
    await unwrap(customer.api.POST('/public/cart/items', { body: { product_store_id: other.offerId, quantity: 1 } }))

    const path = { params: { path: { id: store.id } } }
    const open = await owner.api.DELETE('/stores/{id}', path)
    expect(open.response.status).toBe(409)
    expect(open.error?.detail).toBe(openOrders(2))
    expect(open.error?.detail).toContain('۲ سفارش باز')
    await unwrap(move(first.id, { status: 'processing' }, {}, owner, store.id))
    await unwrap(move(first.id, { status: 'shipped', tracking_code: 'PST-12345' }, {}, owner, store.id))
    await unwrap(move(second.id, { status: 'cancelled' }, {}, owner, store.id))
    expect((await owner.api.DELETE('/stores/{id}', path)).error?.detail).toBe(openOrders(1))
    await unwrap(move(first.id, { status: 'delivered' }, {}, owner, store.id))

    expect((await unwrap(owner.api.DELETE('/stores/{id}', path))).detail).toBe('فروشگاه حذف شد')
    // The database keeps the store and its offers for the orders, marked deleted and off sale.
    const [row] = await queryRows<{ deleted: boolean; verified: boolean; slug: string }>(
      db(),
      sql`select deleted_at is not null as deleted, verified, slug from stores where id = ${store.id}`,
    )
    expect(row).toEqual({ deleted: true, verified: false, slug: `${store.slug}-deleted-${store.id}` })
    expect(await offerRow(sold.offerId)).toEqual({ deleted: true, is_available: false, stock: 8 })
    expect(await offerRow(other.offerId)).toMatchObject({ deleted: true, is_available: false })

    // Gone for its owner, the admin and the storefront.
    expect((await unwrap(owner.api.GET('/stores'))).items.map((s) => s.id)).not.toContain(store.id)
    expect((await owner.api.GET('/stores/by-id/{id}', path)).response.status).toBe(404)
    expect((await owner.api.DELETE('/stores/{id}', path)).response.status).toBe(404)
    expect((await owner.api.GET('/orders/', { params: { query: { store_id: store.id } } })).response.status).toBe(404)
    const admin = await signInAdmin(server())
    expect((await admin.api.GET('/stores/{id}', path)).response.status).toBe(404)
    expect((await admin.api.POST('/stores/{id}/verify', path)).response.status).toBe(404)
    const all = await unwrap(admin.api.GET('/stores/all', { params: { query: { search: store.slug, limit: 100 } } }))
    expect(all.items.map((s) => s.id)).not.toContain(store.id)
    expect((await customer.api.GET('/public/stores/{id}', path)).response.status).toBe(404)
    const product = (id: number) => customer.api.GET('/public/products/{id}', { params: { path: { id } } })
    expect((await product(sold.productId)).response.status).toBe(404)
    expect((await product(other.productId)).response.status).toBe(404)
    const search = await unwrap(customer.api.GET('/public/products', { params: { query: { search: other.name } } }))
    expect(search.items.map((p) => p.id)).not.toContain(other.productId)

    // The cart shows the line as unavailable and checkout refuses it.
    const cart = await unwrap(customer.api.GET('/public/cart'))
    const item = cart.items.find((i) => i.product_store_id === other.offerId)
    expect(item?.problem?.code).toBe('unavailable')
    expect(item?.max_quantity).toBe(0)
    const refused = await checkout(customer, store.id)
    expect(refused.response.status).toBe(409)
    expect(refused.error?.detail).toContain('دیگر فروخته نمی‌شود')

    // The old orders still show their lines, to the seller and to the customer.
    const seen = await unwrap(owner.api.GET('/orders/{id}', { params: { path: { id: first.id } } }))
    expect(seen.items.map((i) => [i.product_store_id, i.quantity])).toEqual([[sold.offerId, 2]])
    expect(seen.store.name).toBe(store.name)
    const mine = await unwrap(
      customer.api.GET('/public/orders/{order_id}', { params: { path: { order_id: first.id } } }),
    )
    expect(mine.items[0].name).toBe(sold.name)
    // A new store may take the freed slug.
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from stores where slug = ${store.slug}`,
    )
    expect(n).toBe(0)
  })

  it('deletes a store without any order outright', async () => {
    const store = await makeStore(db())
    const owner = await sellerOf(store)
    const offer = await makeOffer(db(), store.id, 10_000, 1)
    await unwrap(owner.api.DELETE('/stores/{id}', { params: { path: { id: store.id } } }))
    const rows = await queryRows(db(), sql`select id from stores where id = ${store.id}`)
    expect(rows).toEqual([])
    expect(await offerRow(offer.offerId)).toBeUndefined()
  })

  it('refuses an offer in open orders naming how many, soft-deletes one with only past orders, and revives it', async () => {
    const storeId = desk.store.id
    const offer = await makeOffer(db(), storeId, 80_000, 10)
    const order = await unwrap(
      create(body([{ product_store_id: offer.offerId, quantity: 3 }], { payment_method: 'online' })),
    )
    const customer = await signIn(server())
    await unwrap(customer.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
    const productPath = { params: { path: { id: offer.productId }, query: { store_id: storeId } } }
    const open = await desk.seller.api.DELETE('/products/{id}', productPath)
    expect(open.response.status).toBe(409)
    expect(open.error?.detail).toBe(offerInOpenOrders(1))
    expect(await offerRow(offer.offerId)).toEqual({ deleted: false, is_available: true, stock: 7 })

    await unwrap(move(order.id, { status: 'cancelled' }))
    expect((await desk.seller.api.DELETE('/products/{id}', productPath)).response.status).toBe(204)
    // Kept for the cancelled order (its stock given back), marked deleted and off sale.
    expect(await offerRow(offer.offerId)).toEqual({ deleted: true, is_available: false, stock: 10 })

    // Gone from the seller's list and reads, and its writes.
    const list = await unwrap(
      desk.seller.api.GET('/products/store/{store_id}/assignments', {
        params: { path: { store_id: storeId }, query: { limit: 100 } },
      }),
    )
    expect(list.items.map((a) => a.id)).not.toContain(offer.offerId)
    expect((await desk.seller.api.GET('/products/{id}', productPath)).response.status).toBe(404)
    expect((await desk.seller.api.DELETE('/products/{id}', productPath)).response.status).toBe(404)
    const stock = await desk.seller.api.PUT('/products/{id}/stock', {
      params: { path: { id: offer.productId }, query: { store_id: storeId, stock: 4 } },
    })
    expect(stock.response.status).toBe(404)
    // A bulk change does not touch it (nor bring it back on sale).
    await unwrap(
      desk.seller.api.PATCH('/stores/{store_slug}/products/availability', {
        params: { path: { store_slug: desk.store.slug } },
        body: { is_available: true },
      }),
    )
    expect(await offerRow(offer.offerId)).toEqual({ deleted: true, is_available: false, stock: 10 })
    // A manual order cannot take it.
    const manual = await create(body([{ product_store_id: offer.offerId, quantity: 1 }]))
    expect(manual.response.status).toBe(404)

    // The storefront: the product (offered by no one else) is gone; the cart line is unavailable.
    const publicProduct = await customer.api.GET('/public/products/{id}', { params: { path: { id: offer.productId } } })
    expect(publicProduct.response.status).toBe(404)
    const cart = await unwrap(customer.api.GET('/public/cart'))
    expect(cart.items.find((i) => i.product_store_id === offer.offerId)?.problem?.code).toBe('unavailable')
    expect((await checkout(customer, storeId)).response.status).toBe(409)

    // The cancelled order still shows its line.
    const seen = await unwrap(desk.seller.api.GET('/orders/{id}', { params: { path: { id: order.id } } }))
    expect(seen.items.map((i) => [i.name, i.quantity])).toEqual([[offer.name, 3]])

    // Offering the product again brings the offer back, with the new price and stock.
    await unwrap(
      desk.seller.api.POST('/products/assign-to-store', {
        body: { product_id: offer.productId, store_id: storeId, price: 90_000, stock: 2, is_available: true },
      }),
    )
    expect(await offerRow(offer.offerId)).toEqual({ deleted: false, is_available: true, stock: 2 })
    const back = await unwrap(desk.seller.api.GET('/products/{id}', productPath))
    expect(back.price).toBe(90_000)
    expect(
      (await customer.api.GET('/public/products/{id}', { params: { path: { id: offer.productId } } })).response.status,
    ).toBe(200)
  })

  it('deletes an offer without any order outright', async () => {
    const offer = await makeOffer(db(), desk.store.id, 80_000, 10)
    await unwrap(
      desk.seller.api.DELETE('/products/{product_id}/store/{store_id}/assignment', {
        params: { path: { product_id: offer.productId, store_id: desk.store.id } },
      }),
    )
    expect(await offerRow(offer.offerId)).toBeUndefined()
  })
})
