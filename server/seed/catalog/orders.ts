// The demo's order history (issue 32): the demo buyers' cash-on-delivery orders at every verified
// store over the last 90 days, each with the status history a real one gets (order_status_events:
// placed and taken by the customer, shipped and delivered by the store). Each store has a record
// of its own — some ship late against their shipping method's promised days, a few cancel — so
// the seller scores computed from these orders differ; the last days' orders are still processing
// or on their way. Reviews of the delivered items follow (reviews.ts).
//
// Money (issue 30): most orders that were not cancelled were paid online, the rest cash on
// delivery. Their money is frozen and each delivery entered in the store's ledger as of its day
// through the ledger's own functions (finance/ledger.ts), so deliveries older than the return
// window are available and the last days' are pending. The demo provider's stores get a few
// deliveries of the last days besides, so their «مالی» page always shows both.
//
// For other seeds (questions, buyers' answers): a buyer of a product is any user with a delivered
// order item of it — `select o.user_id, oi.product_id from orders o join order_items oi on
// oi.order_id = o.id where o.status = 'delivered'`. The top 10 products by sales_count each have
// about ten buyers; every verified store sells a dozen or so of its most popular products.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import {
  type AddressCopy,
  type OrderStatus,
  orderItems,
  orderStatusEvents,
  orders,
  type StoreShipping,
  users,
} from '../../db/schema'
import { freezeOrderMoney, postDeliveries } from '../../modules/finance/ledger'
import { CITIES, STREETS } from '../data/stores'
import { DEMO_BUYER_NAMES, DEMO_CUSTOMER_PHONE, DEMO_PROVIDER_PHONE, demoBuyerPhone } from '../data/users'
import { postalCode } from '../ids'
import { Rng } from '../random'

const DAY = 86_400_000
const HOUR = 3_600_000
/** A minute: from placing an online order to its payment, and from payment to the store taking it */
const PAYING = 60_000
/** How far back the history goes: the seller score's window. */
const HISTORY_DAYS = 88
/** Products each store sells in the history, its most popular first. */
const PER_STORE = 12
/** The most popular products overall, each bought about this often from its stores. */
const TOP_PRODUCTS = 10
const TOP_ORDERS = 10
/** The share of orders (not cancelled) paid online; the rest are cash on delivery. */
const ONLINE_SHARE = 0.65
/** Deliveries of the last days each demo provider's store gets besides its history. */
const DEMO_RECENT = 3

export interface Buyer {
  id: number
  name: string
  phone: string
}

/** A delivered order item, for the reviews. */
export interface DeliveredItem {
  orderItemId: number
  productId: number
  storeId: number
  buyer: number
  deliveredAt: Date
  /** 0 (reliable) to 1 (poor): the store's record, which its buyers' ratings follow */
  poorness: number
  imageUrl: string | null
}

type Candidate = {
  offer_id: number
  store_id: number
  product_id: number
  price: number
  slug: string
  name_fa: string
  image_url: string | null
  store_rank: number
  product_rank: number
}

/** The demo buyers: the demo customer first, then DEMO_BUYER_NAMES (made if missing). */
export async function insertBuyers(db: Db): Promise<Buyer[]> {
  const people = DEMO_BUYER_NAMES.map((name, i) => ({ phone: demoBuyerPhone(i), name, roles: ['customer'] }))
  await db.insert(users).values(people).onConflictDoNothing()
  const phones = [DEMO_CUSTOMER_PHONE, ...people.map((p) => p.phone)]
  const rows = await queryRows<Buyer>(
    db,
    sql`select id, coalesce(name, '') as name, phone from users where phone = any(${`{${phones.join(',')}}`}::text[])`,
  )
  const byPhone = new Map(rows.map((r) => [r.phone, r]))
  return phones.map((p) => byPhone.get(p)).filter((b): b is Buyer => b !== undefined)
}

export async function insertOrders(db: Db, seed: number, buyers: Buyer[]): Promise<DeliveredItem[]> {
  const candidates = await queryRows<Candidate>(
    db,
    sql`select * from (
        select o.id as offer_id, o.store_id, o.product_id, o.price::int as price, p.slug, p.name_fa,
          (select i.url from product_images i where i.product_id = p.id order by i.is_primary desc, i.sort_order, i.id limit 1) as image_url,
          row_number() over (partition by o.store_id order by p.sales_count desc, p.id)::int as store_rank,
          dense_rank() over (order by p.sales_count desc, p.id)::int as product_rank
        from offers o join products p on p.id = o.product_id join stores s on s.id = o.store_id
        where s.verified and s.deleted_at is null and o.deleted_at is null and o.is_available) x
      where store_rank <= ${PER_STORE} or product_rank <= ${TOP_PRODUCTS}
      order by store_id, store_rank`,
  )
  const stores = await queryRows<{ id: number; shipping: StoreShipping; demo: boolean }>(
    db,
    sql`select s.id, s.shipping, u.phone = ${DEMO_PROVIDER_PHONE} as demo
      from stores s join users u on u.id = s.owner_id where s.verified and s.deleted_at is null order by s.id`,
  )
  if (candidates.length === 0 || buyers.length === 0) return []
  const now = Date.now()
  const plans: Plan[] = []
  for (const store of stores) {
    const own = candidates.filter((c) => c.store_id === store.id && c.store_rank <= PER_STORE)
    if (own.length === 0) continue
    const rng = Rng.for(seed, 'store-record', store.id)
    const record = storeRecord(rng)
    const count = rng.int(6, 18)
    for (let k = 0; k < count; k++) {
      const offer = own[rng.weighted(own.map((c) => PER_STORE + 1 - c.store_rank))]
      plans.push(plan(rng, offer, store.shipping, record, buyers.length, now))
    }
    if (store.demo) plans.push(...recentDeliveries(seed, store.id, own, store.shipping, record, buyers.length, now))
  }
  for (let rank = 1; rank <= TOP_PRODUCTS; rank++) {
    const offers = candidates.filter((c) => c.product_rank === rank)
    if (offers.length === 0) continue
    const rng = Rng.for(seed, 'top-product', rank)
    for (let k = 0; k < TOP_ORDERS; k++) {
      const offer = rng.pick(offers)
      const store = stores.find((s) => s.id === offer.store_id) as (typeof stores)[number]
      plans.push(
        plan(rng, offer, store.shipping, storeRecord(Rng.for(seed, 'store-record', store.id)), buyers.length, now),
      )
    }
  }
  return writeOrders(db, seed, plans, buyers)
}

/** Orders placed 2 to 5 days ago and delivered since (their money still pending), on time. */
function recentDeliveries(
  seed: number,
  storeId: number,
  own: Candidate[],
  shipping: StoreShipping,
  record: StoreRecord,
  buyers: number,
  now: number,
): Plan[] {
  const rng = Rng.for(seed, 'demo-recent', storeId)
  return Array.from({ length: DEMO_RECENT }, () => {
    const p = plan(rng, rng.pick(own), shipping, record, buyers, now)
    p.placed = now - (2 + rng.next() * 3) * DAY
    p.cancelledAt = null
    p.shippedAt = p.placed + (0.2 + rng.next() * 0.6) * DAY
    p.deliveredAt = p.shippedAt + (0.5 + rng.next() * 0.5) * DAY
    return p
  })
}

type StoreRecord = { poorness: number; lateRate: number; cancelRate: number }

/** A store's habits: most ship on time and rarely cancel; a few do neither well. */
function storeRecord(rng: Rng): StoreRecord {
  const poorness = rng.next() ** 2
  return { poorness, lateRate: 0.02 + 0.45 * poorness, cancelRate: 0.01 + 0.2 * poorness }
}

interface Plan {
  offer: Candidate
  buyer: number
  placed: number
  fee: number
  daysMin: number
  daysMax: number
  cancelledAt: number | null
  shippedAt: number | null
  deliveredAt: number | null
  poorness: number
}

/** One order's fate: placed some day of the window, then cancelled, or shipped (late or not) and delivered. */
function plan(
  rng: Rng,
  offer: Candidate,
  shipping: StoreShipping,
  record: StoreRecord,
  buyers: number,
  now: number,
): Plan {
  const method = shipping.methods.find((m) => m.method === 'post_pishtaz') ?? shipping.methods[0]
  const placed = now - rng.next() * HISTORY_DAYS * DAY - HOUR
  const p: Plan = {
    offer,
    // The demo customer (buyer 0) buys now and then; the others share the rest.
    buyer: rng.chance(0.04) ? 0 : rng.int(1, buyers - 1),
    placed,
    fee: method.fee,
    daysMin: method.estimated_days_min,
    daysMax: method.estimated_days_max,
    cancelledAt: null,
    shippedAt: null,
    deliveredAt: null,
    poorness: record.poorness,
  }
  if (rng.chance(record.cancelRate)) {
    p.cancelledAt = placed + rng.int(2, 40) * HOUR
  } else {
    const late = rng.chance(record.lateRate)
    const days = late
      ? method.estimated_days_max + 0.5 + rng.next() * 4
      : 0.2 + rng.next() * (method.estimated_days_max - 0.4)
    p.shippedAt = placed + days * DAY
    p.deliveredAt = p.shippedAt + (1 + rng.next() * 2) * DAY
  }
  // What lies in the future has not happened yet: still processing, or on its way.
  if (p.cancelledAt !== null && p.cancelledAt > now) p.cancelledAt = null
  if (p.shippedAt !== null && p.shippedAt > now) p.shippedAt = null
  if (p.deliveredAt !== null && (p.shippedAt === null || p.deliveredAt > now)) p.deliveredAt = null
  return p
}

const statusOf = (p: Plan): OrderStatus =>
  p.cancelledAt !== null
    ? 'cancelled'
    : p.deliveredAt !== null
      ? 'delivered'
      : p.shippedAt !== null
        ? 'shipped'
        : 'processing'

async function writeOrders(db: Db, seed: number, plans: Plan[], buyers: Buyer[]): Promise<DeliveredItem[]> {
  plans.sort((a, b) => a.placed - b.placed)
  // Drawn apart from the plans, so the history itself stays what it was before money existed.
  const paying = Rng.for(seed, 'payment-method')
  const online = plans.map((p) => paying.chance(ONLINE_SHARE) && p.cancelledAt === null)
  const rng = Rng.for(seed, 'order-addresses')
  const addresses = buyers.map((b): AddressCopy => {
    const place = rng.pick(CITIES)
    return {
      receiver_name: b.name,
      receiver_phone: b.phone,
      province: place.province,
      city: place.city,
      address_line: `${place.city}، ${rng.pick(STREETS)}`,
      plaque: String(rng.int(1, 300)),
      unit: String(rng.int(1, 12)),
      postal_code: postalCode(rng),
      latitude: null,
      longitude: null,
    }
  })
  const at = (ms: number) => new Date(Math.round(ms))
  const inserted = await db
    .insert(orders)
    .values(
      plans.map((p, i) => {
        const status = statusOf(p)
        const last = p.cancelledAt ?? p.deliveredAt ?? p.shippedAt ?? p.placed
        return {
          storeId: p.offer.store_id,
          userId: buyers[p.buyer].id,
          status,
          shippingMethod: 'post_pishtaz' as const,
          shippingFee: p.fee,
          estimatedDaysMin: p.daysMin,
          estimatedDaysMax: p.daysMax,
          trackingCode: p.shippedAt === null ? null : String(100_000_000_000 + seed * 1000 + i),
          address: addresses[p.buyer],
          subtotal: p.offer.price,
          total: p.offer.price + p.fee,
          paymentMethod: online[i] ? ('online' as const) : ('cod' as const),
          // Cash on delivery is paid at the door: paid once delivered, as a delivery move records it.
          paymentStatus: online[i]
            ? ('paid' as const)
            : status === 'cancelled'
              ? ('failed' as const)
              : p.deliveredAt !== null
                ? ('paid' as const)
                : ('pending' as const),
          paidAt: online[i] ? at(p.placed + PAYING) : p.deliveredAt !== null ? at(p.deliveredAt) : null,
          createdAt: at(p.placed),
          updatedAt: at(last),
        }
      }),
    )
    .returning({ id: orders.id })
  const items = await db
    .insert(orderItems)
    .values(
      plans.map((p, i) => ({
        orderId: inserted[i].id,
        offerId: p.offer.offer_id,
        productId: p.offer.product_id,
        productSlug: p.offer.slug,
        name: p.offer.name_fa,
        imageUrl: p.offer.image_url,
        quantity: 1,
        unitPrice: p.offer.price,
        originalUnitPrice: p.offer.price,
      })),
    )
    .returning({ id: orderItems.id })
  const events = plans.flatMap((p, i) => {
    const orderId = inserted[i].id
    type Event = { orderId: number; status: OrderStatus; by: 'customer' | 'store' | 'system'; at: Date }
    // Cash on delivery: the checkout puts it in processing; online: paid, then taken by the store.
    const list: Event[] = online[i]
      ? [
          { orderId, status: 'pending_payment', by: 'customer', at: at(p.placed) },
          { orderId, status: 'paid', by: 'system', at: at(p.placed + PAYING) },
          { orderId, status: 'processing', by: 'store', at: at(p.placed + 2 * PAYING) },
        ]
      : [
          { orderId, status: 'pending_payment', by: 'customer', at: at(p.placed) },
          { orderId, status: 'processing', by: 'customer', at: at(p.placed + 1000) },
        ]
    if (p.cancelledAt !== null)
      list.push({ orderId, status: 'cancelled' as const, by: 'store' as const, at: at(p.cancelledAt) })
    if (p.shippedAt !== null)
      list.push({ orderId, status: 'shipped' as const, by: 'store' as const, at: at(p.shippedAt) })
    if (p.deliveredAt !== null)
      list.push({ orderId, status: 'delivered' as const, by: 'store' as const, at: at(p.deliveredAt) })
    return list.map((e) => ({ ...e, receivedAt: e.at }))
  })
  await db.insert(orderStatusEvents).values(events)
  await freezeOrderMoney(
    db,
    inserted.filter((_, i) => online[i]).map((o) => o.id),
  )
  await postDeliveries(
    db,
    plans.flatMap((p, i) => (p.deliveredAt === null ? [] : [{ orderId: inserted[i].id, at: at(p.deliveredAt) }])),
  )
  return plans.flatMap((p, i) =>
    p.deliveredAt === null
      ? []
      : [
          {
            orderItemId: items[i].id,
            productId: p.offer.product_id,
            storeId: p.offer.store_id,
            buyer: p.buyer,
            deliveredAt: at(p.deliveredAt),
            poorness: p.poorness,
            imageUrl: p.offer.image_url,
          },
        ],
  )
}
