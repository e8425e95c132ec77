// Discounts, codes and customer groups of the owner seller's store: reads open to admins (they read
// every store), writes the verified owner's alone (writableStore; an admin does not sell for one).
import { sql } from 'drizzle-orm'
import { unwrap } from '#sdk'
import { queryRows } from '../../../server/db/rows'
import { B, C, D } from '../fixtures/discounts'
import { accessArea } from './area'

interface X {
  discountId: number
  spareDiscount: () => Promise<number>
  codeId: number
  spareCode: () => Promise<number>
  groupId: number
  spareGroup: () => Promise<number>
  customerId: number
  customerPhone: string
  bundleId: number
}

export default accessArea<X>({
  setup: async ({ db, w, owner }) => {
    const api = owner.seller.api
    const newDiscount = async () =>
      (
        await unwrap(
          api.POST('/discounts/', {
            body: { ...D, store_id: w.storeId, name: 'تخفیف آزمایشی', type: 'percentage', value: 10 },
          }),
        )
      ).id
    const discountId = await newDiscount()
    let n = 0
    const newCode = async () =>
      (
        await unwrap(
          api.POST('/discounts/codes/', {
            body: { ...C, discount_id: discountId, code: `ACC${Date.now().toString(36)}${n++}`.toUpperCase() },
          }),
        )
      ).id
    const newGroup = async () =>
      (await unwrap(api.POST('/discounts/user-groups/', { body: { store_id: w.storeId, name: 'گروه آزمایشی' } }))).id
    const phone = (await unwrap(owner.customer.api.GET('/auth/profile'))).phone
    const [customer] = await queryRows<{ id: number }>(db, sql`select id from users where phone = ${phone}`)
    const [bundle] = await queryRows<{ id: number }>(
      db,
      sql`insert into bundles (store_id, slug, name) values (${w.storeId}, ${`acc-${Date.now()}`}, 'سبد') returning id`,
    )
    return {
      discountId,
      spareDiscount: newDiscount,
      codeId: await newCode(),
      spareCode: newCode,
      groupId: await newGroup(),
      spareGroup: newGroup,
      customerId: customer.id,
      customerPhone: phone,
      bundleId: bundle.id,
    }
  },
  cases: {
    getDiscount: {
      owner: 'seller',
      admin: true,
      call: (c, _w, x) => c.api.GET('/discounts/{id}', { params: { path: { id: x.discountId } } }),
    },
    updateDiscount: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.PUT('/discounts/{id}', { params: { path: { id: x.discountId } }, body: { name: 'تخفیف تازه' } }),
    },
    setDiscountRelationships: {
      owner: 'seller',
      admin: false,
      call: (c, w, x) =>
        c.api.PUT('/discounts/{id}/relationships', {
          params: { path: { id: x.discountId } },
          body: { product_ids: [w.productId] },
        }),
    },
    addDiscountProduct: {
      owner: 'seller',
      admin: false,
      call: (c, w, x) =>
        c.api.POST('/discounts/add-product/{d}/{p}', { params: { path: { d: x.discountId, p: w.productId } } }),
    },
    addDiscountBundle: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.POST('/discounts/add-bundle/{d}/{b}', { params: { path: { d: x.discountId, b: x.bundleId } } }),
    },
    addDiscountUserGroup: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.POST('/discounts/add-user-group/{d}/{g}', { params: { path: { d: x.discountId, g: x.groupId } } }),
    },
    listProductDiscounts: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/discounts/products/{product_id}', { params: { path: { product_id: w.productId } } }),
    },
    listBundleDiscounts: {
      owner: 'seller',
      admin: true,
      call: (c, _w, x) => c.api.GET('/discounts/bundles/{bundle_id}', { params: { path: { bundle_id: x.bundleId } } }),
    },
    getDiscountCode: {
      owner: 'seller',
      admin: true,
      call: (c, _w, x) =>
        c.api.GET('/discounts/codes/{code_id}', {
          params: { path: { code_id: x.codeId }, query: { discount_id: x.discountId } },
        }),
    },
    updateDiscountCode: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.PUT('/discounts/codes/{code_id}', { params: { path: { code_id: x.codeId } }, body: { is_active: true } }),
    },
    getUserGroup: {
      owner: 'seller',
      admin: true,
      call: (c, _w, x) => c.api.GET('/discounts/user-groups/{id}', { params: { path: { id: x.groupId } } }),
    },
    updateUserGroup: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.PUT('/discounts/user-groups/{id}', { params: { path: { id: x.groupId } }, body: { name: 'وفاداران' } }),
    },
    addUserGroupMember: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.POST('/discounts/user-groups/{gid}/users/{uid}', {
          params: { path: { gid: x.groupId, uid: x.customerId } },
        }),
    },
    addUserGroupMemberByPhone: {
      owner: 'seller',
      admin: false,
      // The owner customer has ordered from the store, so the owner seller may add them.
      call: (c, _w, x) =>
        c.api.POST('/discounts/user-groups/{gid}/users', {
          params: { path: { gid: x.groupId } },
          body: { phone: x.customerPhone },
        }),
    },
    // Removals last.
    removeUserGroupMember: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.DELETE('/discounts/user-groups/{gid}/users/{uid}', {
          params: { path: { gid: x.groupId, uid: x.customerId } },
        }),
    },
    removeDiscountProduct: {
      owner: 'seller',
      admin: false,
      call: (c, w, x) =>
        c.api.DELETE('/discounts/remove-product/{d}/{p}', { params: { path: { d: x.discountId, p: w.productId } } }),
    },
    removeDiscountBundle: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.DELETE('/discounts/remove-bundle/{d}/{b}', { params: { path: { d: x.discountId, b: x.bundleId } } }),
    },
    removeDiscountUserGroup: {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.DELETE('/discounts/remove-user-group/{d}/{g}', { params: { path: { d: x.discountId, g: x.groupId } } }),
    },
    deleteDiscountCode: {
      owner: 'seller',
      admin: false,
      call: async (c, _w, x) =>
        c.api.DELETE('/discounts/codes/{code_id}', { params: { path: { code_id: await x.spareCode() } } }),
    },
    deleteUserGroup: {
      owner: 'seller',
      admin: false,
      call: async (c, _w, x) =>
        c.api.DELETE('/discounts/user-groups/{id}', { params: { path: { id: await x.spareGroup() } } }),
    },
    deleteDiscount: {
      owner: 'seller',
      admin: false,
      call: async (c, _w, x) => c.api.DELETE('/discounts/{id}', { params: { path: { id: await x.spareDiscount() } } }),
    },
  },
  byQuery: {
    'listDiscounts?store_id': {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/discounts/', { params: { query: { store_id: w.storeId } } }),
    },
    'listDiscountCodes?discount_id': {
      owner: 'seller',
      admin: true,
      call: (c, _w, x) => c.api.GET('/discounts/codes/', { params: { query: { discount_id: x.discountId } } }),
    },
    'listUserGroups?store_id': {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/discounts/user-groups/', { params: { query: { store_id: w.storeId } } }),
    },
    'createDiscount body.store_id': {
      owner: 'seller',
      admin: false,
      call: (c, w) =>
        c.api.POST('/discounts/', {
          body: { ...D, store_id: w.storeId, name: 'تخفیف دیگر', type: 'fixed', value: 1000 },
        }),
    },
    'createDiscountCode body.discount_id': {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) =>
        c.api.POST('/discounts/codes/', {
          body: {
            ...C,
            discount_id: x.discountId,
            code: `Q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
          },
        }),
    },
    'generateDiscountCodes body.discount_id': {
      owner: 'seller',
      admin: false,
      call: (c, _w, x) => c.api.POST('/discounts/codes/batch', { body: { ...B, discount_id: x.discountId, count: 2 } }),
    },
    'createUserGroup body.store_id': {
      owner: 'seller',
      admin: false,
      call: (c, w) => c.api.POST('/discounts/user-groups/', { body: { store_id: w.storeId, name: 'گروه دیگر' } }),
    },
  },
})
