// Bulk inserts for the catalogue: one batch of generated products goes to the database as ONE
// JSON parameter, unpacked by jsonb_to_recordset into catalogue_items, products, product_images
// and offers in a single statement. That is one round trip per batch, works the same on PGlite
// and PostgreSQL, and never hits the 65,535-parameter limit of multi-row VALUES.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { GeneratedProduct } from './product-gen'

export async function insertProductBatch(db: Db, batch: GeneratedProduct[]): Promise<number> {
  if (batch.length === 0) return 0
  const json = JSON.stringify(batch.map((p) => ({ ...p, image_urls: p.images.map((i) => i.url) })))
  // Data-modifying CTEs all run; the foreign keys of images and offers are checked at the end of
  // the statement, when the products they point at are already in place.
  await db.execute(sql`
    with x as materialized (
      select * from jsonb_to_recordset(${json}::jsonb) as x(
        id int, slug text, name_fa text, name_en text, description text, brand_id int, category_id int,
        specs jsonb, search_text text, sales_count int, age int, images jsonb, offers jsonb, image_urls jsonb)
    ),
    ci as (
      insert into catalogue_items (id, name_fa, name_en, brand_id, category_id, description, specs, image_urls, search_text)
      select id, name_fa, name_en, brand_id, category_id, description, specs, image_urls, search_text from x
    ),
    pr as (
      insert into products (id, catalogue_item_id, slug, name_fa, name_en, description, brand_id, category_id, specs,
        is_imported_from_catalogue, search_text, sales_count, created_at, updated_at)
      select id, id, slug, name_fa, name_en, description, brand_id, category_id, specs, true, search_text, sales_count,
        now() - make_interval(secs => age), now() - make_interval(secs => age / 2)
      from x
    ),
    im as (
      insert into product_images (product_id, url, is_primary, sort_order, alt)
      select x.id, i.url, i.is_primary, i.sort_order, i.alt
      from x, jsonb_to_recordset(x.images) as i(url text, is_primary boolean, sort_order int, alt text)
    )
    insert into offers (product_id, store_id, price, stock, is_available, sales_count, created_at, updated_at)
    select x.id, o.store_id, o.price, o.stock, o.is_available, o.sales_count,
      now() - make_interval(secs => x.age), now() - make_interval(secs => x.age / 3)
    from x, jsonb_to_recordset(x.offers) as o(store_id int, price int, stock int, is_available boolean, sales_count int)
  `)
  return batch.reduce((rows, p) => rows + 2 + p.images.length + p.offers.length, 0)
}

/** Explicit ids were inserted, so move the serial sequences past them. */
export async function syncSequences(db: Db): Promise<void> {
  for (const table of ['catalogue_items', 'products']) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest(1, (select coalesce(max(id), 0) from ${table})), (select count(*) > 0 from ${table}))`,
      ),
    )
  }
}

/** The largest product / catalogue item id in use, so new ids follow it. */
export async function maxProductId(db: Db): Promise<number> {
  const r = await db.execute(
    sql`select greatest((select max(id) from products), (select max(id) from catalogue_items))::int as m`,
  )
  return Number(rowsOf<{ m: number | null }>(r)[0]?.m ?? 0)
}

/** db.execute returns { rows } on both drivers; typed loosely because the drivers differ. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}
