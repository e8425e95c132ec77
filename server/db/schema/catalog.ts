// The catalogue: categories (3 levels), brands, the catalogue service's master items, the
// marketplace products imported from them, their images, and per-category filterable attributes.
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

export type SpecValue = string | number | boolean | string[]
export type Specs = Record<string, SpecValue>

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    nameFa: text('name_fa').notNull(),
    /** 1 for roots, up to 3 */
    level: smallint('level').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId)],
)

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
    logoUrl: text('logo_url'),
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug)],
)

/** Master product data served by the catalogue service (products/search/fast). */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: serial('id').primaryKey(),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en'),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    description: text('description'),
    specs: jsonb('specs').$type<Specs>().notNull().default({}),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    /** normalizeText(names + brand + category) */
    searchText: text('search_text').notNull(),
  },
  (t) => [index('catalogue_items_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
)

/**
 * A marketplace product (one per catalogue item). The best_* columns summarise its offers
 * (cheapest available selling price after automatic discounts) so lists filter and sort on one
 * table; modules/catalog/summary.ts keeps them current whenever offers or discounts change.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    catalogueItemId: integer('catalogue_item_id').references(() => catalogueItems.id),
    slug: text('slug').notNull(),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en'),
    description: text('description'),
    brandId: integer('brand_id').references(() => brands.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    specs: jsonb('specs').$type<Specs>().notNull().default({}),
    isImportedFromCatalogue: boolean('is_imported_from_catalogue').notNull().default(true),
    /** normalizeText(name_fa + name_en + brand names + category name) */
    searchText: text('search_text').notNull(),
    bestOfferId: integer('best_offer_id'),
    bestPrice: bigint('best_price', { mode: 'number' }),
    bestOriginalPrice: bigint('best_original_price', { mode: 'number' }),
    discountPercent: smallint('discount_percent'),
    inStock: boolean('in_stock').notNull().default(false),
    totalStock: integer('total_stock').notNull().default(0),
    storeCount: integer('store_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_catalogue_item_key').on(t.catalogueItemId),
    index('products_slug_idx').on(t.slug),
    index('products_category_idx').on(t.categoryId, t.inStock, t.bestPrice),
    index('products_brand_idx').on(t.brandId),
    index('products_created_idx').on(t.createdAt),
    index('products_sales_idx').on(t.salesCount),
    index('products_price_idx').on(t.bestPrice),
    index('products_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_specs_gin').using('gin', sql`${t.specs} jsonb_path_ops`),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    alt: text('alt'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
)

export interface AttributeOption {
  value: string
  label_fa: string
}

export const filterableAttributes = pgTable(
  'filterable_attributes',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    labelFa: text('label_fa').notNull(),
    type: text('type').$type<'select' | 'multi_select' | 'range' | 'boolean'>().notNull(),
    options: jsonb('options').$type<AttributeOption[]>().notNull().default([]),
    unit: text('unit'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('filterable_attributes_category_key').on(t.categoryId, t.key)],
)
