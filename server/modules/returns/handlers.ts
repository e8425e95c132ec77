// returns.yaml: the customer's return requests, the store's decisions and receipt (with the
// refund), and the admins' decisions on escalated ones. The flow is in return-moves.ts.
import type { PaymentGateway } from '../../adapters/payment/gateway'
import { defineHandlers, signedIn } from '../../contract/handlers'
import type { Db } from '../../db/client'
import { inTransaction } from '../../db/transaction'
import { refreshProductSummaries } from '../catalog/summary'
import { runPendingRefunds } from '../refunds/run-refunds'
import { createdOnce, ownStoreId, replayable, SELLERS } from '../seller-handlers'
import { type MoveResult, moveReturn, type ReturnMove, recordReturnDecision } from './return-moves'
import { listReturns, returnById } from './return-reads'
import { requestReturn } from './return-request'

type Deps = { db: Db; payment: PaymentGateway }

/** After a move commits: the refund asked of the gateway, the restocked products' summaries refreshed. */
async function afterMove(deps: Deps, result: MoveResult): Promise<void> {
  if (result.refundId !== null) await runPendingRefunds(deps.db, deps.payment, [result.refundId])
  if (result.products.length) await refreshProductSummaries(deps.db, result.products)
}

const STORE_MOVES: Record<'approve' | 'reject' | 'receive', Pick<ReturnMove, 'from' | 'to'>> = {
  approve: { from: 'requested', to: 'approved' },
  reject: { from: 'requested', to: 'rejected' },
  receive: { from: 'sent_back', to: 'refunded' },
}

export const returnHandlers = defineHandlers({
  createReturn: {
    async handler(ctx) {
      const { db, payment } = ctx.app.deps
      const userId = signedIn(ctx).id
      const request = { order_id: ctx.params.order_id, body: ctx.body }
      const id = await createdOnce(ctx, 'createReturn', request, (tx) =>
        requestReturn(tx, userId, ctx.params.order_id, ctx.body, payment.refunds),
      )
      return returnById(db, { userId }, id)
    },
  },

  listMyReturns: {
    async handler(ctx) {
      return listReturns(ctx.app.deps.db, { userId: signedIn(ctx).id }, ctx.query)
    },
  },

  getMyReturn: {
    async handler(ctx) {
      return returnById(ctx.app.deps.db, { userId: signedIn(ctx).id }, ctx.params.id)
    },
  },

  escalateReturn: {
    async handler(ctx) {
      const scope = { userId: signedIn(ctx).id }
      const move: ReturnMove = { from: 'rejected', to: 'escalated', by: 'customer', note: ctx.body.note }
      await replayable(ctx, 'escalateReturn', { id: ctx.params.id, body: ctx.body }, (tx) =>
        moveReturn(tx, scope, ctx.params.id, move, ctx.app.deps.payment.refunds),
      )
      return returnById(ctx.app.deps.db, scope, ctx.params.id)
    },
  },

  setReturnTracking: {
    async handler(ctx) {
      const scope = { userId: signedIn(ctx).id }
      const move: ReturnMove = {
        from: 'approved',
        to: 'sent_back',
        by: 'customer',
        trackingCode: ctx.body.tracking_code,
      }
      await replayable(ctx, 'setReturnTracking', { id: ctx.params.id, body: ctx.body }, (tx) =>
        moveReturn(tx, scope, ctx.params.id, move, ctx.app.deps.payment.refunds),
      )
      return returnById(ctx.app.deps.db, scope, ctx.params.id)
    },
  },

  listStoreReturns: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await ownStoreId(ctx, ctx.params.store_id)
      return listReturns(ctx.app.deps.db, { storeId }, ctx.query)
    },
  },

  getStoreReturn: {
    roles: SELLERS,
    async handler(ctx) {
      const storeId = await ownStoreId(ctx, ctx.params.store_id)
      return returnById(ctx.app.deps.db, { storeId }, ctx.params.id)
    },
  },

  moveStoreReturn: {
    // The store's owner decides and receives; admins read every store but do not act for one.
    roles: ['provider'],
    async handler(ctx) {
      const storeId = await ownStoreId(ctx, ctx.params.store_id)
      const { action, note, restock } = ctx.body
      const move: ReturnMove = { ...STORE_MOVES[action], by: 'store', note, restock }
      const request = { store_id: storeId, id: ctx.params.id, body: ctx.body }
      const result = await replayable(ctx, 'moveStoreReturn', request, (tx) =>
        moveReturn(tx, { storeId }, ctx.params.id, move, ctx.app.deps.payment.refunds),
      )
      await afterMove(ctx.app.deps, result)
      return returnById(ctx.app.deps.db, { storeId }, ctx.params.id)
    },
  },

  listAdminReturns: {
    roles: ['admin'],
    async handler(ctx) {
      return listReturns(ctx.app.deps.db, { all: true }, { ...ctx.query, status: ctx.query.status ?? 'escalated' })
    },
  },

  getAdminReturn: {
    roles: ['admin'],
    async handler(ctx) {
      return returnById(ctx.app.deps.db, { all: true }, ctx.params.id)
    },
  },

  decideReturn: {
    roles: ['admin'],
    async handler(ctx) {
      const adminId = signedIn(ctx).id
      const { decision, note } = ctx.body
      const to = decision === 'approve' ? 'approved' : 'closed'
      const move: ReturnMove = { from: 'escalated', to, by: 'admin', note }
      await inTransaction(ctx.app.deps.db, async (tx) => {
        const result = await moveReturn(tx, { all: true }, ctx.params.id, move, ctx.app.deps.payment.refunds)
        if (result.moved) await recordReturnDecision(tx, adminId, ctx.params.id, decision, note)
      })
      return returnById(ctx.app.deps.db, { all: true }, ctx.params.id)
    },
  },
})
