// orders.yaml: the customer's checkout and orders (/public/orders) and the panels' orders, which
// providers see for their own stores and admins for every store (scopes from the access layer).
import { defineHandlers, signedIn } from '../../contract/handlers'
import { inTransaction } from '../../db/transaction'
import { isAdmin, orderScope, ownedStore } from '../access'
import { refreshProductSummaries } from '../catalog/summary'
import type { OpenedRefund } from '../refunds/open-refund'
import { withCancelInfo } from '../refunds/refund-views'
import { sendRefund } from '../refunds/run-refunds'
import { replayable } from '../seller-handlers'
import { placeOrder } from './checkout'
import { addOrderItem, createManualOrder, removeOrderItem } from './manual-order'
import { customerOrder, customerOrders, panelOrder, panelOrders } from './order-reads'
import { moveOrder, recordOrderMove } from './order-status'

export const orderHandlers = defineHandlers({
  createPublicOrder: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db, config } = ctx.app.deps
      let soldOut: number[] = []
      const purchase = await replayable(ctx, 'createPublicOrder', ctx.body, async (tx) => {
        const placed = await placeOrder(tx, user, ctx.body, config.paymentTimeoutMinutes)
        soldOut = placed.soldOut
        return placed.purchase
      })
      // Products whose last unit just sold leave the in-stock lists.
      if (soldOut.length) await refreshProductSummaries(db, soldOut)
      // Each store's owner hears of a cash-on-delivery order from the delivery worker (decision 043).
      if (purchase.payment_method === 'cod') ctx.app.deliveries.soon()
      ctx.reply.code(201)
      return purchase
    },
  },

  listPublicOrders: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { skip = 0, limit = 20, status } = ctx.query
      const filter = { ...orderScope(user, 'customer'), status }
      return customerOrders(ctx.app.deps.db, user.id, filter, { skip, limit })
    },
  },

  getPublicOrder: {
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db, payment } = ctx.app.deps
      const order = await customerOrder(db, orderScope(user, 'customer'), ctx.params.order_id)
      return withCancelInfo(db, order, payment.refunds) // may it be cancelled, and its refund (refunds module)
    },
  },

  listOrders: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db } = ctx.app.deps
      const { store_id, status, needs_action, search, created_from, created_to, skip = 0, limit = 20 } = ctx.query
      if (store_id !== undefined) await ownedStore(db, user, store_id)
      const filter = {
        ...orderScope(user, 'panel'),
        storeId: store_id,
        status,
        needsAction: needs_action === true,
        createdFrom: created_from,
        createdTo: created_to,
        search: search === undefined ? undefined : String(search),
      }
      return panelOrders(db, filter, { skip, limit })
    },
  },

  getOrder: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const user = signedIn(ctx)
      return panelOrder(ctx.app.deps.db, orderScope(user, 'panel'), ctx.params.id, ctx.query.store_id)
    },
  },

  createManualOrder: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db } = ctx.app.deps
      await ownedStore(db, user, ctx.body.store_id) // 404 unless the caller's store (any store, for admins)
      const by = isAdmin(user) ? 'admin' : 'store'
      let soldOut: number[] = []
      const order = await replayable(ctx, 'createManualOrder', ctx.body, async (tx) => {
        const made = await createManualOrder(tx, ctx.body, by)
        soldOut = made.soldOut
        return panelOrder(tx, orderScope(user, 'panel'), made.orderId)
      })
      if (soldOut.length) await refreshProductSummaries(db, soldOut)
      ctx.reply.code(201)
      return order
    },
  },

  addOrderItem: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db } = ctx.app.deps
      const id = ctx.params.id
      const scope = orderScope(user, 'panel')
      await panelOrder(db, scope, id) // 404 unless the caller's store's order
      let soldOut: number[] = []
      const order = await replayable(ctx, 'addOrderItem', { id, body: ctx.body }, async (tx) => {
        soldOut = (await addOrderItem(tx, id, ctx.body)).soldOut
        return panelOrder(tx, scope, id)
      })
      if (soldOut.length) await refreshProductSummaries(db, soldOut)
      return order
    },
  },

  removeOrderItem: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db } = ctx.app.deps
      const { id, item_id } = ctx.params
      const scope = orderScope(user, 'panel')
      await panelOrder(db, scope, id)
      let restocked: number[] = []
      const order = await inTransaction(db, async (tx) => {
        restocked = await removeOrderItem(tx, id, item_id)
        return panelOrder(tx, scope, id)
      })
      // A product that was sold out is back in the in-stock lists.
      if (restocked.length) await refreshProductSummaries(db, restocked)
      return order
    },
  },

  updateOrderStatus: {
    roles: ['provider', 'admin'],
    async handler(ctx) {
      const user = signedIn(ctx)
      const { db, payment } = ctx.app.deps
      const id = ctx.params.id
      const scope = orderScope(user, 'panel')
      await panelOrder(db, scope, id, ctx.query.store_id) // 404 unless the caller's store's order
      const by = isAdmin(user) ? 'admin' : 'store'
      let refund: OpenedRefund | null = null
      const order = await replayable(ctx, 'updateOrderStatus', { id, body: ctx.body }, async (tx) => {
        const moved = await moveOrder(tx, id, ctx.body, by, { gatewayRefunds: payment.refunds })
        refund = moved?.refund ?? null
        // An admin's move is also in the admin audit log, in the move's transaction (ADR 019).
        if (moved && by === 'admin') await recordOrderMove(tx, user.id, id, ctx.body)
        return panelOrder(tx, scope, id)
      })
      // A cancel of a paid order opened its refund: after the commit, ask the gateway (as the customer's cancel does).
      await sendRefund(db, payment, refund)
      return order
    },
  },
})
