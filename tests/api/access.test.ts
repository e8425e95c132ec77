// Every operation of the contract that names an object by id (a path parameter) is in one table:
// for each implemented one, the object's owner may call it, while another seller, another
// customer and an admin (unless the spec lets admins act on every store) are refused, and a
// visitor gets 401. Public reads name objects nobody owns. Operations still answering 501 are
// listed as pending: when a panel builds one, this test fails until it joins the table.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '../../sdk'
import type { OperationId } from '../../server/contract/handlers'
import { loadContract } from '../../server/contract/load'
import * as t from '../../server/db/schema/index'
import { handlers } from '../../server/modules'
import { addRole, findOrCreate } from '../../server/modules/auth/users'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { client, describeEachDb, nextPhone, signIn, type TestClient } from './harness'

/** The objects of the owners: a customer's cart, address and online order at a seller's store. */
interface World {
  storeId: number
  cartId: number
  itemId: number
  addressId: number
  orderId: number
  purchaseId: number
}
type Answer = Promise<{ response: Response }>
interface Case {
  /** Whose object the call names */
  owner: 'customer' | 'seller'
  /** An admin may call it on someone else's object (the spec lets admins read every store) */
  admin: boolean
  call: (as: TestClient, w: World) => Answer
  /** Only admins may call it (the owner too is refused, 403, by role) */
  adminOnly?: boolean
  /**
   * What others get, 404 unless said: removing a cart item is idempotent by contract (a replayed
   * offline change is harmless), so another caller gets its own cart back, 200, and the owner's
   * item stays: `intact` proves it.
   */
  refused?: number
  intact?: (owner: TestClient, w: World) => Promise<void>
}

/** Implemented id-taking operations, in the order they run (removals last: they spend the object). */
const covered: Partial<Record<OperationId, Case>> = {
  updateCartItem: {
    owner: 'customer',
    admin: false,
    call: (c, w) =>
      c.api.PUT('/public/cart/items/{item_id}', { params: { path: { item_id: w.itemId }, query: { quantity: 1 } } }),
  },
  checkCartDiscount: {
    owner: 'customer',
    admin: false,
    call: (c, w) =>
      c.api.GET('/discounts/carts/{cart_id}', {
        params: { path: { cart_id: w.cartId }, query: { discount_code: 'NOCODE' } },
      }),
  },
  updateAddress: {
    owner: 'customer',
    admin: false,
    call: (c, w) =>
      c.api.PUT('/customers/addresses/{id}', { params: { path: { id: w.addressId } }, body: { title: 'خانه' } }),
  },
  getPurchase: {
    owner: 'customer',
    admin: false,
    call: (c, w) =>
      c.api.GET('/customers/purchases/{purchase_id}', { params: { path: { purchase_id: w.purchaseId } } }),
  },
  getPublicOrder: {
    owner: 'customer',
    admin: false,
    call: (c, w) => c.api.GET('/public/orders/{order_id}', { params: { path: { order_id: w.orderId } } }),
  },
  startPayment: {
    owner: 'customer',
    admin: false,
    call: (c, w) => c.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: w.purchaseId } } }),
  },
  getOrder: {
    owner: 'seller',
    admin: true,
    call: (c, w) => c.api.GET('/orders/{id}', { params: { path: { id: w.orderId } } }),
  },
  updateOrderStatus: {
    owner: 'seller',
    admin: true,
    // Shipping an unpaid order is refused by the flow (409): the owner passes access, nothing moves.
    call: (c, w) =>
      c.api.PUT('/orders/{id}/status', {
        params: { path: { id: w.orderId }, query: { store_id: w.storeId } },
        body: { status: 'shipped', tracking_code: '123456789012' },
      }),
  },
  getMyStore: {
    owner: 'seller',
    admin: true,
    call: (c, w) => c.api.GET('/stores/by-id/{id}', { params: { path: { id: w.storeId } } }),
  },
  updateStore: {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.PUT('/stores/{id}', { params: { path: { id: w.storeId } }, body: { description: 'کالای اصل' } }),
  },
  getStoreAsAdmin: {
    owner: 'seller',
    admin: true,
    adminOnly: true,
    call: (c, w) => c.api.GET('/stores/{id}', { params: { path: { id: w.storeId } } }),
  },
  // Unverified, then verified again: the store ends as it started.
  unverifyStore: {
    owner: 'seller',
    admin: true,
    adminOnly: true,
    call: (c, w) => c.api.POST('/stores/{id}/unverify', { params: { path: { id: w.storeId } } }),
  },
  verifyStore: {
    owner: 'seller',
    admin: true,
    adminOnly: true,
    call: (c, w) => c.api.POST('/stores/{id}/verify', { params: { path: { id: w.storeId } } }),
  },
  removeCartItem: {
    owner: 'customer',
    admin: false,
    call: (c, w) => c.api.DELETE('/public/cart/items/{item_id}', { params: { path: { item_id: w.itemId } } }),
    refused: 200,
    intact: async (owner, w) => {
      const cart = await unwrap(owner.api.GET('/public/cart'))
      expect(cart.items.map((i) => i.id)).toContain(w.itemId)
    },
  },
  deleteAddress: {
    owner: 'customer',
    admin: false,
    call: (c, w) => c.api.DELETE('/customers/addresses/{id}', { params: { path: { id: w.addressId } } }),
  },
  // The store has an order, so the owner passes access and the deletion is refused (409): it stays.
  deleteStore: {
    owner: 'seller',
    admin: false,
    call: (c, w) => c.api.DELETE('/stores/{id}', { params: { path: { id: w.storeId } } }),
  },
}

/** Ids taken in the query rather than the path, held to the same rule. */
const coveredByQuery: Record<string, Case> = {
  'listOrders?store_id': {
    owner: 'seller',
    admin: true,
    call: (c, w) => c.api.GET('/orders/', { params: { query: { store_id: w.storeId } } }),
  },
}

/** Anonymous reads of published objects: nobody owns them, so there is nothing to refuse. */
const publicReads: OperationId[] = [
  'listPublicCategoryFilters',
  'getPublicProduct',
  'getPublicBundle',
  'getPublicBlogPost',
  'getCategory',
  'getCategoryBySlug',
  'getStoreHomepage',
  'getPublicStore',
]

/** Id-taking operations that still answer 501: each joins `covered` with its handler. */
const pending: OperationId[] = [
  ...['listAdminStoreDiscountedProducts', 'listAdminStoreBundles', 'listAdminStoreArticles'],
  ...['getBlogPost', 'updateBlogPost', 'deleteBlogPost', 'publishBlogPost', 'unpublishBlogPost'],
  ...['getBundle', 'updateBundle', 'deleteBundle', 'addBundleProduct', 'removeBundleProduct'],
  ...['updateCategory', 'deleteCategory'],
  ...['getDiscount', 'updateDiscount', 'deleteDiscount', 'setDiscountRelationships'],
  ...['getDiscountCode', 'updateDiscountCode', 'deleteDiscountCode'],
  ...['getUserGroup', 'updateUserGroup', 'deleteUserGroup', 'addUserGroupMember', 'removeUserGroupMember'],
  ...['addDiscountProduct', 'addDiscountBundle', 'addDiscountUserGroup'],
  ...['removeDiscountProduct', 'removeDiscountBundle', 'removeDiscountUserGroup'],
  ...['listProductDiscounts', 'listBundleDiscounts'],
  'deleteFile',
  ...['getFilterableAttribute', 'updateFilterableAttribute', 'deleteFilterableAttribute'],
  ...['createStoreHomepageResource', 'deleteStoreHomepageResource', 'updateStoreHomepageResource'],
  ...['addOrderItem', 'removeOrderItem'],
  ...['getProductBySlug', 'getProduct', 'updateProduct', 'deleteProduct', 'updateProductStock'],
  ...['addProductImage', 'reorderProductImages', 'updateProductImage', 'deleteProductImage', 'setPrimaryProductImage'],
  ...['updateAssignment', 'deleteAssignment', 'listStoreAssignments'],
  ...['bulkUpdateStorePrices', 'setStoreProductsAvailability'],
] as OperationId[]

const idTaking = loadContract().operations.filter((op) => op.url.includes('/:'))

describe('the access table', () => {
  it('lists every operation that takes an id in the path, once', () => {
    const listed = [...Object.keys(covered), ...publicReads, ...pending]
    expect(listed.length).toBe(new Set(listed).size)
    expect(idTaking.map((op) => op.operationId).filter((id) => !listed.includes(id))).toEqual([])
    expect(listed.filter((id) => !idTaking.some((op) => op.operationId === id))).toEqual([])
  })

  it('holds implemented operations in the table and unbuilt ones as pending', () => {
    expect(pending.filter((id) => handlers[id])).toEqual([])
    expect(Object.keys(covered).filter((id) => !handlers[id as OperationId])).toEqual([])
    const auth = (id: string) => idTaking.find((op) => op.operationId === id)?.auth
    // Anyone may read them; a token, when sent, only changes prices (optional bearer, decision 015).
    expect(publicReads.filter((id) => auth(id) === 'required')).toEqual([])
  })
})

describeEachDb('access to another owner’s object', (server) => {
  const db = () => server().app.deps.db
  const w = {} as World
  let owner: { customer: TestClient; seller: TestClient }
  let otherSeller: TestClient
  let otherCustomer: TestClient
  let admin: TestClient

  beforeAll(async () => {
    const store = await makeStore(db())
    const other = await makeStore(db())
    const sellerPhone = async (ownerId: number) =>
      (await db().select({ phone: t.users.phone }).from(t.users).where(eq(t.users.id, ownerId)))[0].phone
    owner = { customer: await signIn(server()), seller: await signIn(server(), await sellerPhone(store.ownerId)) }
    otherSeller = await signIn(server(), await sellerPhone(other.ownerId))
    otherCustomer = await signIn(server())
    const adminPhone = nextPhone()
    const { user } = await findOrCreate(db(), adminPhone)
    await addRole(db(), user.id, 'admin')
    admin = await signIn(server(), adminPhone)

    const c = owner.customer
    const customerId = await userIdOf(db(), (await unwrap(c.api.GET('/auth/profile'))).phone)
    w.storeId = store.id
    const first = await makeOffer(db(), store.id, 200_000, 10)
    await unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: first.offerId, quantity: 1 } }))
    const purchase = await unwrap(
      c.api.POST('/public/orders', {
        body: {
          address_id: await makeAddress(db(), customerId),
          shipping: [{ store_id: store.id, method: 'tipax' }],
          payment_method: 'online',
        },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    w.purchaseId = purchase.id
    w.orderId = purchase.orders[0].id
    w.addressId = await makeAddress(db(), customerId)
    const next = await makeOffer(db(), store.id, 150_000, 10)
    const cart = await unwrap(
      c.api.POST('/public/cart/items', { body: { product_store_id: next.offerId, quantity: 2 } }),
    )
    w.cartId = cart.id
    w.itemId = cart.items[0].id
  })

  const status = async (answer: Answer) => (await answer).response.status
  const allowed = (s: number) => ![401, 403, 404].includes(s)

  for (const [name, c] of [...Object.entries(covered), ...Object.entries(coveredByQuery)] as [string, Case][]) {
    if (c.adminOnly) {
      it(`${name}: a visitor 401, the owner and everyone else 403, an admin allowed`, async () => {
        expect(await status(c.call(client(server()), w))).toBe(401)
        for (const other of [otherCustomer, otherSeller, owner.customer, owner.seller]) {
          expect(await status(c.call(other, w))).toBe(403)
        }
        const asAdmin = await status(c.call(admin, w))
        expect(allowed(asAdmin), `admin got ${asAdmin}`).toBe(true)
      })
      continue
    }
    it(`${name}: a visitor 401, others refused, ${c.admin ? 'an admin and ' : ''}the owner allowed`, async () => {
      expect(await status(c.call(client(server()), w))).toBe(401)
      // A customer calling a seller's operation is refused by role (403); everyone else learns nothing (404).
      const refused = c.refused ?? 404
      expect(await status(c.call(otherCustomer, w))).toBe(c.owner === 'seller' ? 403 : refused)
      expect(await status(c.call(otherSeller, w))).toBe(refused)
      if (c.owner === 'seller') expect(await status(c.call(owner.customer, w))).toBe(403)
      const asAdmin = await status(c.call(admin, w))
      if (c.admin) expect(allowed(asAdmin), `admin got ${asAdmin}`).toBe(true)
      else expect(asAdmin).toBe(refused)
      await c.intact?.(owner[c.owner], w)
      const asOwner = await status(c.call(owner[c.owner], w))
      expect(allowed(asOwner), `owner got ${asOwner}`).toBe(true)
    })
  }
})
