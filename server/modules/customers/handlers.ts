// customers.yaml: the signed-in customer's profile, addresses and purchases.
import { defineHandlers, signedIn } from '../../contract/handlers'
import { purchaseScope } from '../access'
import { customerPurchase, customerPurchases } from '../orders/order-reads'
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses'
import { getCustomerProfile, updateCustomerProfile } from './customer-profile'

export const customerHandlers = defineHandlers({
  getCustomerProfile: {
    async handler(ctx) {
      return getCustomerProfile(ctx.app.deps.db, signedIn(ctx).id)
    },
  },

  updateCustomerProfile: {
    async handler(ctx) {
      return updateCustomerProfile(ctx.app.deps.db, signedIn(ctx).id, ctx.body)
    },
  },

  listAddresses: {
    async handler(ctx) {
      const skip = ctx.query.skip ?? 0
      const limit = ctx.query.limit ?? 20
      const page = await listAddresses(ctx.app.deps.db, signedIn(ctx).id, { skip, limit })
      return { ...page, skip, limit }
    },
  },

  createAddress: {
    async handler(ctx) {
      const address = await createAddress(ctx.app.deps.db, signedIn(ctx).id, ctx.body)
      ctx.reply.code(201)
      return address
    },
  },

  updateAddress: {
    async handler(ctx) {
      return updateAddress(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id, ctx.body)
    },
  },

  deleteAddress: {
    async handler(ctx) {
      await deleteAddress(ctx.app.deps.db, signedIn(ctx).id, ctx.params.id)
      return { detail: 'نشانی حذف شد' }
    },
  },

  listPurchases: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { skip = 0, limit = 20 } = ctx.query
      return customerPurchases(ctx.app.deps.db, user.id, purchaseScope(user), { skip, limit })
    },
  },

  getPurchase: {
    async handler(ctx) {
      return customerPurchase(ctx.app.deps.db, purchaseScope(signedIn(ctx)), ctx.params.purchase_id)
    },
  },
})
