// admin.yaml: the admin's reads of every store's records (products, curation lists, audit log).
// Every operation is the admin's alone (roles: ['admin']; a seller or customer answers 403).
import { defineHandlers } from '../../contract/handlers'
import { storeAudit } from '../stores/admin-stores'
import { adminProducts, discountedProducts, storeArticles, storeBundles } from './admin-lists'

export const adminHandlers = defineHandlers({
  listAdminProducts: {
    roles: ['admin'],
    async handler(ctx) {
      return adminProducts(ctx.app.deps.db, ctx.query)
    },
  },

  listAdminStoreDiscountedProducts: {
    roles: ['admin'],
    async handler(ctx) {
      return discountedProducts(ctx.app.deps.db, ctx.params.id, ctx.query)
    },
  },

  listAdminStoreBundles: {
    roles: ['admin'],
    async handler(ctx) {
      return storeBundles(ctx.app.deps.db, ctx.params.id, ctx.query)
    },
  },

  listAdminStoreArticles: {
    roles: ['admin'],
    async handler(ctx) {
      return storeArticles(ctx.app.deps.db, ctx.params.id, ctx.query)
    },
  },

  listStoreAuditEntries: {
    roles: ['admin'],
    async handler(ctx) {
      return storeAudit(ctx.app.deps.db, ctx.params.id, ctx.query)
    },
  },
})
