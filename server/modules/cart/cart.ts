// The customer's cart: add, set a quantity, remove; each answers the whole cart priced now
// (cart-pricing.ts). Mutations run inside the transaction idempotent() opens, so the change and
// the cart it answers are stored together under the Idempotency-Key. The cart row is touched
// first, which also makes one customer's concurrent changes take turns. The server alone prices:
// unit_price is always the offer's current selling price.
import { and, eq, sql } from 'drizzle-orm'
import { MAX_QUANTITY } from '#sdk/rules/cart-lines'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4 } from '../../db/rows'
import { cartItems, carts } from '../../db/schema/index'
import { conflict, invalidField, notFound } from '../../lib/http-error'
import { type Cart, offerNow, priceCart, stockProblem, UNAVAILABLE } from './cart-pricing'

export { type Cart, cartIdOf, pricedCart } from './cart-pricing'

/** CartItemAdd; quantity defaults to 1 (the contract's default, which the validator fills in). */
export type CartItemAdd = Omit<components['schemas']['CartItemAdd'], 'quantity'> & { quantity?: number }

export const OFFER_NOT_FOUND = 'کالای موردنظر یافت نشد'
export const ITEM_NOT_FOUND = 'این کالا در سبد خرید شما نیست'
const BAD_QUANTITY = `تعداد باید بین ۱ و ${new Intl.NumberFormat('fa-IR').format(MAX_QUANTITY)} باشد`

/** The user's cart id, made on first use, its row locked until the transaction ends. */
export async function lockCart(tx: Db, userId: number): Promise<number> {
  const [row] = await tx
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id })
  return row.id
}

/** The contract bounds quantities; this keeps a caller outside HTTP from a constraint error. */
export function checkQuantity(quantity: number, field: string): number {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) throw invalidField(field, BAD_QUANTITY)
  return quantity
}

/**
 * Adds an offer (product_store_id) to the cart; an offer already there gains the quantity
 * (capped at 100). 404 for an unknown offer or one of an unverified store; 409 when it is
 * withdrawn, sold out, or the new quantity is more than its stock.
 */
export async function addCartItem(tx: Db, userId: number, add: CartItemAdd): Promise<Cart> {
  const quantity = checkQuantity(add.quantity ?? 1, 'body.quantity')
  const offer = isInt4(add.product_store_id) ? await offerNow(tx, add.product_store_id) : undefined
  if (!offer?.verified) throw notFound(OFFER_NOT_FOUND)
  const cartId = await lockCart(tx, userId)
  const [item] = await tx
    .insert(cartItems)
    .values({ cartId, offerId: offer.id, quantity, unitPrice: offer.selling_price })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.offerId],
      set: {
        quantity: sql`least(cart_items.quantity + excluded.quantity, ${MAX_QUANTITY})`,
        unitPrice: sql`excluded.unit_price`,
      },
    })
    .returning({ quantity: cartItems.quantity })
  // Checked on the merged quantity; a refusal rolls the insert back with the transaction.
  const problem = stockProblem(offer, item.quantity)
  if (problem) throw conflict(problem.message)
  return priceCart(tx, cartId)
}

/**
 * Sets an item's quantity and re-prices it at the current selling price (the customer has seen
 * it). 404 when the item is not in this user's cart; 409 when the stock does not cover it.
 */
export async function updateCartItem(tx: Db, userId: number, itemId: number, quantity: number): Promise<Cart> {
  checkQuantity(quantity, 'query.quantity')
  const cartId = await lockCart(tx, userId)
  const [item] = isInt4(itemId)
    ? await tx
        .select({ offerId: cartItems.offerId })
        .from(cartItems)
        .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    : []
  if (!item) throw notFound(ITEM_NOT_FOUND)
  const offer = await offerNow(tx, item.offerId)
  if (!offer) throw conflict(UNAVAILABLE)
  const problem = stockProblem(offer, quantity)
  if (problem) throw conflict(problem.message)
  await tx.update(cartItems).set({ quantity, unitPrice: offer.selling_price }).where(eq(cartItems.id, itemId))
  return priceCart(tx, cartId)
}

/** Removes an item; one already gone (or never this user's) leaves the cart as it is. */
export async function removeCartItem(tx: Db, userId: number, itemId: number): Promise<Cart> {
  const cartId = await lockCart(tx, userId)
  if (isInt4(itemId)) {
    await tx.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
  }
  return priceCart(tx, cartId)
}
