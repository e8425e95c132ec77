// cart.yaml: the signed-in customer's own cart. Every change goes through idempotent(), so a
// change queued offline and replayed with its Idempotency-Key is applied exactly once.
import type { FastifyRequest } from 'fastify'
import { defineHandlers, signedIn } from '../../contract/handlers'
import { type IdempotencyScope, idempotent } from '../../db/idempotency'
import { addCartItem, pricedCart, removeCartItem, updateCartItem } from './cart'
import { addCartBundle, removeCartBundle, updateCartBundle } from './cart-bundles'

/** The scope of one change: the user, the header (validated by the contract) and the request. */
function scopeOf(
  operation: string,
  ctx: { user: { id: number }; req: FastifyRequest; params: unknown; query: unknown; body: unknown },
): IdempotencyScope {
  const key = ctx.req.headers['idempotency-key']
  return {
    userId: ctx.user.id,
    key: typeof key === 'string' ? key : undefined,
    operation,
    request: { params: ctx.params, query: ctx.query, body: ctx.body },
  }
}

export const cartHandlers = defineHandlers({
  getCart: {
    async handler(ctx) {
      return pricedCart(ctx.app.deps.db, signedIn(ctx).id)
    },
  },

  addCartItem: {
    async handler(ctx) {
      const user = signedIn(ctx)
      return idempotent(ctx.app.deps.db, scopeOf('addCartItem', { ...ctx, user }), (tx) =>
        addCartItem(tx, user.id, ctx.body),
      )
    },
  },

  updateCartItem: {
    async handler(ctx) {
      const user = signedIn(ctx)
      return idempotent(ctx.app.deps.db, scopeOf('updateCartItem', { ...ctx, user }), (tx) =>
        updateCartItem(tx, user.id, ctx.params.item_id, ctx.query.quantity),
      )
    },
  },

  removeCartItem: {
    async handler(ctx) {
      const user = signedIn(ctx)
      return idempotent(ctx.app.deps.db, scopeOf('removeCartItem', { ...ctx, user }), (tx) =>
        removeCartItem(tx, user.id, ctx.params.item_id),
      )
    },
  },

  addCartBundle: {
    async handler(ctx) {
      const user = signedIn(ctx)
      return idempotent(ctx.app.deps.db, scopeOf('addCartBundle', { ...ctx, user }), (tx) =>
        addCartBundle(tx, user.id, ctx.body),
      )
    },
  },

  updateCartBundle: {
    async handler(ctx) {
      const user = signedIn(ctx)
      return idempotent(ctx.app.deps.db, scopeOf('updateCartBundle', { ...ctx, user }), (tx) =>
        updateCartBundle(tx, user.id, ctx.params.bundle_id, ctx.query.quantity),
      )
    },
  },

  removeCartBundle: {
    async handler(ctx) {
      const user = signedIn(ctx)
      return idempotent(ctx.app.deps.db, scopeOf('removeCartBundle', { ...ctx, user }), (tx) =>
        removeCartBundle(tx, user.id, ctx.params.bundle_id),
      )
    },
  },
})
