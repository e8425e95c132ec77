// Store content: bundles (baskets) of offers, blog posts, and homepage resources.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { offers, stores } from './stores'

export const bundles = pgTable(
  'bundles',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    /** the bundle's own discount on the sum of its items */
    discountPercent: smallint('discount_percent'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Items that left with their offer (the store removed the product) since the seller last
     * changed the items: set by the bundle_items_offer_removed trigger (migration 0012); while
     * above 0 the bundle is flagged in the panel and cannot be bought.
     */
    removedItems: integer('removed_items').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bundles_slug_key').on(t.slug), index('bundles_store_idx').on(t.storeId)],
)

export const bundleItems = pgTable(
  'bundle_items',
  {
    id: serial('id').primaryKey(),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [uniqueIndex('bundle_items_bundle_offer_key').on(t.bundleId, t.offerId)],
)

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt'),
    /** sanitised on the server with an allowlist */
    bodyHtml: text('body_html').notNull(),
    coverUrl: text('cover_url'),
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_store_idx').on(t.storeId, t.status), index('blog_posts_published_idx').on(t.publishedAt)],
)

/** A resource on the global homepage (store_id null, curated by admins) or a store's homepage. */
export const homepageResources = pgTable(
  'homepage_resources',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    resourceType: text('resource_type').$type<'product' | 'bundle' | 'article' | 'discount'>().notNull(),
    resourceId: integer('resource_id').notNull(),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('homepage_resources_key').using('btree', sql`coalesce(${t.storeId}, 0)`, t.resourceType, t.resourceId),
  ],
)
