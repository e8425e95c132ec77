// Every operation of the contract that names an object by id (a path parameter) is in one table:
// for each implemented one, the object's owner may call it, while another seller, another
// customer and an admin (unless the spec lets admins act on every store) are refused, and a
// visitor gets 401. Public reads name objects nobody owns. Operations still answering 501 are
// pending: when a panel builds one, this test fails until it joins the table. Areas built later
// add their rows in tests/api/access/<area>.ts (see area.ts), loaded here.
import { readdirSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, unwrap } from '#sdk'
import type { OperationId } from '../../server/contract/handlers'
import { loadContract } from '../../server/contract/load'
import * as t from '../../server/db/schema/index'
import { handlers } from '../../server/modules'
import { addRole, findOrCreate } from '../../server/modules/auth/users'
import type { AccessArea, Answer, Case, World } from './access/area'
import { png } from './fixtures/images'
import { makeAddress, makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { client, describeEachDb, nextPhone, signIn, type TestClient } from './harness'

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
  addOrderItem: {
    owner: 'seller',
    admin: true,
    // A customer's checkout order keeps its items (409): the owner passes access, nothing changes.
    call: (c, w) =>
      c.api.POST('/orders/{id}/items', {
        params: { path: { id: w.orderId } },
        body: { product_store_id: w.offerId, quantity: 1 },
      }),
  },
  removeOrderItem: {
    owner: 'seller',
    admin: true,
    call: (c, w) =>
      c.api.DELETE('/orders/{id}/items/{item_id}', { params: { path: { id: w.orderId, item_id: w.orderItemId } } }),
  },
  deleteFile: {
    // Its uploader or an admin (files.yaml). The file is in use, so the allowed calls answer 409
    // and the file survives every caller; files.test.ts removes an unused one.
    owner: 'customer',
    admin: true,
    call: (c, w) => c.api.DELETE('/files/{folder}/{filename}', { params: { path: w.file } }),
  },
  getProductBySlug: {
    owner: 'seller',
    admin: true,
    call: (c, w) =>
      c.api.GET('/products/slug/{slug}', { params: { path: { slug: w.productSlug }, query: { store_id: w.storeId } } }),
  },
  getProduct: {
    owner: 'seller',
    admin: true,
    call: (c, w) =>
      c.api.GET('/products/{id}', { params: { path: { id: w.productId }, query: { store_id: w.storeId } } }),
  },
  updateProduct: {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.PUT('/products/{id}', {
        params: { path: { id: w.productId }, query: { store_id: w.storeId } },
        body: { price: 120_000 },
      }),
  },
  updateProductStock: {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.PUT('/products/{id}/stock', {
        params: { path: { id: w.productId }, query: { store_id: w.storeId, stock: 7 } },
      }),
  },
  addProductImage: {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.POST('/products/{id}/images', {
        params: { path: { id: w.productId }, query: { store_id: w.storeId } },
        body: { url: '/uploads/products/extra.webp', is_primary: false },
      }),
  },
  reorderProductImages: {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.PUT('/products/{id}/images/reorder', {
        params: { path: { id: w.productId }, query: { store_id: w.storeId } },
        body: [{ id: w.imageId, order: 0 }],
      }),
  },
  updateProductImage: {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.PUT('/products/{id}/images/{imageId}', {
        params: { path: { id: w.productId, imageId: w.imageId }, query: { store_id: w.storeId } },
        body: { order: 0 },
      }),
  },
  setPrimaryProductImage: {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.PUT('/products/{id}/images/{imageId}/set-primary', {
        params: { path: { id: w.productId, imageId: w.imageId }, query: { store_id: w.storeId } },
      }),
  },
  updateAssignment: {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.PUT('/products/{product_id}/store/{store_id}/assignment', {
        params: { path: { product_id: w.productId, store_id: w.storeId } },
        body: { is_available: true },
      }),
  },
  listStoreAssignments: {
    owner: 'seller',
    admin: true,
    call: (c, w) => c.api.GET('/products/store/{store_id}/assignments', { params: { path: { store_id: w.storeId } } }),
  },
  bulkUpdateStorePrices: {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.PATCH('/stores/{store_slug}/products/bulk-update', {
        params: { path: { store_slug: w.storeSlug } },
        body: { type: 'percentage', value: 1, operation: 'increase', dry_run: true },
      }),
  },
  setStoreProductsAvailability: {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.PATCH('/stores/{store_slug}/products/availability', {
        params: { path: { store_slug: w.storeSlug } },
        body: { is_available: true },
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
  // Each call removes a new object: the admin's allowed call must not spend the owner's.
  deleteProductImage: {
    owner: 'seller',
    admin: false,
    call: async (c, w) =>
      c.api.DELETE('/products/{id}/images/{imageId}', {
        params: { path: { id: w.productId, imageId: await w.freshImage() }, query: { store_id: w.storeId } },
      }),
  },
  deleteProduct: {
    owner: 'seller',
    admin: false,
    call: async (c, w) =>
      c.api.DELETE('/products/{id}', {
        params: { path: { id: await w.freshProduct() }, query: { store_id: w.storeId } },
      }),
  },
  deleteAssignment: {
    owner: 'seller',
    admin: false,
    call: async (c, w) =>
      c.api.DELETE('/products/{product_id}/store/{store_id}/assignment', {
        params: { path: { product_id: await w.freshProduct(), store_id: w.storeId } },
      }),
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
  'createManualOrder body.store_id': {
    owner: 'seller',
    admin: true,
    call: (c, w) =>
      c.api.POST('/orders', {
        body: {
          store_id: w.storeId,
          customer_phone: '09121234567',
          items: [{ product_store_id: w.offerId, quantity: 1 }],
          address: {
            receiver_name: 'مریم احمدی',
            receiver_phone: '09121234567',
            province: 'تهران',
            city: 'تهران',
            address_line: 'خیابان ولیعصر، کوچه بهار',
            postal_code: '1315613391',
          },
          shipping_method: 'tipax',
          payment_method: 'online',
        },
      }),
  },
  'listProducts?store_id': {
    owner: 'seller',
    admin: true,
    call: (c, w) => c.api.GET('/products/', { params: { query: { store_id: w.storeId } } }),
  },
  'searchProducts?store_id': {
    owner: 'seller',
    admin: true,
    call: (c, w) => c.api.GET('/products/search', { params: { query: { q: 'کالای', store_id: w.storeId } } }),
  },
  'createProduct?store_id': {
    owner: 'seller',
    admin: false,
    call: (c, w) =>
      c.api.POST('/products', {
        params: { query: { store_id: w.storeId } },
        body: {
          name_fa: 'کالای تازه',
          category_id: w.categoryId,
          price: 10_000,
          stock: 1,
          is_imported_from_catalogue: true,
          is_available: true,
        },
      }),
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

const idTaking = loadContract().operations.filter((op) => op.url.includes('/:'))

/** The areas' own tables (tests/api/access/*.ts other than area.ts), in file-name order. */
const areaFiles = readdirSync(new URL('./access/', import.meta.url))
  .filter((f) => f.endsWith('.ts') && f !== 'area.ts')
  .sort()
const areas: { name: string; area: AccessArea<unknown> }[] = await Promise.all(
  areaFiles
    .map((f) => f.replace(/\.ts$/, ''))
    .map(async (name) => ({ name, area: (await import(`./access/${name}.ts`)).default })),
)
const areaCases = areas.flatMap(({ area }) => Object.keys(area.cases ?? {}))

/** Id-taking operations that still answer 501 (no handler): each joins a table with its handler. */
const pending = idTaking.map((op) => op.operationId).filter((id) => !handlers[id as OperationId])

describe('the access table', () => {
  it('lists every operation that takes an id in the path, once', () => {
    const listed = [...Object.keys(covered), ...areaCases, ...publicReads, ...pending]
    expect(listed.length).toBe(new Set(listed).size)
    expect(idTaking.map((op) => op.operationId).filter((id) => !listed.includes(id))).toEqual([])
    expect(listed.filter((id) => !idTaking.some((op) => op.operationId === id))).toEqual([])
  })

  it('holds implemented operations in the table and unbuilt ones as pending', () => {
    const tabled = [...Object.keys(covered), ...areaCases]
    expect(tabled.filter((id) => !handlers[id as OperationId])).toEqual([])
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
    w.orderItemId = purchase.orders[0].items[0].id
    w.offerId = (await makeOffer(db(), store.id, 90_000, 10)).offerId
    w.addressId = await makeAddress(db(), customerId)
    const next = await makeOffer(db(), store.id, 150_000, 10)
    const cart = await unwrap(
      c.api.POST('/public/cart/items', { body: { product_store_id: next.offerId, quantity: 2 } }),
    )
    w.cartId = cart.id
    w.itemId = cart.items[0].id

    const image = new FormData()
    image.append('folder', 'stores')
    image.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'logo.png')
    const uploaded = await unwrap(
      c.api.POST('/files/upload', { body: image as never, bodySerializer: (body) => body as unknown as FormData }),
    )
    w.file = { folder: 'stores', filename: uploaded.filename }
    await db().update(t.stores).set({ logoUrl: uploaded.url }).where(eq(t.stores.id, store.id))
    const mine = await makeOffer(db(), store.id, 100_000, 5)
    const [product] = await db().select().from(t.products).where(eq(t.products.id, mine.productId))
    w.productId = mine.productId
    w.productSlug = product.slug
    w.categoryId = product.categoryId
    w.storeSlug = store.slug
    w.freshImage = async () => {
      const [image] = await db()
        .insert(t.productImages)
        .values({ productId: mine.productId, url: '/uploads/products/a.webp', sortOrder: 5 })
        .returning()
      return image.id
    }
    w.imageId = await w.freshImage()
    w.freshProduct = async () => (await makeOffer(db(), store.id, 50_000, 1)).productId
  })

  // Each area builds its own objects after the common world, in file-name order.
  const extras = new Map<string, unknown>()
  beforeAll(async () => {
    for (const { name, area } of areas) {
      if (area.setup) extras.set(name, await area.setup({ server: server(), db: db(), w, owner, admin }))
    }
  })

  const status = async (answer: Answer) => (await answer).response.status
  const allowed = (s: number) => ![401, 403, 404].includes(s)

  const tables: [string, Case<unknown>, () => unknown][] = [
    ...[...Object.entries(covered), ...Object.entries(coveredByQuery)].map(
      ([name, c]) => [name, c, () => undefined] as [string, Case<unknown>, () => unknown],
    ),
    ...areas.flatMap(({ name: area, area: { cases = {}, byQuery = {} } }) =>
      [...Object.entries(cases), ...Object.entries(byQuery)].map(
        ([name, c]) => [name, c as Case<unknown>, () => extras.get(area)] as [string, Case<unknown>, () => unknown],
      ),
    ),
  ]
  for (const [name, c, extra] of tables) {
    const call = (as: TestClient) => c.call(as, w, extra())
    if (c.open) {
      it(`${name}: open to ${c.open === 'anyone' ? 'everyone' : 'every signed-in user, a visitor 401'}`, async () => {
        const visitor = await status(call(client(server())))
        if (c.open === 'signed-in') expect(visitor).toBe(401)
        else expect(allowed(visitor), `visitor got ${visitor}`).toBe(true)
        for (const other of [otherCustomer, otherSeller, admin]) {
          const got = await status(call(other))
          expect(allowed(got), `got ${got}`).toBe(true)
        }
      })
      continue
    }
    if (c.adminOnly) {
      it(`${name}: a visitor 401, the owner and everyone else 403, an admin allowed`, async () => {
        expect(await status(call(client(server())))).toBe(401)
        for (const other of [otherCustomer, otherSeller, owner.customer, owner.seller]) {
          expect(await status(call(other))).toBe(403)
        }
        const asAdmin = await status(call(admin))
        expect(allowed(asAdmin), `admin got ${asAdmin}`).toBe(true)
      })
      continue
    }
    it(`${name}: a visitor 401, others refused, ${c.admin ? 'an admin and ' : ''}the owner allowed`, async () => {
      expect(await status(call(client(server())))).toBe(401)
      // A customer calling a seller's operation is refused by role (403); everyone else learns nothing (404).
      const refused = c.refused ?? 404
      expect(await status(call(otherCustomer))).toBe(c.owner === 'seller' ? 403 : refused)
      expect(await status(call(otherSeller))).toBe(refused)
      if (c.owner === 'seller') expect(await status(call(owner.customer))).toBe(403)
      const asAdmin = await status(call(admin))
      if (c.admin) expect(allowed(asAdmin), `admin got ${asAdmin}`).toBe(true)
      else expect(asAdmin).toBe(c.adminRefused ?? refused)
      await c.intact?.(owner[c.owner], w, extra())
      const asOwner = await status(call(owner[c.owner]))
      expect(allowed(asOwner), `owner got ${asOwner}`).toBe(true)
    })
  }
})
