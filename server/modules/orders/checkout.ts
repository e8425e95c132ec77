// Checkout: the cart becomes one purchase (one payment) and one order per store, in one
// transaction. Prices, shipping fees and the code's amount are the server's own; stock is taken
// with locked conditional updates so nothing is oversold, and the cart is emptied.
import { and, eq, sql } from 'drizzle-orm'
import type { components } from '../../../sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, queryRows } from '../../db/rows'
import { type AddressCopy, addresses, type StoreShipping } from '../../db/schema'
import { conflict, HttpError, invalidField, notFound } from '../../lib/http-error'
import { offerPrices } from '../catalog/summary'
import { consumeCode, evaluateCode } from '../discounts/discount-code'
import { type EventRow, type ItemRow, type OrderRow, type Purchase, toPublicOrder, toPurchase } from './order-views'
import { shippingQuote } from './shipping'

type OrderCreate = components['schemas']['OrderCreate']
type OrderStatus = components['schemas']['OrderStatus']
type StoreSummary = components['schemas']['StoreSummary']

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
    store: StoreSummary
    shipping: StoreShipping
    name: string
    slug: string
    image_url: string | null
  }>(
    tx,
    sql`with priced as (${offerPrices(sql`o.id = any(${ids})`)})
      select pr.id, pr.product_id, pr.store_id, pr.price, pr.selling_price, pr.stock,
        (pr.is_available and s.verified) as live, s.name as store_name, s.shipping,
        json_build_object('id', s.id, 'name', s.name, 'slug', s.slug, 'verified', s.verified, 'logo_url', s.logo_url,
          'city', s.city) as store, p.name_fa as name, p.slug,
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
        store: p.store,
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
  if (!isInt4(input.address_id)) throw notFound(ADDRESS_NOT_FOUND)
  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, input.address_id), eq(addresses.userId, user.id)))
  if (!address) throw notFound(ADDRESS_NOT_FOUND)

  // The cart's row first: concurrent checkouts of one cart (two tabs, a double tap, a retry with a
  // fresh key) take turns here, and each reads the lines only after the one before it committed,
  // so a late one finds the cart emptied and gets CART_EMPTY instead of a second purchase.
  const [cart] = await queryRows<{ id: number }>(tx, sql`select id from carts where user_id = ${user.id} for update`)
  const lines = cart ? await cartLines(tx, user.id, true) : []
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
  const storeOrders = stores.map((s) => {
    const quote = shipping.get(s.storeId) as ReturnType<typeof shippingQuote>
    const subtotal = subtotals.get(s.storeId) ?? 0
    const discount = code?.shares.get(s.storeId) ?? 0
    return {
      store_id: s.storeId,
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
  const note = input.note?.trim() || null
  const expiresAt = online ? sql`now() + make_interval(mins => ${paymentTimeoutMinutes})` : sql`null::timestamptz`

  // One statement writes the purchase, its orders, their items and first events, and empties the
  // cart; it returns what the answer needs, so nothing is read back.
  const [written] = await queryRows<{
    purchase: { id: number; created_at: string; expires_at: string | null }
    orders: { id: number; store_id: number; created_at: string; updated_at: string; expires_at: string | null }[]
    items: { id: number; order_id: number; offer_id: number }[]
    events: { id: number; order_id: number; status: OrderStatus; note: string | null; at: string }[]
  }>(
    tx,
    sql`with p as (
        insert into purchases (user_id, status, payment_method, total, discount_amount, discount_id, discount_code_id,
          discount_code, expires_at)
        values (${user.id}, ${online ? 'pending_payment' : 'cash_on_delivery'}, ${input.payment_method}, ${total},
          ${code?.amount ?? 0}, ${code?.discountId ?? null}, ${code?.codeId ?? null}, ${code?.code ?? null}, ${expiresAt})
        returning id, created_at, expires_at
      ), o as (
        insert into orders (purchase_id, store_id, user_id, status, shipping_method, shipping_fee, estimated_days_min,
          estimated_days_max, address, subtotal, discount_amount, total, payment_method, customer_note, expires_at)
        select p.id, x.store_id, ${user.id}, ${online ? 'pending_payment' : 'processing'}, x.shipping_method,
          x.shipping_fee, x.dmin, x.dmax, ${JSON.stringify(copy)}::jsonb, x.subtotal, x.discount_amount, x.total,
          ${input.payment_method}, ${note}, p.expires_at
        from p, jsonb_to_recordset(${JSON.stringify(storeOrders)}::jsonb) as x(store_id int, shipping_method text,
          shipping_fee bigint, dmin int, dmax int, subtotal bigint, discount_amount bigint, total bigint)
        returning id, store_id, created_at, updated_at, expires_at
      ), i as (
        insert into order_items (order_id, offer_id, product_id, product_slug, name, image_url, quantity, unit_price,
          original_unit_price)
        select o.id, y.offer_id, y.product_id, y.product_slug, y.name, y.image_url, y.quantity, y.unit_price,
          y.original_unit_price
        from o join jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as y(store_id int, offer_id int, product_id int,
          product_slug text, name text, image_url text, quantity int, unit_price bigint, original_unit_price bigint)
          on y.store_id = o.store_id
        returning id, order_id, offer_id
      ), e as (
        insert into order_status_events (order_id, status, note, by)
        select o.id, z.status, z.note, 'customer'
        from o cross join jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as z(ord int, status text, note text)
        order by o.id, z.ord
        returning id, order_id, status, note, at
      ), emptied as (
        delete from cart_items where cart_id in (select id from carts where user_id = ${user.id}) returning 1
      )
      select (select row_to_json(p) from p) as purchase, (select json_agg(o) from o) as orders,
        (select json_agg(i) from i) as items, (select json_agg(e) from e) as events,
        (select count(*) from emptied) as emptied`,
  )

  const storeOf = new Map(lines.map((l) => [l.storeId, l.store]))
  const orderRows: OrderRow[] = written.orders.map((o) => {
    const so = storeOrders.find((x) => x.store_id === o.store_id) as (typeof storeOrders)[number]
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
      status: online ? 'pending_payment' : 'processing',
      shipping_method: so.shipping_method,
      shipping_fee: so.shipping_fee,
      estimated_days_min: so.dmin,
      estimated_days_max: so.dmax,
      tracking_code: null,
      address: copy,
      subtotal: so.subtotal,
      discount_amount: so.discount_amount,
      total: so.total,
      payment_method: input.payment_method,
      payment_status: 'pending',
      paid_at: null,
      payment_reference: null,
      customer_note: note,
      expires_at: o.expires_at,
      created_at: o.created_at,
      updated_at: o.updated_at,
    }
  })
  const orderOf = new Map(written.orders.map((o) => [o.id, o.store_id]))
  const itemRows: ItemRow[] = written.items
    .sort((a, b) => a.id - b.id)
    .map((row) => {
      const it = items.find(
        (x) => x.offer_id === row.offer_id && x.store_id === orderOf.get(row.order_id),
      ) as (typeof items)[number]
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
  const purchase = toPurchase(
    {
      id: written.purchase.id,
      status: online ? 'pending_payment' : 'cash_on_delivery',
      payment_method: input.payment_method,
      total,
      discount_amount: code?.amount ?? 0,
      discount_code: code?.code ?? null,
      expires_at: written.purchase.expires_at,
      created_at: written.purchase.created_at,
    },
    orders,
  )
  const soldOut = lines.filter((l) => taken.some((t) => t.id === l.offerId && t.stock === 0)).map((l) => l.productId)
  return { purchase, soldOut }
}
