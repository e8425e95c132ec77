// The admin's stores (list, get, verify, unverify), the storefront hiding unverified stores, the
// seller's profile (vendors), deleting a store (refused while it has open orders), and the
// access layer's writableStore refusing the locked sections' writes of a store under review.
import { expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import { STORE_UNDER_REVIEW, writableStore } from '../../server/modules/access'
import { openOrders } from '../../server/modules/stores/my-stores'
import { UNDER_18 } from '../../server/modules/stores/vendors'
import { makeAddress, makeOffer, userIdOf } from './fixtures/shop'
import { fieldErrors, individualStore, legalEntityStore, signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn } from './harness'

describeEachDb('stores: admin, vendors, deletion and the locked store', (server) => {
  const db = () => server().app.deps.db

  it('lets an admin list, read, verify and unverify stores; the storefront shows verified ones only', async () => {
    const admin = await signInAdmin(server())
    const seller = await signIn(server())
    const phone = (await unwrap(seller.api.GET('/auth/profile'))).phone
    const store = await unwrap(seller.api.POST('/stores/legal-entity', { body: legalEntityStore() }))
    const path = { params: { path: { id: store.id } } }
    expect((await seller.api.GET('/public/stores/{id}', path)).response.status).toBe(404)

    const read = await unwrap(admin.api.GET('/stores/{id}', path))
    expect(read.owner).toMatchObject({ id: store.owner_id, phone })
    const unverified = await unwrap(
      admin.api.GET('/stores/all', { params: { query: { verified: false, search: phone } } }),
    )
    expect(unverified.items.map((s) => s.id)).toEqual([store.id])
    expect(unverified.limit).toBe(19)

    const verified = await unwrap(admin.api.POST('/stores/{id}/verify', path))
    expect(verified.verified).toBe(true)
    expect(Date.parse(verified.verified_at ?? '')).not.toBeNaN()
    const again = await unwrap(admin.api.POST('/stores/{id}/verify', path))
    expect(again.verified_at).toBe(verified.verified_at)
    expect((await unwrap(seller.api.GET('/public/stores/{id}', path))).id).toBe(store.id)
    const bySlug = await unwrap(
      admin.api.GET('/stores/all', { params: { query: { search: store.slug, verified: true } } }),
    )
    expect(bySlug.items.map((s) => s.id)).toEqual([store.id])

    expect((await unwrap(admin.api.POST('/stores/{id}/unverify', path))).verified).toBe(false)
    expect((await seller.api.GET('/public/stores/{id}', path)).response.status).toBe(404)
    expect((await seller.api.POST('/stores/{id}/verify', path)).response.status).toBe(403)
    expect((await seller.api.GET('/stores/all')).response.status).toBe(403)
    expect((await admin.api.GET('/stores/{id}', { params: { path: { id: 2_000_000_000 } } })).response.status).toBe(404)
  })

  it('saves the seller’s profile, then replaces it', async () => {
    const seller = await signIn(server())
    const body = { first_name: 'علی', last_name: 'رضایی', national_code: '۰۰۸۴۵۷۵۹۴۸', birth_date: '1990-03-21' }
    const first = await unwrap(seller.api.POST('/vendors', { body }))
    expect(first).toMatchObject({ national_code: '0084575948', email: null, birth_date: '1990-03-21' })
    const second = await unwrap(seller.api.POST('/vendors', { body: { ...body, email: 'Ali@Example.com' } }))
    expect(second).toMatchObject({ id: first.id, email: 'ali@example.com', created_at: first.created_at })
    const young = await seller.api.POST('/vendors', {
      body: { ...body, national_code: '0084575949', birth_date: '2020-01-01' },
    })
    expect(young.response.status).toBe(422)
    expect(fieldErrors(young.error)).toEqual([
      { field: 'body.national_code', message: 'کد ملی معتبر نیست' },
      { field: 'body.birth_date', message: UNDER_18 },
    ])
  })

  it('refuses to delete a store with open orders, and deletes one with past orders or none', async () => {
    const admin = await signInAdmin(server())
    const seller = await signIn(server())
    const store = await unwrap(seller.api.POST('/stores/individual', { body: individualStore() }))
    const path = { params: { path: { id: store.id } } }
    await unwrap(admin.api.POST('/stores/{id}/verify', path))
    const offer = await makeOffer(db(), store.id, 100_000, 5)

    const customer = await signIn(server())
    const customerId = await userIdOf(db(), (await unwrap(customer.api.GET('/auth/profile'))).phone)
    await unwrap(customer.api.POST('/public/cart/items', { body: { product_store_id: offer.offerId, quantity: 1 } }))
    const purchase = await unwrap(
      customer.api.POST('/public/orders', {
        body: {
          address_id: await makeAddress(db(), customerId),
          shipping: [{ store_id: store.id, method: 'post_pishtaz' }],
          payment_method: 'online',
        },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    const open = await seller.api.DELETE('/stores/{id}', path)
    expect(open.response.status).toBe(409)
    expect(open.error?.detail).toBe(openOrders(1))
    // Cancelled, the order is history: the store is soft-deleted (soft-delete.test.ts), the order keeps it.
    const orderId = purchase.orders[0].id
    await unwrap(
      seller.api.PUT('/orders/{id}/status', {
        params: { path: { id: orderId }, query: { store_id: store.id } },
        body: { status: 'cancelled' },
      }),
    )
    expect((await unwrap(seller.api.DELETE('/stores/{id}', path))).detail).toBe('فروشگاه حذف شد')

    const spare = await unwrap(seller.api.POST('/stores/individual', { body: individualStore() }))
    const sparePath = { params: { path: { id: spare.id } } }
    await unwrap(admin.api.POST('/stores/{id}/verify', sparePath))
    const sold = await makeOffer(db(), spare.id, 90_000, 3)
    expect((await admin.api.DELETE('/stores/{id}', sparePath)).response.status).toBe(404)
    expect((await unwrap(seller.api.DELETE('/stores/{id}', sparePath))).detail).toBe('فروشگاه حذف شد')
    expect((await seller.api.GET('/stores/by-id/{id}', sparePath)).response.status).toBe(404)
    // Its offers went with it: the product leaves the storefront.
    const product = { params: { path: { id: sold.productId } } }
    expect((await customer.api.GET('/public/products/{id}', product)).response.status).toBe(404)
  })

  it('writableStore: the owner of a verified store only; a store under review is 403 with the reason', async () => {
    const admin = await signInAdmin(server())
    const seller = await signIn(server())
    const other = await signIn(server())
    const store = await unwrap(seller.api.POST('/stores/individual', { body: individualStore() }))
    const who = async (c: typeof seller) => ({ id: (await unwrap(c.api.GET('/auth/profile'))).id, roles: ['provider'] })
    const owner = await who(seller)
    await expect(writableStore(db(), owner, store.id)).rejects.toMatchObject({
      statusCode: 403,
      detail: STORE_UNDER_REVIEW,
    })
    await expect(writableStore(db(), await who(other), store.id)).rejects.toMatchObject({ statusCode: 404 })
    await unwrap(admin.api.POST('/stores/{id}/verify', { params: { path: { id: store.id } } }))
    await expect(writableStore(db(), owner, store.id)).resolves.toEqual({ id: store.id })
  })
})
