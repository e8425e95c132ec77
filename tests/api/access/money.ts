import { sql } from 'drizzle-orm'
import { queryRows } from '../../../server/db/rows'
import { accessArea } from './area'

// Issue 30: a store's money (its seller, admins read it), the admins' commission rates and
// settlements, and returns (the customer's own, the store's, the admins' disputes). The objects
// are written straight in: a return needs a delivered order, a payout a run over matured entries.
export default accessArea({
  setup: async ({ db, w }) => {
    const [order] = await queryRows<{ user_id: number }>(db, sql`select user_id from orders where id = ${w.orderId}`)
    const [made] = await queryRows<{ id: number }>(
      db,
      sql`insert into order_returns (order_id, store_id, user_id, status, reason)
        values (${w.orderId}, ${w.storeId}, ${order.user_id}, 'requested', 'damaged') returning id`,
    )
    const [run] = await queryRows<{ id: number }>(
      db,
      sql`insert into settlement_runs (minimum, cutoff) values (0, now()) returning id`,
    )
    const [payout] = await queryRows<{ id: number }>(
      db,
      sql`insert into payouts (run_id, store_id, amount, sheba, owner_name)
        values (${run.id}, ${w.storeId}, 1000, 'IR820540102680020817909002', 'مریم احمدی') returning id`,
    )
    return { returnId: made.id, runId: run.id, payoutId: payout.id }
  },
  cases: {
    getStoreFinance: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/stores/{store_id}/finance', { params: { path: { store_id: w.storeId } } }),
    },
    listStoreLedger: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/stores/{store_id}/finance/ledger', { params: { path: { store_id: w.storeId } } }),
    },
    exportStoreLedger: {
      owner: 'seller',
      admin: true,
      call: (c, w) =>
        c.api.GET('/stores/{store_id}/finance/ledger.csv', {
          params: { path: { store_id: w.storeId } },
          parseAs: 'text',
        }),
    },
    getStoreOrderFinance: {
      owner: 'seller',
      admin: true,
      call: (c, w) =>
        c.api.GET('/stores/{store_id}/finance/orders/{order_id}', {
          params: { path: { store_id: w.storeId, order_id: w.orderId } },
        }),
    },
    listStorePayouts: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/stores/{store_id}/finance/payouts', { params: { path: { store_id: w.storeId } } }),
    },
    setCommissionRate: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, w) =>
        c.api.PUT('/admins/commission-rates/{category_id}', {
          params: { path: { category_id: w.categoryId } },
          body: { rate_bp: 900 },
        }),
    },
    // The world's order waits for payment: the owner passes access and is refused by the flow.
    createReturn: {
      owner: 'customer',
      admin: false,
      call: (c, w) =>
        c.api.POST('/public/orders/{order_id}/returns', {
          params: { path: { order_id: w.orderId } },
          body: { items: [{ order_item_id: w.orderItemId, quantity: 1 }], reason: 'damaged' },
        }),
    },
    getMyReturn: {
      owner: 'customer',
      admin: false,
      call: (c, _w, x) => c.api.GET('/public/returns/{id}', { params: { path: { id: x.returnId } } }),
    },
    setReturnTracking: {
      owner: 'customer',
      admin: false,
      call: (c, _w, x) =>
        c.api.PUT('/public/returns/{id}/tracking', {
          params: { path: { id: x.returnId } },
          body: { tracking_code: 'PST-1' },
        }),
    },
    escalateReturn: {
      owner: 'customer',
      admin: false,
      call: (c, _w, x) =>
        c.api.POST('/public/returns/{id}/escalate', { params: { path: { id: x.returnId } }, body: {} }),
    },
    listStoreReturns: {
      owner: 'seller',
      admin: true,
      call: (c, w) => c.api.GET('/stores/{store_id}/returns', { params: { path: { store_id: w.storeId } } }),
    },
    getStoreReturn: {
      owner: 'seller',
      admin: true,
      call: (c, w, x) =>
        c.api.GET('/stores/{store_id}/returns/{id}', { params: { path: { store_id: w.storeId, id: x.returnId } } }),
    },
    getAdminReturn: {
      owner: 'customer',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) => c.api.GET('/admins/returns/{id}', { params: { path: { id: x.returnId } } }),
    },
    // A requested return is not a dispute: the admin passes access and is refused by the flow (409).
    decideReturn: {
      owner: 'customer',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) =>
        c.api.PUT('/admins/returns/{id}', {
          params: { path: { id: x.returnId } },
          body: { decision: 'close', note: 'بررسی شد' },
        }),
    },
    // Admins read a store's returns but decide only disputes (decideReturn): moving is the seller's.
    moveStoreReturn: {
      owner: 'seller',
      admin: false,
      adminRefused: 403,
      call: (c, w, x) =>
        c.api.PUT('/stores/{store_id}/returns/{id}', {
          params: { path: { store_id: w.storeId, id: x.returnId } },
          body: { action: 'approve' },
        }),
    },
    getSettlementRun: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) => c.api.GET('/admins/settlement-runs/{id}', { params: { path: { id: x.runId } } }),
    },
    exportSettlementTransferFile: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) =>
        c.api.GET('/admins/settlement-runs/{id}/transfer-file', {
          params: { path: { id: x.runId }, query: { format: 'csv' } },
          parseAs: 'blob',
        }),
    },
    decidePayout: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) =>
        c.api.PUT('/admins/payouts/{id}', {
          params: { path: { id: x.payoutId } },
          body: { status: 'paid', reference: 'B-1' },
        }),
    },
    // Removals last.
    clearCommissionRate: {
      owner: 'seller',
      admin: true,
      adminOnly: true,
      call: (c, w) =>
        c.api.DELETE('/admins/commission-rates/{category_id}', { params: { path: { category_id: w.categoryId } } }),
    },
  },
})
