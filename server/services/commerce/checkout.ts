// Checkout: the cart becomes one purchase (one payment) and one order per store, in one
// transaction. Prices, shipping fees and the code's amount are the server's own; stock is taken
// with locked conditional updates so nothing is oversold, and the cart is emptied.
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { components } from '../../../sdk/schema'
import type { Db } from '../../db/client'
import {
  type AddressCopy,
  addresses,
  cartItems,
  carts,
  orderItems,
  orderStatusEvents,
  orders,
  purchases,
  type StoreShipping,
} from '../../db/schema'
import { conflict, HttpError, invalidField, notFound } from '../../lib/http-error'
import { queryRows } from '../catalog/rows'
import { offerPrices } from '../catalog/summary'
import { consumeCode, evaluateCode } from './discount-code'
import { shippingQuote } from './shipping'

type OrderCreate = components['schemas']['OrderCreate']

export const CART_EMPTY = 'سبد خرید شما خالی است'
export const ADDRESS_NOT_FOUND = 'نشانی انتخاب‌شده یافت نشد'
const COD_REFUSED = 'پرداخت در محل برای همه فروشگاه‌های سبد شما ممکن نیست'

export interface CheckoutLine {
  offerId: number
  productId: number
  storeId: number
  storeName: string
  shipping: StoreShipping
  quantity: number
  price: number
  sellingPrice: number
  name: string
  slug: string
  imageUrl: string | null
  stock: number
  live: boolean
}

/** The caller's cart lines priced now, with their stores' shipping settings; rows locked when `lock`. */
export async function cartLines(tx: Db, userId: number, lock = false): Promise<CheckoutLine[]> {
  // With `lock`, the offers are locked in id order (so two checkouts sharing offers never deadlock)
  // by the same statement that reads the cart.
  const rows = await queryRows<{ offer_id: number; quantity: number }>(
    tx,
    sql`select o.id as offer_id, ci.quantity from cart_items ci join carts c on c.id = ci.cart_id
      join offers o on o.id = ci.offer_id where c.user_id = ${userId} order by o.id
      ${lock ? sql`for update of o` : sql``}`,
  )
  if (rows.length === 0) return []
  const ids = sql.raw(`array[${rows.map((r) => Number(r.offer_id)).join(',')}]::int[]`)
  const priced = await queryRows<{
    id: number
    product_id: number
    store_id: number
    price: number
    selling_price: number
    stock: number
    live: boolean
    store_name: string
    shipping: StoreShipping
    name: string
    slug: string
    image_url: string | null
  }>(
    tx,
    sql`with priced as (${offerPrices(sql`o.id = any(${ids})`)})
      select pr.id, pr.product_id, pr.store_id, pr.price, pr.selling_price, pr.stock,
        (pr.is_available and s.verified) as live, s.name as store_name, s.shipping, p.name_fa as name, p.slug,
        (select i.url from product_images i where i.product_id = p.id order by i.is_primary desc, i.sort_order limit 1) as image_url
      from priced pr join stores s on s.id = pr.store_id join products p on p.id = pr.product_id`,
  )
  const byId = new Map(priced.map((p) => [p.id, p]))
  return rows.flatMap((r) => {
    const p = byId.get(r.offer_id)
    if (!p) return []
    return [
      {
        offerId: p.id,
        productId: p.product_id,
        storeId: p.store_id,
        storeName: p.store_name,
        shipping: p.shipping,
        quantity: r.quantity,
        price: p.price,
        sellingPrice: p.selling_price,
        name: p.name,
        slug: p.slug,
        imageUrl: p.image_url,
        stock: p.stock,
        live: p.live,
      },
    ]
  })
}

export interface PlacedPurchase {
  purchaseId: number
  /** products whose offer just sold its last unit: their summaries need a refresh */
  soldOut: number[]
}

export async function placeOrder(
  tx: Db,
  user: { id: number; phone: string },
  input: OrderCreate,
  paymentTimeoutMinutes: number,
): Promise<PlacedPurchase> {
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, input.address_id), eq(addresses.userId, user.id)))
  if (!address) throw notFound(ADDRESS_NOT_FOUND)

  const lines = await cartLines(tx, user.id, true)
  if (lines.length === 0) throw conflict(CART_EMPTY)
  for (const l of lines) {
    if (!l.live) throw conflict(`«${l.name}» دیگر فروخته نمی‌شود؛ آن را از سبد خرید حذف کنید`)
    if (l.stock < l.quantity)
      throw conflict(l.stock === 0 ? `«${l.name}» تمام شده است` : `موجودی «${l.name}» کافی نیست`)
  }

  // Shipping: one choice per store in the cart, among its enabled methods.
  const stores = [...new Map(lines.map((l) => [l.storeId, l])).values()]
  const choices = new Map(input.shipping.map((c) => [c.store_id, c.method]))
  const shipping = new Map(
    stores.map((s) => {
      const method = choices.get(s.storeId)
      if (!method) throw invalidField('body.shipping', `روش ارسال فروشگاه «${s.storeName}» را انتخاب کنید`)
      return [s.storeId, shippingQuote(s.shipping, method, address.city, s.storeName)] as const
    }),
  )
  if (input.payment_method === 'cod' && !stores.every((s) => s.shipping.cod_allowed)) throw conflict(COD_REFUSED)

  const code = input.discount_code
    ? await evaluateCode(
        tx,
        user.id,
        input.discount_code,
        lines.map((l) => ({ productId: l.productId, storeId: l.storeId, lineTotal: l.sellingPrice * l.quantity })),
      )
    : null
  if (code && !code.applies) throw new HttpError(422, code.message)
  if (code) await consumeCode(tx, user.id, code)

  // Stock: every line's offer is locked above, so this conditional update cannot race.
  const taken = await queryRows<{ id: number; stock: number }>(
    tx,
    sql`update offers o set stock = o.stock - v.q, updated_at = now()
      from (select unnest(${sql.raw(`array[${lines.map((l) => l.offerId).join(',')}]::int[]`)}) as id,
        unnest(${sql.raw(`array[${lines.map((l) => l.quantity).join(',')}]::int[]`)}) as q) v
      where o.id = v.id and o.stock >= v.q returning o.id, o.stock`,
  )
  if (taken.length !== lines.length) {
    const short = lines.find((l) => !taken.some((t) => t.id === l.offerId)) as CheckoutLine
    throw conflict(`موجودی «${short.name}» کافی نیست`)
  }

  const online = input.payment_method === 'online'
  const subtotals = new Map<number, number>()
  for (const l of lines) subtotals.set(l.storeId, (subtotals.get(l.storeId) ?? 0) + l.sellingPrice * l.quantity)
  const total = [...subtotals.entries()].reduce((sum, [id, sub]) => sum + sub + (shipping.get(id)?.fee ?? 0), 0)
  const expiresAt = online ? sql`now() + make_interval(mins => ${paymentTimeoutMinutes})` : null

  const [purchase] = await tx
    .insert(purchases)
    .values({
      userId: user.id,
      status: online ? 'pending_payment' : 'cash_on_delivery',
      paymentMethod: input.payment_method,
      total,
      discountAmount: code?.amount ?? 0,
      discountId: code?.discountId ?? null,
      discountCodeId: code?.codeId ?? null,
      discountCode: code?.code ?? null,
      expiresAt: expiresAt as unknown as Date,
    })
    .returning({ id: purchases.id })

  const copy: AddressCopy = {
    receiver_name: address.receiverName,
    receiver_phone: address.receiverPhone,
    province: address.province,
    city: address.city,
    address_line: address.addressLine,
    plaque: address.plaque,
    unit: address.unit,
    postal_code: address.postalCode,
    latitude: address.latitude,
    longitude: address.longitude,
  }
  const created = await tx
    .insert(orders)
    .values(
      stores.map((s) => {
        const quote = shipping.get(s.storeId) as ReturnType<typeof shippingQuote>
        const subtotal = subtotals.get(s.storeId) ?? 0
        const discount = code?.shares.get(s.storeId) ?? 0
        return {
          purchaseId: purchase.id,
          storeId: s.storeId,
          userId: user.id,
          status: online ? ('pending_payment' as const) : ('processing' as const),
          shippingMethod: quote.method,
          shippingFee: quote.fee,
          estimatedDaysMin: quote.estimated_days_min,
          estimatedDaysMax: quote.estimated_days_max,
          address: copy,
          subtotal,
          discountAmount: discount,
          total: subtotal - discount + quote.fee,
          paymentMethod: input.payment_method,
          customerNote: input.note?.trim() || null,
          expiresAt: expiresAt as unknown as Date,
        }
      }),
    )
    .returning({ id: orders.id, storeId: orders.storeId })
  const orderOf = new Map(created.map((o) => [o.storeId, o.id]))
  await tx.insert(orderItems).values(
    lines.map((l) => ({
      orderId: orderOf.get(l.storeId) as number,
      offerId: l.offerId,
      productId: l.productId,
      productSlug: l.slug,
      name: l.name,
      imageUrl: l.imageUrl,
      quantity: l.quantity,
      unitPrice: l.sellingPrice,
      originalUnitPrice: l.price,
    })),
  )
  await tx.insert(orderStatusEvents).values(
    created.flatMap((o) =>
      online
        ? [{ orderId: o.id, status: 'pending_payment' as const, by: 'customer' as const, note: null }]
        : [
            { orderId: o.id, status: 'pending_payment' as const, by: 'customer' as const, note: null },
            { orderId: o.id, status: 'processing' as const, by: 'customer' as const, note: 'پرداخت در محل' },
          ],
    ),
  )
  await tx
    .delete(cartItems)
    .where(inArray(cartItems.cartId, tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, user.id))))
  const soldOut = lines.filter((l) => taken.some((t) => t.id === l.offerId && t.stock === 0)).map((l) => l.productId)
  return { purchaseId: purchase.id, soldOut }
}
