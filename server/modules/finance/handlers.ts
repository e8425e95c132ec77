// finance.yaml: a store's balances, ledger (+CSV), order breakdown and payouts for its seller
// (admins read every store), and the admin's commission rates and finance settings. The balances
// and the ledger page are read on every visit of the page: they answer from memory (kept.ts), the
// store's ownership too (the seller list's kept stores, decision 026).
import { defineHandlers, signedIn } from '../../contract/handlers'
import { jsonOnce } from '../../lib/cached-json'
import { ownedStoreVersion } from '../products/seller-list-cache'
import { ownStoreId, SELLERS } from '../seller-handlers'
import { keptBalances, keptLedger } from './kept'
import { jalaliDay, ledgerCsv } from './ledger-csv'
import { orderMoney } from './order-money'
import { storePayouts } from './payouts-read'
import { changeFinanceSettings, changeRate, commissionRates, financeSettings } from './rates'

export const financeHandlers = defineHandlers({
  getStoreFinance: {
    roles: SELLERS,
    async handler(ctx) {
      const db = ctx.app.deps.db
      const store = await ownedStoreVersion(db, signedIn(ctx), ctx.params.store_id, ctx.req)
      return keptBalances(db, store.id, ctx.req)
    },
  },

  listStoreLedger: {
    roles: SELLERS,
    compressed: true,
    async handler(ctx) {
      const db = ctx.app.deps.db
      const store = await ownedStoreVersion(db, signedIn(ctx), ctx.params.store_id, ctx.req)
      return jsonOnce(ctx.reply, await keptLedger(db, store.id, ctx.query, ctx.req))
    },
  },

  exportStoreLedger: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await ownStoreId(ctx, ctx.params.store_id)
      const csv = await ledgerCsv(ctx.app.deps.db, storeId, ctx.query)
      ctx.reply
        .type('text/csv; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="ledger-${storeId}-${jalaliDay(new Date())}.csv"`)
      // The contract's success body is JSON-typed; this one is a CSV text.
      return csv as never
    },
  },

  getStoreOrderFinance: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await ownStoreId(ctx, ctx.params.store_id)
      return orderMoney(ctx.app.deps.db, storeId, ctx.params.order_id)
    },
  },

  listStorePayouts: {
    roles: SELLERS,
    async handler(ctx) {
      return storePayouts(ctx.app.deps.db, await ownStoreId(ctx, ctx.params.store_id), ctx.query)
    },
  },

  listCommissionRates: {
    roles: ['admin'],
    async handler(ctx) {
      return commissionRates(ctx.app.deps.db)
    },
  },

  setCommissionRate: {
    roles: ['admin'],
    async handler(ctx) {
      return changeRate(ctx.app.deps.db, signedIn(ctx).id, ctx.params.category_id, ctx.body.rate_bp)
    },
  },

  clearCommissionRate: {
    roles: ['admin'],
    async handler(ctx) {
      return changeRate(ctx.app.deps.db, signedIn(ctx).id, ctx.params.category_id, null)
    },
  },

  getFinanceSettings: {
    roles: ['admin'],
    async handler(ctx) {
      return financeSettings(ctx.app.deps.db)
    },
  },

  updateFinanceSettings: {
    roles: ['admin'],
    async handler(ctx) {
      return changeFinanceSettings(ctx.app.deps.db, signedIn(ctx).id, ctx.body)
    },
  },
})
