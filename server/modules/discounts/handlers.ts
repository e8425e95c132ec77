// discounts.yaml: a seller's discounts, their codes and customer groups (spec section 7
// "Discounts"), and the customer's code check. Every id names an object of a store: reads through
// ownedStore (admins read every store), writes through writableStore (the owner's verified store);
// platform-wide objects are the admins' (discount-access.ts). Several statements run as one change.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { notFound } from '../../lib/http-error'
import { type HandlerCtx as Ctx, inTx, SELLERS } from '../seller-handlers'
import { checkCartCode } from './cart-check'
import { codePage, createCode, deleteCode, generateCodes, readCode, updateCode } from './codes'
import {
  accessCode,
  accessDiscount,
  accessGroup,
  CODE_NOT_FOUND,
  listScope,
  type Mode,
  newObjectStore,
} from './discount-access'
import {
  createDiscount,
  deleteDiscount,
  discountPage,
  link,
  readDiscount,
  setLinks,
  unlink,
  updateDiscount,
} from './discounts'
import { bundleScope, productScope } from './link-scope'
import {
  addMember,
  addMemberByPhone,
  createGroup,
  deleteGroup,
  groupPage,
  readGroup,
  removeMember,
  updateGroup,
} from './user-groups'

const discount = (ctx: Ctx, id: number, mode: Mode) => accessDiscount(ctx.app.deps.db, signedIn(ctx), id, mode)
const group = (ctx: Ctx, id: number, mode: Mode) => accessGroup(ctx.app.deps.db, signedIn(ctx), id, mode)
const page = (q: { skip?: number; limit?: number }) => ({ skip: q.skip ?? 0, limit: q.limit ?? 20 })

export const discountHandlers = defineHandlers({
  listDiscounts: {
    roles: SELLERS,
    async handler(ctx) {
      const q = ctx.query
      const scope = await listScope(ctx.app.deps.db, signedIn(ctx), q.store_id)
      return discountPage(ctx.app.deps.db, { scope, isActive: q.is_active, search: q.search, ...page(q) })
    },
  },

  createDiscount: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await newObjectStore(ctx.app.deps.db, signedIn(ctx), ctx.body.store_id)
      const created = await inTx(ctx, (tx) => createDiscount(tx, storeId, ctx.body))
      ctx.reply.code(201)
      return created
    },
  },

  getDiscount: {
    roles: SELLERS,
    async handler(ctx) {
      const d = await discount(ctx, ctx.params.id, 'read')
      return readDiscount(ctx.app.deps.db, d.id)
    },
  },

  updateDiscount: {
    roles: SELLERS,
    async handler(ctx) {
      const d = await discount(ctx, ctx.params.id, 'write')
      return inTx(ctx, (tx) => updateDiscount(tx, d.id, ctx.body))
    },
  },

  deleteDiscount: {
    roles: SELLERS,
    async handler(ctx) {
      const d = await discount(ctx, ctx.params.id, 'write')
      await inTx(ctx, (tx) => deleteDiscount(tx, d.id))
      return { detail: 'تخفیف حذف شد' }
    },
  },

  setDiscountRelationships: {
    roles: SELLERS,
    async handler(ctx) {
      const d = await discount(ctx, ctx.params.id, 'write')
      return inTx(ctx, (tx) => setLinks(tx, d.id, d.storeId, ctx.body))
    },
  },

  addDiscountProduct: {
    roles: SELLERS,
    async handler(ctx) {
      const d = await discount(ctx, ctx.params.d, 'write')
      return inTx(ctx, (tx) => link(tx, d.id, d.storeId, 'product', ctx.params.p))
    },
  },

  addDiscountBundle: {
    roles: SELLERS,
    async handler(ctx) {
      const d = await discount(ctx, ctx.params.d, 'write')
      return inTx(ctx, (tx) => link(tx, d.id, d.storeId, 'bundle', ctx.params.b))
    },
  },

  addDiscountUserGroup: {
    roles: SELLERS,
    async handler(ctx) {
      const d = await discount(ctx, ctx.params.d, 'write')
      return inTx(ctx, (tx) => link(tx, d.id, d.storeId, 'group', ctx.params.g))
    },
  },

  removeDiscountProduct: {
    roles: SELLERS,
    async handler(ctx) {
      const d = await discount(ctx, ctx.params.d, 'write')
      return inTx(ctx, (tx) => unlink(tx, d.id, 'product', ctx.params.p))
    },
  },

  removeDiscountBundle: {
    roles: SELLERS,
    async handler(ctx) {
      const d = await discount(ctx, ctx.params.d, 'write')
      return inTx(ctx, (tx) => unlink(tx, d.id, 'bundle', ctx.params.b))
    },
  },

  removeDiscountUserGroup: {
    roles: SELLERS,
    async handler(ctx) {
      const d = await discount(ctx, ctx.params.d, 'write')
      return inTx(ctx, (tx) => unlink(tx, d.id, 'group', ctx.params.g))
    },
  },

  listProductDiscounts: {
    roles: SELLERS,
    async handler(ctx) {
      const db = ctx.app.deps.db
      const scope = await productScope(db, signedIn(ctx), ctx.params.product_id)
      return discountPage(db, { scope, productId: ctx.params.product_id, ...page(ctx.query) })
    },
  },

  listBundleDiscounts: {
    roles: SELLERS,
    async handler(ctx) {
      const db = ctx.app.deps.db
      const scope = await bundleScope(db, signedIn(ctx), ctx.params.bundle_id)
      return discountPage(db, { scope, bundleId: ctx.params.bundle_id, ...page(ctx.query) })
    },
  },

  listDiscountCodes: {
    roles: SELLERS,
    async handler(ctx) {
      const q = ctx.query
      const db = ctx.app.deps.db
      if (q.discount_id !== undefined) await discount(ctx, q.discount_id, 'read')
      const scope = await listScope(db, signedIn(ctx), q.store_id)
      return codePage(db, { scope, discountId: q.discount_id, search: q.search, ...page(q) })
    },
  },

  createDiscountCode: {
    roles: SELLERS,
    async handler(ctx) {
      await discount(ctx, ctx.body.discount_id, 'write')
      const code = await createCode(ctx.app.deps.db, ctx.body)
      ctx.reply.code(201)
      return code
    },
  },

  generateDiscountCodes: {
    roles: SELLERS,
    async handler(ctx) {
      await discount(ctx, ctx.body.discount_id, 'write')
      const codes = await inTx(ctx, (tx) => generateCodes(tx, ctx.body))
      ctx.reply.code(201)
      return codes
    },
  },

  getDiscountCode: {
    roles: SELLERS,
    async handler(ctx) {
      const c = await accessCode(ctx.app.deps.db, signedIn(ctx), ctx.params.code_id, 'read')
      if (c.discountId !== ctx.query.discount_id) throw notFound(CODE_NOT_FOUND)
      return readCode(ctx.app.deps.db, c.id)
    },
  },

  updateDiscountCode: {
    roles: SELLERS,
    async handler(ctx) {
      const c = await accessCode(ctx.app.deps.db, signedIn(ctx), ctx.params.code_id, 'write')
      return updateCode(ctx.app.deps.db, c.id, ctx.body)
    },
  },

  deleteDiscountCode: {
    roles: SELLERS,
    async handler(ctx) {
      const c = await accessCode(ctx.app.deps.db, signedIn(ctx), ctx.params.code_id, 'write')
      await deleteCode(ctx.app.deps.db, c.id)
      return { detail: 'کد تخفیف حذف شد' }
    },
  },

  listUserGroups: {
    roles: SELLERS,
    async handler(ctx) {
      const q = ctx.query
      const scope = await listScope(ctx.app.deps.db, signedIn(ctx), q.store_id)
      return groupPage(ctx.app.deps.db, { scope, search: q.search, ...page(q) })
    },
  },

  createUserGroup: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await newObjectStore(ctx.app.deps.db, signedIn(ctx), ctx.body.store_id)
      const created = await inTx(ctx, (tx) => createGroup(tx, storeId, ctx.body))
      ctx.reply.code(201)
      return created
    },
  },

  getUserGroup: {
    roles: SELLERS,
    async handler(ctx) {
      const g = await group(ctx, ctx.params.id, 'read')
      return readGroup(ctx.app.deps.db, g.id)
    },
  },

  updateUserGroup: {
    roles: SELLERS,
    async handler(ctx) {
      const g = await group(ctx, ctx.params.id, 'write')
      return updateGroup(ctx.app.deps.db, g.id, ctx.body)
    },
  },

  deleteUserGroup: {
    roles: SELLERS,
    async handler(ctx) {
      const g = await group(ctx, ctx.params.id, 'write')
      await deleteGroup(ctx.app.deps.db, g.id)
      return { detail: 'گروه مشتریان حذف شد' }
    },
  },

  addUserGroupMember: {
    roles: SELLERS,
    async handler(ctx) {
      const g = await group(ctx, ctx.params.gid, 'write')
      return addMember(ctx.app.deps.db, g.id, g.storeId, ctx.params.uid)
    },
  },

  addUserGroupMemberByPhone: {
    roles: SELLERS,
    async handler(ctx) {
      const g = await group(ctx, ctx.params.gid, 'write')
      return addMemberByPhone(ctx.app.deps.db, g.id, g.storeId, ctx.body.phone)
    },
  },

  removeUserGroupMember: {
    roles: SELLERS,
    async handler(ctx) {
      const g = await group(ctx, ctx.params.gid, 'write')
      return removeMember(ctx.app.deps.db, g.id, ctx.params.uid)
    },
  },

  checkCartDiscount: {
    async handler(ctx) {
      return checkCartCode(ctx.app.deps.db, signedIn(ctx).id, ctx.params.cart_id, ctx.query.discount_code)
    },
  },
})
