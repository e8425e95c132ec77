// Bundle lines of the customer's cart (decision 021): add, set a quantity, remove, each answering
// the whole cart priced now, inside the transaction idempotent() opens, the cart row locked first
// (lockCart), as the item changes do. The bundle is priced as the storefront prices it.
import { and, eq, sql } from 'drizzle-orm'
import { MAX_QUANTITY } from '#sdk/rules/cart-lines'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4 } from '../../db/rows'
import { cartBundles } from '../../db/schema/index'
import { conflict, notFound } from '../../lib/http-error'
import { BUNDLE_NOT_FOUND } from '../bundles/public-bundles'
import { checkQuantity, lockCart } from './cart'
import { bundleProblem, bundlesNow, type PricedBundle } from './cart-bundle-lines'
import { type Cart, priceCart } from './cart-pricing'

/** CartBundleAdd; quantity defaults to 1 (the contract's default, which the validator fills in). */
export type CartBundleAdd = Omit<components['schemas']['CartBundleAdd'], 'quantity'> & { quantity?: number }

export const BUNDLE_NOT_IN_CART = 'این سبد ویژه در سبد خرید شما نیست'

async function bundleNow(tx: Db, bundleId: number): Promise<PricedBundle | undefined> {
  return isInt4(bundleId) ? (await bundlesNow(tx, [bundleId])).get(bundleId) : undefined
}

/** 409 with the Persian reason when `quantity` of the bundle cannot be bought now. */
function checkStock(bundle: PricedBundle, quantity: number): void {
  const problem = bundleProblem(bundle, quantity)
  if (problem) throw conflict(problem.message)
}

/**
 * Adds a bundle; one already in the cart gains the quantity (capped at 100). 404 for a bundle not
 * on the storefront (inactive, its store unverified); 409 when its items cannot cover the quantity.
 */
export async function addCartBundle(tx: Db, userId: number, add: CartBundleAdd): Promise<Cart> {
  const quantity = checkQuantity(add.quantity ?? 1, 'body.quantity')
  const bundle = await bundleNow(tx, add.bundle_id)
  if (!bundle?.is_active || !bundle.store.verified) throw notFound(BUNDLE_NOT_FOUND)
  const cartId = await lockCart(tx, userId)
  const [line] = await tx
    .insert(cartBundles)
    .values({ cartId, bundleId: bundle.id, quantity, unitPrice: bundle.selling_price })
    .onConflictDoUpdate({
      target: [cartBundles.cartId, cartBundles.bundleId],
      set: {
        quantity: sql`least(cart_bundles.quantity + excluded.quantity, ${MAX_QUANTITY})`,
        unitPrice: sql`excluded.unit_price`,
      },
    })
    .returning({ quantity: cartBundles.quantity })
  // Checked on the merged quantity; a refusal rolls the insert back with the transaction.
  checkStock(bundle, line.quantity)
  return priceCart(tx, cartId)
}

/** Sets a bundle line's quantity, re-priced now. 404 when it is not in the cart; 409 for stock. */
export async function updateCartBundle(tx: Db, userId: number, bundleId: number, quantity: number): Promise<Cart> {
  checkQuantity(quantity, 'query.quantity')
  const cartId = await lockCart(tx, userId)
  const where = and(eq(cartBundles.cartId, cartId), eq(cartBundles.bundleId, bundleId))
  const [line] = isInt4(bundleId) ? await tx.select({ id: cartBundles.id }).from(cartBundles).where(where) : []
  if (!line) throw notFound(BUNDLE_NOT_IN_CART)
  const bundle = (await bundleNow(tx, bundleId)) as PricedBundle
  checkStock(bundle, quantity)
  await tx.update(cartBundles).set({ quantity, unitPrice: bundle.selling_price }).where(eq(cartBundles.id, line.id))
  return priceCart(tx, cartId)
}

/** Removes a bundle line; one already gone leaves the cart as it is. */
export async function removeCartBundle(tx: Db, userId: number, bundleId: number): Promise<Cart> {
  const cartId = await lockCart(tx, userId)
  if (isInt4(bundleId)) {
    await tx.delete(cartBundles).where(and(eq(cartBundles.cartId, cartId), eq(cartBundles.bundleId, bundleId)))
  }
  return priceCart(tx, cartId)
}
