// Trust (issue 32): buyers' reviews of what they bought, questions about products and their
// answers, the votes and reports all three share, each product's rating summary (kept, never
// counted per request) and each store's score from its last 90 days.
import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
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
import { orderItems } from './commerce'
import { stores } from './stores'

/** pending: waits for an admin (a review with text or photos, every question); rejected: with the reason the author sees */
export type ModerationStatus = 'pending' | 'published' | 'rejected'
/** What a vote or a report is about */
export type TrustTarget = 'review' | 'question' | 'answer'
export type ReviewPhoto = { fileId: number; url: string }

/** A review's or question's moderation: its state, and who decided when (the reason the author sees). */
const moderation = () => ({
  status: text('status').$type<ModerationStatus>().notNull(),
  rejectReason: text('reject_reason'),
  moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  moderatedAt: timestamp('moderated_at', { withTimezone: true }),
})

/** What every vote and report target keeps (server/modules/trust.ts counts them in its transaction). */
const votesAndReports = () => ({
  helpfulCount: integer('helpful_count').notNull().default(0),
  reportCount: integer('report_count').notNull().default(0),
})

/** One review per purchased order item, by the buyer, after delivery. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** the store the reviewer bought from (the order's store): it may answer once */
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    body: text('body'),
    strengths: jsonb('strengths').$type<string[]>().notNull().default([]),
    weaknesses: jsonb('weaknesses').$type<string[]>().notNull().default([]),
    photos: jsonb('photos').$type<ReviewPhoto[]>().notNull().default([]),
    ...moderation(),
    ...votesAndReports(),
    /** the seller's one public answer */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_order_item_key').on(t.orderItemId),
    index('reviews_product_newest_idx').on(t.productId, t.status, t.id),
    index('reviews_product_helpful_idx').on(t.productId, t.status, t.helpfulCount, t.id),
    index('reviews_status_idx').on(t.status, t.id),
    index('reviews_store_idx').on(t.storeId, t.id),
    index('reviews_user_idx').on(t.userId, t.id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
)

/** Each product's published ratings, updated in the transaction that publishes or removes one. */
export const productRatings = pgTable('product_ratings', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
  sum: integer('sum').notNull().default(0),
  /** how many of each star, 1 first */
  stars1: integer('stars_1').notNull().default(0),
  stars2: integer('stars_2').notNull().default(0),
  stars3: integer('stars_3').notNull().default(0),
  stars4: integer('stars_4').notNull().default(0),
  stars5: integer('stars_5').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A signed-in user's question about a product; moderated like reviews. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    ...moderation(),
    ...votesAndReports(),
    answerCount: integer('answer_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_product_idx').on(t.productId, t.status, t.id),
    index('questions_status_idx').on(t.status, t.id),
    index('questions_user_idx').on(t.userId, t.id),
  ],
)

/** An answer by a store that offers the product («فروشنده») or by a buyer of it («خریدار»). */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** set when a store answers; null for a buyer */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'seller' | 'buyer'>().notNull(),
    body: text('body').notNull(),
    ...votesAndReports(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('answers_question_idx').on(t.questionId, t.id),
    uniqueIndex('answers_store_once_key').on(t.questionId, t.storeId).where(sql`${t.storeId} is not null`),
    uniqueIndex('answers_buyer_once_key').on(t.questionId, t.userId).where(sql`${t.storeId} is null`),
  ],
)

/** «مفید بود»: one per user and review, question or answer. */
export const trustVotes = pgTable(
  'trust_votes',
  {
    target: text('target').$type<TrustTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.target, t.targetId, t.userId] })],
)

/** A report by anyone (user null when signed out); raises the target in the moderation queue. */
export const trustReports = pgTable(
  'trust_reports',
  {
    id: serial('id').primaryKey(),
    target: text('target').$type<TrustTarget>().notNull(),
    targetId: integer('target_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trust_reports_target_idx').on(t.target, t.targetId)],
)

/** Each store's score from its last 90 days, recomputed by the periodic jobs (decision 035). */
export const storeScores = pgTable('store_scores', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  /** 0–100; null while the store has too few orders («فروشنده جدید») */
  score: smallint('score'),
  orders90d: integer('orders_90d').notNull().default(0),
  /** of those, the orders due to ship (shipped, or past their promised days): on-time's denominator */
  due90d: integer('due_90d').notNull().default(0),
  /** shipped within the days the order's shipping method promises, of the orders due to ship */
  onTimeRate: doublePrecision('on_time_rate'),
  sellerCancelRate: doublePrecision('seller_cancel_rate'),
  /** null until returns exist (issue 30): the score says it has no return data */
  returnRate: doublePrecision('return_rate'),
  ratingAverage: doublePrecision('rating_average'),
  ratingCount: integer('rating_count').notNull().default(0),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
})
