// Checkout: the cart becomes one purchase (one payment) and one order per store, in one
// transaction. Prices, shipping fees and the code's amount are the server's own; stock is taken
// with locked conditional updates so nothing is oversold, and the cart is emptied. placeOrder reads
// as its steps: lock the lines, quote shipping, apply the code, take the stock, write, answer.
import { and, eq, sql } from 'drizzle-orm'
import type { components } from '../../../sdk/schema'
import type { Db } from '../../db/client'
import { type AddressCopy, addresses, type StoreShipping } from '../../db/schema'
import { conflict, HttpError, invalidField, notFound } from '../../lib/http-error'
import { isInt4, queryRows } from '../catalog/rows'
import { itemsNow } from './cart-pricing'
import { type CodeResult, consumeCode, evaluateCode } from './discount-code'
import { type EventRow, type ItemRow, type OrderRow, type Purchase, toPublicOrder, toPurchase } from './order-views'
import { shippingQuote } from './shipping'

type OrderCreate = components['schemas']['OrderCreate']
type OrderStatus = components['schemas']['OrderStatus']
type StoreSummary = components['schemas']['StoreSummary']
type Address = typeof addresses.$inferSelect

export const CART_EMPTY = 'سبد خرید شما خالی است'
export const ADDRESS_NOT_FOUND = 'نشانی انتخاب‌شده یافت نشد'
const COD_REFUSED = 'پرداخت در محل برای همه فروشگاه‌های سبد شما ممکن نیست'

export interface CheckoutLine {
  offerId: number
  productId: number
  storeId: number
  storeName: string
  store: StoreSummary
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
  const rows = await queryRows<{ offer_id: number; quantity: number; cart_id: number }>(
    tx,
    sql`select o.id as offer_id, ci.quantity, c.id as cart_id from cart_items ci join carts c on c.id = ci.cart_id
      join offers o on o.id = ci.offer_id where c.user_id = ${userId} order by o.id
      ${lock ? sql`for update of o` : sql``}`,
  )
  if (rows.length === 0) return []
  // Priced as the cart shows them (one query for both), in the locked rows' order and quantities.
  const priced = await itemsNow(
    tx,
    rows[0].cart_id,
    rows.map((r) => r.offer_id),
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
        storeName: p.store.name,
        store: p.store,
        shipping: p.shipping,
        quantity: r.quantity,
        price: p.price,
        sellingPrice: p.selling_price,
        name: p.name_fa,
        slug: p.slug,
        imageUrl: p.images[0]?.url ?? null,
        stock: p.stock,
        live: p.is_available && p.verified,
      },
    ]
  })
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
  const address = await ownAddress(tx, user.id, input.address_id)
  const lines = await lockLines(tx, user.id)
  const shipping = quoteShipping(lines, input, address.city)
  const code = await applyCode(tx, user.id, input.discount_code, lines)
  const taken = await takeStock(tx, lines)
  const plan = planPurchase(lines, shipping, code, input, address)
  const written = await writePurchase(tx, user.id, plan, paymentTimeoutMinutes)
  const purchase = answer(plan, written, lines)
  const soldOut = lines.filter((l) => taken.some((t) => t.id === l.offerId && t.stock === 0)).map((l) => l.productId)
  return { purchase, soldOut }
}

async function ownAddress(tx: Db, userId: number, addressId: number) {
  if (!isInt4(addressId)) throw notFound(ADDRESS_NOT_FOUND)
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
  if (!address) throw notFound(ADDRESS_NOT_FOUND)
  return address
}

/** Lock the lines: the cart row, then its offers; every line must still be on sale and in stock. */
async function lockLines(tx: Db, userId: number): Promise<CheckoutLine[]> {
  // The cart's row first: concurrent checkouts of one cart (two tabs, a double tap, a retry with a
  // fresh key) take turns here, and each reads the lines only after the one before it committed,
  // so a late one finds the cart emptied and gets CART_EMPTY instead of a second purchase.
  const [cart] = await queryRows<{ id: number }>(tx, sql`select id from carts where user_id = ${userId} for update`)
  const lines = cart ? await cartLines(tx, userId, true) : []
  if (lines.length === 0) throw conflict(CART_EMPTY)
  for (const l of lines) {
    if (!l.live) throw conflict(`«${l.name}» دیگر فروخته نمی‌شود؛ آن را از سبد خرید حذف کنید`)
    if (l.stock < l.quantity)
      throw conflict(l.stock === 0 ? `«${l.name}» تمام شده است` : `موجودی «${l.name}» کافی نیست`)
  }
  return lines
}

type Quote = ReturnType<typeof shippingQuote>

/** Quote shipping: one choice per store in the cart, among its enabled methods; COD only if every store takes it. */
function quoteShipping(lines: CheckoutLine[], input: OrderCreate, city: string): Map<number, Quote> {
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

/** Apply the code (if any): it must apply to these lines, and one use is taken now. */
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
    lines.map((l) => ({ productId: l.productId, storeId: l.storeId, lineTotal: l.sellingPrice * l.quantity })),
  )
  if (!code.applies) throw new HttpError(422, code.message)
  await consumeCode(tx, userId, code)
  return code
}

/** Take the stock: every line's offer is locked above, so this conditional update cannot race. */
async function takeStock(tx: Db, lines: CheckoutLine[]): Promise<{ id: number; stock: number }[]> {
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
  return taken
}

/** What will be written: the purchase's total, one order per store (its share of the code) and the items. */
function planPurchase(
  lines: CheckoutLine[],
  shipping: Map<number, Quote>,
  code: CodeResult | null,
  input: OrderCreate,
  address: Address,
) {
  const online = input.payment_method === 'online'
  const subtotals = new Map<number, number>()
  for (const l of lines) subtotals.set(l.storeId, (subtotals.get(l.storeId) ?? 0) + l.sellingPrice * l.quantity)
  const total = [...subtotals.entries()].reduce((sum, [id, sub]) => sum + sub + (shipping.get(id)?.fee ?? 0), 0)
  const orders = [...shipping.entries()].map(([storeId, quote]) => {
    const subtotal = subtotals.get(storeId) ?? 0
    const discount = code?.shares.get(storeId) ?? 0
    return {
      store_id: storeId,
      shipping_method: quote.method,
      shipping_fee: quote.fee,
      dmin: quote.estimated_days_min,
      dmax: quote.estimated_days_max,
      subtotal,
      discount_amount: discount,
      total: subtotal - discount + quote.fee,
    }
  })
  const items = lines.map((l) => ({
    store_id: l.storeId,
    offer_id: l.offerId,
    product_id: l.productId,
    product_slug: l.slug,
    name: l.name,
    image_url: l.imageUrl,
    quantity: l.quantity,
    unit_price: l.sellingPrice,
    original_unit_price: l.price,
  }))
  const events = online
    ? [{ ord: 0, status: 'pending_payment', note: null }]
    : [
        { ord: 0, status: 'pending_payment', note: null },
        { ord: 1, status: 'processing', note: 'پرداخت در محل' },
      ]
  return {
    online,
    paymentMethod: input.payment_method,
    total,
    code,
    address: addressCopy(address),
    note: input.note?.trim() || null,
    orders,
    items,
    events,
  }
}

type Plan = ReturnType<typeof planPurchase>

/** The address as the orders keep it, whatever later happens to the address book. */
function addressCopy(address: Address): AddressCopy {
  return {
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
}

interface Written {
  purchase: { id: number; created_at: string; expires_at: string | null }
  orders: { id: number; store_id: number; created_at: string; updated_at: string; expires_at: string | null }[]
  items: { id: number; order_id: number; offer_id: number }[]
  events: { id: number; order_id: number; status: OrderStatus; note: string | null; at: string }[]
}

/**
 * Write: one statement writes the purchase, its orders, their items and first events, and empties
 * the cart; it returns what the answer needs, so nothing is read back.
 */
async function writePurchase(tx: Db, userId: number, plan: Plan, paymentTimeoutMinutes: number): Promise<Written> {
  const expiresAt = plan.online ? sql`now() + make_interval(mins => ${paymentTimeoutMinutes})` : sql`null::timestamptz`
  const [written] = await queryRows<Written>(
    tx,
    sql`with p as (
        insert into purchases (user_id, status, payment_method, total, discount_amount, discount_id, discount_code_id,
          discount_code, expires_at)
        values (${userId}, ${plan.online ? 'pending_payment' : 'cash_on_delivery'}, ${plan.paymentMethod}, ${plan.total},
          ${plan.code?.amount ?? 0}, ${plan.code?.discountId ?? null}, ${plan.code?.codeId ?? null}, ${plan.code?.code ?? null}, ${expiresAt})
        returning id, created_at, expires_at
      ), o as (
        insert into orders (purchase_id, store_id, user_id, status, shipping_method, shipping_fee, estimated_days_min,
          estimated_days_max, address, subtotal, discount_amount, total, payment_method, customer_note, expires_at)
        select p.id, x.store_id, ${userId}, ${plan.online ? 'pending_payment' : 'processing'}, x.shipping_method,
          x.shipping_fee, x.dmin, x.dmax, ${JSON.stringify(plan.address)}::jsonb, x.subtotal, x.discount_amount, x.total,
          ${plan.paymentMethod}, ${plan.note}, p.expires_at
        from p, jsonb_to_recordset(${JSON.stringify(plan.orders)}::jsonb) as x(store_id int, shipping_method text,
          shipping_fee bigint, dmin int, dmax int, subtotal bigint, discount_amount bigint, total bigint)
        returning id, store_id, created_at, updated_at, expires_at
      ), i as (
        insert into order_items (order_id, offer_id, product_id, product_slug, name, image_url, quantity, unit_price,
          original_unit_price)
        select o.id, y.offer_id, y.product_id, y.product_slug, y.name, y.image_url, y.quantity, y.unit_price,
          y.original_unit_price
        from o join jsonb_to_recordset(${JSON.stringify(plan.items)}::jsonb) as y(store_id int, offer_id int, product_id int,
          product_slug text, name text, image_url text, quantity int, unit_price bigint, original_unit_price bigint)
          on y.store_id = o.store_id
        returning id, order_id, offer_id
      ), e as (
        insert into order_status_events (order_id, status, note, by)
        select o.id, z.status, z.note, 'customer'
        from o cross join jsonb_to_recordset(${JSON.stringify(plan.events)}::jsonb) as z(ord int, status text, note text)
        order by o.id, z.ord
        returning id, order_id, status, note, at
      ), emptied as (
        delete from cart_items where cart_id in (select id from carts where user_id = ${userId}) returning 1
      )
      select (select row_to_json(p) from p) as purchase, (select json_agg(o) from o) as orders,
        (select json_agg(i) from i) as items, (select json_agg(e) from e) as events,
        (select count(*) from emptied) as emptied`,
  )
  return written
}

/** Answer: the purchase as GET would show it, built from the plan and the written ids and times. */
function answer(plan: Plan, written: Written, lines: CheckoutLine[]): Purchase {
  const storeOf = new Map(lines.map((l) => [l.storeId, l.store]))
  const orderRows: OrderRow[] = written.orders.map((o) => {
    const so = plan.orders.find((x) => x.store_id === o.store_id) as Plan['orders'][number]
    const store = storeOf.get(o.store_id) as StoreSummary
    return {
      id: o.id,
      purchase_id: written.purchase.id,
      store_id: o.store_id,
      store_name: store.name,
      store_slug: store.slug,
      store_verified: store.verified,
      store_logo: store.logo_url,
      store_city: store.city ?? null,
      status: plan.online ? 'pending_payment' : 'processing',
      shipping_method: so.shipping_method,
      shipping_fee: so.shipping_fee,
      estimated_days_min: so.dmin,
      estimated_days_max: so.dmax,
      tracking_code: null,
      address: plan.address,
      subtotal: so.subtotal,
      discount_amount: so.discount_amount,
      total: so.total,
      payment_method: plan.paymentMethod,
      payment_status: 'pending',
      paid_at: null,
      payment_reference: null,
      customer_note: plan.note,
      expires_at: o.expires_at,
      created_at: o.created_at,
      updated_at: o.updated_at,
    }
  })
  const orderOf = new Map(written.orders.map((o) => [o.id, o.store_id]))
  const itemRows: ItemRow[] = written.items
    .sort((a, b) => a.id - b.id)
    .map((row) => {
      const it = plan.items.find(
        (x) => x.offer_id === row.offer_id && x.store_id === orderOf.get(row.order_id),
      ) as Plan['items'][number]
      return {
        id: row.id,
        order_id: row.order_id,
        product_store_id: it.offer_id,
        product_id: it.product_id,
        product_slug: it.product_slug,
        name: it.name,
        image_url: it.image_url,
        quantity: it.quantity,
        unit_price: it.unit_price,
        original_unit_price: it.original_unit_price,
        total: it.unit_price * it.quantity,
      }
    })
  const eventRows: EventRow[] = written.events
    .sort((a, b) => a.id - b.id)
    .map((e) => ({ ...e, by: 'customer' as const }))
  const orders = orderRows.map((r) => toPublicOrder(r, itemRows, eventRows))
  return toPurchase(
    {
      id: written.purchase.id,
      status: plan.online ? 'pending_payment' : 'cash_on_delivery',
      payment_method: plan.paymentMethod,
      total: plan.total,
      discount_amount: plan.code?.amount ?? 0,
      discount_code: plan.code?.code ?? null,
      expires_at: written.purchase.expires_at,
      created_at: written.purchase.created_at,
    },
    orders,
  )
}
