// Checkout: the cart becomes one purchase (one payment) and one order per store, in one
// transaction. Prices, shipping fees and the code's amount are the server's own; stock is taken
// with locked conditional updates so nothing is oversold, and the cart is emptied. placeOrder reads
// as its steps: lock the lines (and read the address), quote shipping, apply the code, write (the
// stock is taken in the same statement), answer.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, preparedRows } from '../../db/rows'
import type { AddressCopy } from '../../db/schema'
import { conflict, HttpError, invalidField, notFound } from '../../lib/http-error'
import { itemsNow } from '../cart/cart-pricing'
import { type CodeResult, consumeCode, evaluateCode } from '../discounts/discount-code'
import { bundleCheckoutLines } from './checkout-bundles'
import type { Purchase } from './order-views'
import { answer, type CheckoutLine, planPurchase, writePurchase } from './purchase-write'
import { shippingQuote } from './shipping'
import { type StockTake, soldOut } from './stock'

export type { CheckoutLine }

type OrderCreate = components['schemas']['OrderCreate']

export const CART_EMPTY = 'سبد خرید شما خالی است'
export const ADDRESS_NOT_FOUND = 'نشانی انتخاب‌شده یافت نشد'
const COD_REFUSED = 'پرداخت در محل برای همه فروشگاه‌های سبد شما ممکن نیست'

/**
 * The cart's item lines priced now, with their stores' shipping settings, in offer id order. At
 * checkout the offers are already locked (lockCart), so the lines read are the ones sold.
 */
export async function cartLines(tx: Db, cartId: number): Promise<CheckoutLine[]> {
  // Priced as the cart shows them (itemsNow), quantities included.
  const priced = await itemsNow(tx, cartId)
  return priced
    .sort((a, b) => a.id - b.id)
    .map((p) => ({
      offerId: p.id,
      productId: p.product_id,
      storeId: p.store_id,
      storeName: p.store.name,
      store: p.store,
      shipping: p.shipping,
      quantity: p.quantity,
      price: p.price,
      sellingPrice: p.selling_price,
      name: p.name_fa,
      slug: p.slug,
      imageUrl: p.images[0]?.url ?? null,
      stock: p.stock,
      live: p.is_available && p.verified,
      bundleId: null,
    }))
}

export interface PlacedPurchase {
  purchase: Purchase
  /** products whose offer just sold its last unit: their summaries need a refresh */
  soldOut: number[]
}

export async function placeOrder(
  tx: Db,
  user: { id: number; phone: string },
  input: OrderCreate,
  paymentTimeoutMinutes: number,
): Promise<PlacedPurchase> {
  const { address, lines } = await lockLines(tx, user.id, input.address_id)
  const shipping = quoteShipping(lines, input, address.city)
  const code = await applyCode(tx, user.id, input.discount_code, lines)
  const plan = planPurchase(lines, shipping, code, input, address)
  const stock = perOffer(lines)
  const written = await writePurchase(tx, user.id, plan, stock, paymentTimeoutMinutes)
  const sold = soldOut(written.taken, stock) // refuses (and so rolls back) when some stock was not taken
  return { purchase: answer(plan, written, lines), soldOut: sold }
}

/**
 * Lock the lines: the cart row, then every offer its items and bundles hold; every line must
 * still be on sale and in stock, an offer in an item line and in a bundle counted together. The
 * address the orders ship to must be the caller's.
 */
async function lockLines(
  tx: Db,
  userId: number,
  addressId: number,
): Promise<{ address: AddressCopy; lines: CheckoutLine[] }> {
  if (!isInt4(addressId)) throw notFound(ADDRESS_NOT_FOUND)
  const locked = await lockCart(tx, userId, addressId)
  if (!locked.address) throw notFound(ADDRESS_NOT_FOUND)
  const cartId = locked.id
  if (cartId === null) throw conflict(CART_EMPTY)
  const lines = [...(await cartLines(tx, cartId)), ...(locked.bundles ? await bundleCheckoutLines(tx, cartId) : [])]
  if (lines.length === 0) throw conflict(CART_EMPTY)
  for (const l of lines) {
    if (!l.live) throw conflict(`«${l.name}» دیگر فروخته نمی‌شود؛ آن را از سبد خرید حذف کنید`)
    if (l.stock < l.quantity)
      throw conflict(l.stock === 0 ? `«${l.name}» تمام شده است` : `موجودی «${l.name}» کافی نیست`)
  }
  const short = perOffer(lines).find((o) => o.stock < o.quantity)
  if (short) throw conflict(`موجودی «${short.name}» برای کالاها و سبدهای ویژهٔ سبد خرید شما کافی نیست`)
  return { address: locked.address, lines }
}

/**
 * One statement locks the cart's row, then the offers of its items and bundles in id order (two
 * checkouts sharing offers never deadlock, whichever lines hold them), says whether the cart holds
 * bundles, and reads the caller's address as the orders keep it (null if it is not the caller's).
 * Concurrent checkouts of one cart (two tabs, a double tap, a retry with a fresh key) take turns at
 * the cart's row; the statements after this one read with a snapshot taken after the one before
 * committed, so a late one finds the cart emptied and gets CART_EMPTY instead of a second purchase.
 * (This statement's own snapshot may be older: it may lock an offer that cart no longer holds,
 * which costs nothing.) No cart at all: id null.
 */
async function lockCart(tx: Db, userId: number, addressId: number) {
  const [locked] = await preparedRows<{ id: number | null; bundles: boolean; address: AddressCopy | null }>(
    tx,
    sql`with cart as (select id from carts where user_id = ${userId} for update)
      select cart.id, exists (select 1 from cart_bundles cb where cb.cart_id = cart.id) as bundles,
        array(select o.id from offers o where o.id in (
            select offer_id from cart_items where cart_id = cart.id
            union select bi.offer_id from cart_bundles cb join bundle_items bi on bi.bundle_id = cb.bundle_id
              where cb.cart_id = cart.id)
          order by o.id for update) as offers,
        (select json_build_object('receiver_name', a.receiver_name, 'receiver_phone', a.receiver_phone,
            'province', a.province, 'city', a.city, 'address_line', a.address_line, 'plaque', a.plaque, 'unit', a.unit,
            'postal_code', a.postal_code, 'latitude', a.latitude, 'longitude', a.longitude)
          from addresses a where a.id = ${addressId} and a.user_id = ${userId}) as address
      from (values (true)) as one (x) left join cart on true`,
  )
  return locked
}

/** One row per offer with the quantity all lines take of it (an offer may be in several lines). */
function perOffer(lines: CheckoutLine[]): (StockTake & { stock: number })[] {
  const byOffer = new Map<number, StockTake & { stock: number }>()
  for (const l of lines) {
    const o = byOffer.get(l.offerId)
    if (o) o.quantity += l.quantity
    else byOffer.set(l.offerId, { offerId: l.offerId, quantity: l.quantity, stock: l.stock, name: l.name })
  }
  return [...byOffer.values()]
}

/** Quote shipping: one choice per store in the cart, among its enabled methods; COD only if every store takes it. */
function quoteShipping(
  lines: CheckoutLine[],
  input: OrderCreate,
  city: string,
): Map<number, ReturnType<typeof shippingQuote>> {
  const stores = [...new Map(lines.map((l) => [l.storeId, l])).values()]
  const choices = new Map(input.shipping.map((c) => [c.store_id, c.method]))
  const shipping = new Map(
    stores.map((s) => {
      const method = choices.get(s.storeId)
      if (!method) throw invalidField('body.shipping', `روش ارسال فروشگاه «${s.storeName}» را انتخاب کنید`)
      return [s.storeId, shippingQuote(s.shipping, method, city, s.storeName)] as const
    }),
  )
  if (input.payment_method === 'cod' && !stores.every((s) => s.shipping.cod_allowed)) throw conflict(COD_REFUSED)
  return shipping
}

/**
 * Apply the code (if any): it must apply to the item lines (a bundle is already sold at its own
 * discount, and discounts do not stack: decision 021), and one use is taken now.
 */
async function applyCode(
  tx: Db,
  userId: number,
  input: string | null | undefined,
  lines: CheckoutLine[],
): Promise<CodeResult | null> {
  if (!input) return null
  const code = await evaluateCode(
    tx,
    userId,
    input,
    lines
      .filter((l) => l.bundleId === null)
      .map((l) => ({ productId: l.productId, storeId: l.storeId, lineTotal: l.sellingPrice * l.quantity })),
  )
  if (!code.applies) throw new HttpError(422, code.message)
  await consumeCode(tx, userId, code)
  return code
}
