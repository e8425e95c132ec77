// Notifications and the wishlist (issue 31). A notice is written in the same transaction as its
// cause (server/modules/notifications/outbox.ts is the one place that writes them); it is the
// inbox row, and each other channel it must reach (Web Push, SMS) gets a delivery row that the
// process holding the periodic jobs sends, exactly once, with retries and back-off.
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { products } from './catalog'
import { offers, stores } from './stores'

/**
 * One notice for one user: what the inbox lists. `cause` names the event (`order:1502:shipped`,
 * `wish:7:back:2026-11-28` …) and is unique per user, so one event is never noticed twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    cause: text('cause').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path inside the app a click opens */
    link: text('link').notNull(),
    /** The store a seller's notice is about */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_user_cause_key').on(t.userId, t.cause),
    index('notifications_user_newest_idx').on(t.userId, t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId, t.event).where(sql`${t.readAt} is null`),
  ],
)

/**
 * A notice's delivery on one channel (push, sms): due at `due_at` (an SMS fallback waits for the
 * notice to go unseen, a non-urgent SMS waits out quiet hours), claimed by the sender until
 * `claimed_until`, retried with back-off. One row per notice and channel.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** pending → sent | skipped (nothing to send to, or the notice was seen) | failed (gave up) */
    status: text('status').notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: smallint('attempts').notNull().default(0),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_deliveries_notice_channel_key').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    check('notification_deliveries_channel_check', sql`${t.channel} in ('push', 'sms')`),
    check('notification_deliveries_status_check', sql`${t.status} in ('pending', 'sent', 'skipped', 'failed')`),
  ],
)

/**
 * How far the delivery worker has looked for urgent notices (a seller's new order) gone unseen for
 * the SMS fallback time: every notice up to `last_id` was looked at once older than that, and its
 * SMS queued then if it was still unread (deliver-fallback.ts). One row. The purchase that makes
 * the notice so writes no SMS row of its own (decision 041).
 */
export const noticeSmsMark = pgTable(
  'notice_sms_mark',
  {
    one: boolean('one').primaryKey().default(true),
    lastId: integer('last_id').notNull(),
  },
  (t) => [check('notice_sms_mark_one_check', sql`${t.one}`)],
)

/**
 * How far the delivery worker has read the orders for new cash-on-delivery orders, to tell each
 * store's owner (new-order-watch.ts, decision 043): every order up to `last_id` was read, except
 * the ids in `gaps` ([id, ms since the epoch when first missed]): taken by a transaction not yet
 * committed when the worker read past them, or rolled back. One row. The purchase so writes no
 * notice of its own.
 */
export const newOrderMark = pgTable(
  'new_order_mark',
  {
    one: boolean('one').primaryKey().default(true),
    lastId: integer('last_id').notNull(),
    gaps: jsonb('gaps').$type<[number, number][]>().notNull().default([]),
  },
  (t) => [check('new_order_mark_one_check', sql`${t.one}`)],
)

/** What a user changed from the defaults: one row per event and channel. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event, t.channel] })],
)

/** One device's Web Push subscription; deleted when the push service answers 404 or 410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
)

/** A kept product with its alerts; `alert_price` is the best price a drop is measured from. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    backInStock: boolean('back_in_stock').notNull().default(false),
    priceDrop: boolean('price_drop').notNull().default(false),
    priceDropPercent: smallint('price_drop_percent').notNull().default(10),
    priceAtAdd: bigint('price_at_add', { mode: 'number' }),
    /** The best price the next drop is measured from: the price when kept, then the last alerted one */
    alertPrice: bigint('alert_price', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_newest_idx').on(t.userId, t.createdAt.desc()),
    index('wishlist_items_alerts_idx').on(t.productId).where(sql`${t.backInStock} or ${t.priceDrop}`),
    check('wishlist_items_percent_check', sql`${t.priceDropPercent} between 1 and 90`),
  ],
)

/** Every price an offer has had, from its creation on (a trigger on offers writes it). */
export const offerPriceHistory = pgTable(
  'offer_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_price_history_product_at_idx').on(t.productId, t.at)],
)

/**
 * A product someone watches came back in stock or got cheaper: written by a trigger on offers in
 * the transaction of the change, only when a wishlist item watches the product; the notification
 * worker turns each into the watchers' notices and deletes it.
 */
export const wishlistSignals = pgTable(
  'wishlist_signals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull(),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('wishlist_signals_kind_check', sql`${t.kind} in ('back_in_stock', 'price_drop')`)],
)
