// Stores and their offers (a store selling a product: price, stock, availability).
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
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
import { products } from './catalog'

export interface ShippingMethodSetting {
  method: 'post_pishtaz' | 'tipax' | 'courier'
  enabled: boolean
  fee: number
  estimated_days_min: number
  estimated_days_max: number
}

export interface StoreShipping {
  methods: ShippingMethodSetting[]
  cod_allowed: boolean
  courier_city: string | null
}

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    kind: text('kind').$type<'individual' | 'legal_entity'>().notNull(),
    verified: boolean('verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    description: text('description'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    phone: text('phone').notNull(),
    email: text('email'),
    province: text('province').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    sheba: text('sheba').notNull(),
    nationalCode: text('national_code'),
    companyName: text('company_name'),
    companyNationalId: text('company_national_id'),
    registrationNumber: text('registration_number'),
    shipping: jsonb('shipping').$type<StoreShipping>().notNull(),
    /** normalizeText(name + description) for search */
    searchText: text('search_text').notNull().default(''),
    /** Soft delete: a store with only finished or cancelled orders leaves every list; its orders keep it */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stores_slug_key').on(t.slug), index('stores_owner_idx').on(t.ownerId)],
)

/** The seller's own profile (POST /vendors). */
export const vendors = pgTable('vendors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  nationalCode: text('national_code').notNull(),
  email: text('email'),
  birthDate: date('birth_date'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** product_store_id in the API: one store's offer of one product. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** toman, before discounts */
    price: bigint('price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    salesCount: integer('sales_count').notNull().default(0),
    /** Soft delete (also is_available false): gone from the seller's lists and the storefront; past orders keep it */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_product_store_key').on(t.productId, t.storeId),
    index('offers_store_idx').on(t.storeId),
    // The seller's list of live offers, newest first, and its counts; the migration (0018) adds
    // INCLUDE (product_id, stock), which Drizzle cannot say.
    index('offers_store_newest_live_idx')
      .on(t.storeId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    check('offers_price_stock_check', sql`${t.price} >= 0 AND ${t.stock} >= 0`),
  ],
)
