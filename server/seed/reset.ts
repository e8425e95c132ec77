// `npm run seed -- --reset`: empties every table the seed fills (users and seller profiles stay).
// CASCADE also empties tables that point at them (carts, orders ...): this is for demo and
// benchmark databases, never production data.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'

export const CATALOGUE_TABLES = [
  'categories',
  'brands',
  'filterable_attributes',
  'catalogue_items',
  'products',
  'product_images',
  'stores',
  'offers',
  'bundles',
  'bundle_items',
  'blog_posts',
  'homepage_resources',
  'discounts',
  'discount_products',
  'discount_bundles',
  'discount_codes',
  'discount_user_groups',
  'user_groups',
  'user_group_members',
  // The demo's order history, reviews, questions and store scores (issue 32)
  'purchases',
  'orders',
  'order_items',
  'order_status_events',
  'reviews',
  'product_ratings',
  'trust_votes',
  'trust_reports',
  'questions',
  'answers',
  'store_scores',
]

export async function resetCatalogue(db: Db): Promise<void> {
  await db.execute(sql.raw(`truncate table ${CATALOGUE_TABLES.join(', ')} restart identity cascade`))
  // The notices and orders went with the stores and users (cascade) and their ids start again: so
  // do the SMS fallback's look through the notices (deliver-fallback.ts) and the new orders' look
  // through the orders (new-order-watch.ts).
  await db.execute(sql`update notice_sms_mark set last_id = 0`)
  await db.execute(sql`update new_order_mark set last_id = 0, gaps = '[]'`)
}
