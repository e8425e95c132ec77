// Money (issue 30): commission rates, each store's append-only ledger, settlement runs and their
// payouts to Sheba, refunds, and returns with their timeline. Money is integer toman (bigint);
// rials appear only in the bank's transfer file. Balances are never stored: they are sums over
// ledger_entries (server/modules/finance/kept.ts).
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
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
import { categories } from './catalog'
import { orderItems, orders } from './commerce'
import { stores } from './stores'

/**
 * Platform-wide settings an admin changes at run time, one JSON value per key:
 * `commission_default_bp` (number), `settlement_minimum` (toman).
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A category's commission in basis points (1 % = 100). A category without a row takes its
 * nearest ancestor's rate, and a tree without any the platform default.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    categoryId: integer('category_id')
      .primaryKey()
      .references(() => categories.id, { onDelete: 'cascade' }),
    rateBp: integer('rate_bp').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('commission_rates_rate_check', sql`${t.rateBp} between 0 and 10000`)],
)

/**
 * What the item's money was when its order left pending_payment (paid online, or taken as cash
 * on delivery), frozen so later rate or price changes never rewrite it.
 */
export const orderItemMoney = pgTable(
  'order_item_money',
  {
    orderItemId: integer('order_item_id')
      .primaryKey()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** unit price × quantity */
    gross: bigint('gross', { mode: 'number' }).notNull(),
    /** the item's share of the order's discount code */
    discount: bigint('discount', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    /** round((gross − discount) × rate) */
    commission: bigint('commission', { mode: 'number' }).notNull(),
    frozenAt: timestamp('frozen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_item_money_order_idx').on(t.orderId),
    check(
      'order_item_money_amounts_check',
      sql`${t.gross} >= 0 and ${t.discount} between 0 and ${t.gross}
      and ${t.commission} between 0 and ${t.gross} - ${t.discount}`,
    ),
  ],
)

/**
 * sale: an item's price after discounts less its commission (online orders, on delivery);
 * shipping: the order's shipping fee, the store's (online orders, on delivery);
 * commission: what a cash-on-delivery item owes the marketplace (negative, on delivery);
 * refund: money given back for returned items (negative).
 */
export type LedgerKind = 'sale' | 'shipping' | 'commission' | 'refund'

/**
 * A store's ledger: append-only, signed toman. `cause` names the one event an entry stands for
 * (`sale:item:12`, `shipping:order:5`, `commission:item:12`, `refund:3:item:12`) and is unique,
 * so no event is entered twice. An entry matures at `available_at` (the return window's end for
 * a sale) and belongs to at most one payout at a time (`payout_id`; a failed payout lets go).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind').$type<LedgerKind>().notNull(),
    cause: text('cause').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    orderItemId: integer('order_item_id').references(() => orderItems.id),
    refundId: integer('refund_id').references(() => refunds.id),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    payoutId: integer('payout_id').references(() => payouts.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_cause_key').on(t.cause),
    index('ledger_entries_store_idx').on(t.storeId, t.createdAt),
    index('ledger_entries_open_idx').on(t.storeId, t.availableAt).where(sql`payout_id is null`),
    index('ledger_entries_payout_idx').on(t.payoutId),
    index('ledger_entries_order_idx').on(t.orderId),
  ],
)

/** An admin's settlement run: one payout per store whose available balance reached the minimum. */
export const settlementRuns = pgTable('settlement_runs', {
  id: serial('id').primaryKey(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  minimum: bigint('minimum', { mode: 'number' }).notNull(),
  /** entries that matured by this moment were considered */
  cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type PayoutStatus = 'pending' | 'paid' | 'failed'

/** One store's share of a run, to the Sheba and owner name the store had then. */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => settlementRuns.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    sheba: text('sheba').notNull(),
    ownerName: text('owner_name').notNull(),
    status: text('status').$type<PayoutStatus>().notNull().default('pending'),
    /** the bank's reference once paid */
    reference: text('reference'),
    failureReason: text('failure_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_run_store_key').on(t.runId, t.storeId),
    index('payouts_store_idx').on(t.storeId, t.id),
    check('payouts_amount_check', sql`${t.amount} > 0`),
  ],
)

/** cancel: the whole order before it shipped; return: the items of an approved, received return */
export type RefundReason = 'cancel' | 'return'
/** gateway: back through the payment gateway; sheba: paid by hand to the customer's Sheba */
export type RefundMethod = 'gateway' | 'sheba'
/** pending: the gateway not yet asked (or unreachable); owed: waits to be paid by hand; done */
export type RefundStatus = 'pending' | 'owed' | 'done'

/** Money given back to a customer: at most one per cancelled order and one per return. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    returnId: integer('return_id').references(() => orderReturns.id),
    reason: text('reason').$type<RefundReason>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    sheba: text('sheba'),
    accountName: text('account_name'),
    /** the gateway's or the bank's reference once done */
    reference: text('reference'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_cancel_key').on(t.orderId).where(sql`reason = 'cancel'`),
    uniqueIndex('refunds_return_key').on(t.returnId),
    index('refunds_open_idx').on(t.status).where(sql`status <> 'done'`),
    check('refunds_amount_check', sql`${t.amount} >= 0`),
  ],
)

/**
 * requested → approved | rejected; rejected → escalated (the customer) → approved | closed (an
 * admin); approved → sent_back (the customer's tracking code) → refunded (the seller confirms
 * receipt, the refund is made in the same step).
 */
export type ReturnStatus = 'requested' | 'approved' | 'rejected' | 'escalated' | 'closed' | 'sent_back' | 'refunded'
export type ReturnReason = 'damaged' | 'wrong_item' | 'not_as_described' | 'defective' | 'changed_mind' | 'other'
export type ReturnPhoto = { fileId: number; url: string }

/** A customer's request to return items of a delivered order, within 7 days of delivery. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    description: text('description'),
    photos: jsonb('photos').$type<ReturnPhoto[]>().notNull().default([]),
    /** the parcel's tracking code on its way back */
    trackingCode: text('tracking_code'),
    /** the seller's reason for a rejection, or the admin's for a decision */
    decisionNote: text('decision_note'),
    /** whether the seller put the returned items back in stock */
    restocked: boolean('restocked').notNull().default(false),
    /** the Sheba for a refund that cannot go back through the gateway */
    refundSheba: text('refund_sheba'),
    refundAccountName: text('refund_account_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId),
    index('order_returns_store_idx').on(t.storeId, t.id),
    index('order_returns_user_idx').on(t.userId, t.id),
    index('order_returns_escalated_idx').on(t.id).where(sql`status = 'escalated'`),
  ],
)

export const returnItems = pgTable(
  'return_items',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('return_items_key').on(t.returnId, t.orderItemId),
    index('return_items_item_idx').on(t.orderItemId),
    check('return_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
)

/** Each step of a return, for the Jalali timeline both sides see. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReturnStatus>().notNull(),
    by: text('by').$type<'customer' | 'store' | 'admin' | 'system'>().notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.id)],
)
