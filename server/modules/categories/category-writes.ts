// The admin's changes of the category tree (spec section 7 "Categories"): create, rename, move,
// reorder and delete, keeping the tree at most three levels deep and free of cycles. Each change
// is written to the audit log in its transaction and empties the category caches here and in the
// other processes (menus, category pages, breadcrumbs and facets follow at once; the sitemap reads
// the table).
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray, textArray } from '../../db/arrays'
import { categoriesChanged } from '../../db/caches'
import type { Db } from '../../db/client'
import { isInt4, isUniqueViolation, queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import { conflict, invalidField, notFound } from '../../lib/http-error'
import { normalizeText } from '../../lib/persian'
import { recordAdminAction } from '../admin/audit'
import { CATEGORY_NOT_FOUND, getCategory } from './categories'

type Schemas = components['schemas']
type Category = Schemas['Category']

export const CATEGORY_SLUG_TAKEN = 'این نامک را دسته‌بندی دیگری دارد؛ نامک دیگری انتخاب کنید'
export const CATEGORY_TOO_DEEP = 'دسته‌بندی‌ها حداکثر سه سطح دارند'
export const CATEGORY_CYCLE = 'یک دسته‌بندی را نمی‌توان زیر خودش یا زیرشاخه‌هایش برد'
export const PARENT_NOT_FOUND = 'دسته‌بندی والد یافت نشد'

const MAX_LEVEL = 3

interface Row {
  id: number
  parent_id: number | null
  slug: string
  name_fa: string
  level: number
  sort_order: number
  image_url: string | null
}

async function rowOf(db: Db, id: number): Promise<Row | undefined> {
  if (!isInt4(id)) return undefined
  const [row] = await queryRows<Row>(
    db,
    sql`select id, parent_id, slug, name_fa, level, sort_order, image_url from categories where id = ${id}`,
  )
  return row
}

async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from categories where slug = ${slug} and id <> ${exceptId ?? 0} limit 1`,
  )
  return rows.length > 0
}

async function parentOf(db: Db, parentId: number | null | undefined): Promise<Row | null> {
  if (parentId === null || parentId === undefined) return null
  const parent = await rowOf(db, parentId)
  if (!parent) throw invalidField('body.parent_id', PARENT_NOT_FOUND)
  return parent
}

/** The ids of the category and every category below it, with their levels. */
async function subtree(db: Db, id: number): Promise<{ id: number; level: number }[]> {
  return queryRows<{ id: number; level: number }>(
    db,
    sql`with recursive t as (
      select id, level from categories where id = ${id}
      union all select c.id, c.level from categories c join t on c.parent_id = t.id)
    select id, level from t`,
  )
}

/** The products' search text holds their category's name: rewritten after a rename. */
async function refreshSearchText(db: Db, categoryId: number): Promise<void> {
  const rows = await queryRows<{ id: number; parts: (string | null)[] }>(
    db,
    sql`select p.id, array[p.name_fa, p.name_en, b.name_fa, b.name_en, c.name_fa] as parts
      from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id
      where p.category_id = ${categoryId}`,
  )
  if (rows.length === 0) return
  const ids = rows.map((r) => r.id)
  const texts = rows.map((r) => normalizeText(r.parts.filter(Boolean).join(' ')))
  await db.execute(
    sql`update products p set search_text = v.t
      from unnest(${intArray(ids)}, ${textArray(texts)}) as v(id, t) where p.id = v.id`,
  )
}

export async function createCategory(db: Db, adminId: number, body: Schemas['CategoryCreate']): Promise<Category> {
  if (await slugTaken(db, body.slug)) throw conflict(CATEGORY_SLUG_TAKEN)
  const parent = await parentOf(db, body.parent_id)
  const level = parent ? parent.level + 1 : 1
  if (level > MAX_LEVEL) throw invalidField('body.parent_id', CATEGORY_TOO_DEEP)
  let id: number
  try {
    id = await inTransaction(db, async (t) => {
      const [row] = await queryRows<{ id: number }>(
        t,
        sql`insert into categories (parent_id, slug, name_fa, level, sort_order, image_url)
          values (${parent?.id ?? null}, ${body.slug}, ${body.name_fa.trim()}, ${level}, ${body.order ?? 0},
            ${body.image_url ?? null}) returning id`,
      )
      await recordAdminAction(t, adminId, {
        action: 'category.create',
        targetType: 'category',
        targetId: row.id,
        details: { slug: body.slug, name_fa: body.name_fa.trim(), parent_id: parent?.id ?? null },
      })
      return row.id
    })
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(CATEGORY_SLUG_TAKEN)
    throw e
  }
  await categoriesChanged(db)
  return getCategory(db, { id })
}

export async function updateCategory(
  db: Db,
  adminId: number,
  id: number,
  body: Schemas['CategoryUpdate'],
): Promise<Category> {
  const current = await rowOf(db, id)
  if (!current) throw notFound(CATEGORY_NOT_FOUND)
  if (body.slug !== undefined && body.slug !== current.slug && (await slugTaken(db, body.slug, id)))
    throw conflict(CATEGORY_SLUG_TAKEN)
  const moving = body.parent_id !== undefined && body.parent_id !== current.parent_id
  let levelShift = 0
  let nodes: { id: number; level: number }[] = []
  if (moving) {
    nodes = await subtree(db, id)
    if (body.parent_id !== null && nodes.some((n) => n.id === body.parent_id))
      throw invalidField('body.parent_id', CATEGORY_CYCLE)
    const parent = await parentOf(db, body.parent_id)
    const level = parent ? parent.level + 1 : 1
    const deepest = Math.max(...nodes.map((n) => n.level)) - current.level
    if (level + deepest > MAX_LEVEL) throw invalidField('body.parent_id', CATEGORY_TOO_DEEP)
    levelShift = level - current.level
  }
  const sets: SQL[] = []
  const before: Record<string, unknown> = {}
  const after: Record<string, unknown> = {}
  const change = (field: string, column: string, from: unknown, to: unknown) => {
    if (to === undefined || to === from) return
    sets.push(sql`${sql.identifier(column)} = ${to}`)
    before[field] = from
    after[field] = to
  }
  change('slug', 'slug', current.slug, body.slug)
  change('name_fa', 'name_fa', current.name_fa, body.name_fa?.trim())
  change('parent_id', 'parent_id', current.parent_id, body.parent_id)
  change('order', 'sort_order', current.sort_order, body.order)
  change('image_url', 'image_url', current.image_url, body.image_url)
  if (sets.length === 0) return getCategory(db, { id })
  const action = moving
    ? 'category.move'
    : 'order' in after && Object.keys(after).length === 1
      ? 'category.reorder'
      : 'category.update'
  try {
    await inTransaction(db, async (t) => {
      await t.execute(sql`update categories set ${sql.join(sets, sql`, `)} where id = ${id}`)
      if (levelShift !== 0) {
        const ids = intArray(nodes.map((n) => n.id))
        await t.execute(sql`update categories set level = level + ${levelShift} where id = any(${ids})`)
      }
      if ('name_fa' in after) await refreshSearchText(t, id)
      await recordAdminAction(t, adminId, {
        action,
        targetType: 'category',
        targetId: id,
        details: { before, after },
      })
    })
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(CATEGORY_SLUG_TAKEN)
    throw e
  }
  await categoriesChanged(db)
  return getCategory(db, { id })
}

/** Removes a category; refused (409, saying how many) while it has subcategories or products. */
export async function deleteCategory(db: Db, adminId: number, id: number): Promise<void> {
  const current = await rowOf(db, id)
  if (!current) throw notFound(CATEGORY_NOT_FOUND)
  const [held] = await queryRows<{ children: number; products: number; items: number }>(
    db,
    sql`select (select count(*)::int from categories where parent_id = ${id}) as children,
      (select count(*)::int from products where category_id = ${id}) as products,
      (select count(*)::int from catalogue_items where category_id = ${id}) as items`,
  )
  const fa = (n: number) => n.toLocaleString('fa-IR')
  if (held.children > 0)
    throw conflict(`این دسته‌بندی ${fa(held.children)} زیردسته دارد؛ ابتدا آن‌ها را حذف یا جابه‌جا کنید`)
  if (held.products > 0)
    throw conflict(`این دسته‌بندی هنوز ${fa(held.products)} محصول دارد؛ ابتدا محصولات را به دسته‌بندی دیگری ببرید`)
  if (held.items > 0)
    throw conflict(`${fa(held.items)} کالای سرویس کاتالوگ در این دسته‌بندی است؛ ابتدا آن‌ها را جابه‌جا کنید`)
  await inTransaction(db, async (t) => {
    await t.execute(sql`delete from categories where id = ${id}`)
    await recordAdminAction(t, adminId, {
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      details: { slug: current.slug, name_fa: current.name_fa, parent_id: current.parent_id },
    })
  })
  await categoriesChanged(db)
}
