// Carts, addresses, checkout (one purchase paid once, one order per store), the order status
// history, payments and idempotency keys. Money is integer toman; prices on orders are copies
// made at checkout so later price changes never rewrite history.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { bundles } from './content'
import { discountCodes, discounts } from './discounts'
import { offers, stores } from './stores'

export type OrderStatus = 'pending_payment' | 'paid' | 'processing' | 'shipped' | 'delivered' | 'cancelled'
export type PurchaseStatus = 'pending_payment' | 'paid' | 'cash_on_delivery' | 'cancelled'
export type PaymentMethod = 'online' | 'cod'
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded'
export type ShippingMethodName = 'post_pishtaz' | 'tipax' | 'courier'
export type OrderActor = 'customer' | 'store' | 'admin' | 'system'

/** The customer's own fields beyond users.name (GET/PUT /customers/profile). */
export const customerProfiles = pgTable('customer_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  nationalCode: text('national_code'),
  birthDate: date('birth_date'),
  gender: text('gender').$type<'male' | 'female'>(),
  newsletter: boolean('newsletter').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One cart per customer, made on first use. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_key').on(t.userId)],
)

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** the selling price when added or last changed: a different price now is price_changed */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_offer_key').on(t.cartId, t.offerId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 100`),
  ],
)

/**
 * A bundle (سبد ویژه) in the cart, bought as one line at the bundle's price (decision 021). One
 * line per bundle: adding it again raises the quantity, as with offers.
 */
export const cartBundles = pgTable(
  'cart_bundles',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** the bundle's selling price when added or last changed: a different price now is price_changed */
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_bundles_cart_bundle_key').on(t.cartId, t.bundleId),
    check('cart_bundles_quantity_check', sql`${t.quantity} between 1 and 100`),
  ],
)

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    addressLine: text('address_line').notNull(),
    plaque: text('plaque'),
    unit: text('unit'),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
)

/** The address as it was at checkout (OrderAddress in the contract). */
export interface AddressCopy {
  receiver_name: string
  receiver_phone: string
  province: string
  city: string
  address_line: string
  plaque: string | null
  unit: string | null
  postal_code: string
  latitude: number | null
  longitude: number | null
}

/** One checkout: paid once, split into one order per store. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<PurchaseStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** items and shipping of every order, before the code */
    total: bigint('total', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId, t.id),
    index('purchases_expiry_idx').on(t.expiresAt).where(sql`status = 'pending_payment'`),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id').references(() => purchases.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull(),
    shippingMethod: text('shipping_method').$type<ShippingMethodName>().notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull(),
    estimatedDaysMin: integer('estimated_days_min').notNull(),
    estimatedDaysMax: integer('estimated_days_max').notNull(),
    trackingCode: text('tracking_code'),
    address: jsonb('address').$type<AddressCopy>().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    customerNote: text('customer_note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_store_idx').on(t.storeId, t.id),
    index('orders_purchase_idx').on(t.purchaseId),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    productId: integer('product_id').notNull(),
    productSlug: text('product_slug').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    originalUnitPrice: bigint('original_unit_price', { mode: 'number' }).notNull(),
    /** the bundle this item was bought in (its unit_price is its share of the bundle's price) */
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
)

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note'),
    by: text('by').$type<OrderActor>().notNull(),
    /** When the move was made: a queued offline move brings the seller's time (bounded on arrival) */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** When it reached the server */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.id)],
)

/** One attempt to pay a purchase at the gateway. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    gateway: text('gateway').notNull(),
    /** the gateway's token for this attempt (Zarinpal's authority) */
    authority: text('authority').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_authority_key').on(t.gateway, t.authority),
    index('payments_purchase_idx').on(t.purchaseId),
  ],
)

/**
 * Idempotency-Key per user and operation: the first response is kept and replayed for the same
 * key and body; another body is 422; a key still in flight is 409. Kept 7 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_pk').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
)

/**
 * Hits of the per-key rate limits (discount-code checks): counted in the database so that every
 * server process sees the same counts (decision 011). Rows older than a day are swept.
 */
export const rateHits = pgTable(
  'rate_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_hits_key_at_idx').on(t.key, t.at)],
)
