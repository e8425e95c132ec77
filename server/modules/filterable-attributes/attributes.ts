// The admin's filterable attributes: a category's facets (key, Persian label, type, options, unit,
// order). A key names a product specs field, so it must be unique along the category's lineage
// (its ancestors and descendants share the facets list of listPublicCategoryFilters). Every write
// clears the facets cache (categoriesChanged), so the storefront's category pages and the seller's
// product form see the change on their next read, here and in the other processes.
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { categoriesChanged } from '../../db/caches'
import type { Db } from '../../db/client'
import { isInt4, isUniqueViolation } from '../../db/rows'
import { type AttributeOption, filterableAttributes } from '../../db/schema/index'
import { HttpError, notFound } from '../../lib/http-error'
import { persianSpelling } from '../../lib/persian'
import { CATEGORY_NOT_FOUND } from '../categories/categories'
import { categoryTreeWith } from '../categories/category-tree'

type Schemas = components['schemas']
export type FilterableAttribute = Schemas['FilterableAttribute']
type FilterableAttributePage = Schemas['FilterableAttributePage']
type AttributeCreate = Schemas['FilterableAttributeCreate']
type AttributeUpdate = Schemas['FilterableAttributeUpdate']
type AttributeType = Schemas['FilterableAttributeType']

export const ATTRIBUTE_NOT_FOUND = 'ویژگی فیلتر یافت نشد'
export const KEY_TAKEN = 'این کلید در همین دسته‌بندی یا دسته‌های بالا و پایین آن به کار رفته است'
export const OPTIONS_REQUIRED = 'ویژگی تک‌انتخابی یا چندانتخابی دست‌کم یک گزینه می‌خواهد'
export const OPTIONS_NOT_ALLOWED = 'ویژگی بازه‌ای یا بله/خیر گزینه ندارد'
export const OPTION_REPEATED = 'مقدار هر گزینه باید یکتا باشد'
export const UNIT_ONLY_RANGE = 'واحد فقط برای ویژگی بازه‌ای است'

type Row = typeof filterableAttributes.$inferSelect

function view(r: Row): FilterableAttribute {
  return {
    id: r.id,
    category_id: r.categoryId,
    key: r.key,
    label_fa: r.labelFa,
    type: r.type,
    options: r.type === 'select' || r.type === 'multi_select' ? r.options : [],
    unit: r.unit,
    order: r.sortOrder,
  }
}

const withOptions = (type: AttributeType) => type === 'select' || type === 'multi_select'

/** The options as stored: trimmed, checked against the type (422 on its field). */
function checkedShape(
  type: AttributeType,
  options: AttributeOption[],
  unit: string | null,
): {
  options: AttributeOption[]
  unit: string | null
} {
  const clean = options.map((o) => ({ value: o.value.trim(), label_fa: persianSpelling(o.label_fa).trim() }))
  if (withOptions(type)) {
    if (clean.length === 0)
      throw new HttpError(422, OPTIONS_REQUIRED, { errors: [{ field: 'body.options', message: OPTIONS_REQUIRED }] })
    const empty = clean.findIndex((o) => !o.value || !o.label_fa)
    if (empty >= 0) {
      const message = 'مقدار و برچسب هر گزینه لازم است'
      throw new HttpError(422, message, { errors: [{ field: `body.options.${empty}`, message }] })
    }
    const seen = new Set<string>()
    clean.forEach((o, i) => {
      if (seen.has(o.value))
        throw new HttpError(422, OPTION_REPEATED, {
          errors: [{ field: `body.options.${i}.value`, message: OPTION_REPEATED }],
        })
      seen.add(o.value)
    })
  } else if (clean.length > 0) {
    throw new HttpError(422, OPTIONS_NOT_ALLOWED, { errors: [{ field: 'body.options', message: OPTIONS_NOT_ALLOWED }] })
  }
  const trimmedUnit = unit?.trim() || null
  if (trimmedUnit && type !== 'range')
    throw new HttpError(422, UNIT_ONLY_RANGE, { errors: [{ field: 'body.unit', message: UNIT_ONLY_RANGE }] })
  return { options: withOptions(type) ? clean : [], unit: trimmedUnit }
}

/** 404 (on the field) unless the category exists; its lineage (ancestors, itself, descendants). */
async function lineageOf(db: Db, categoryId: number): Promise<number[]> {
  const tree = await categoryTreeWith(db, { id: categoryId })
  if (!isInt4(categoryId) || !tree.byId.has(categoryId)) throw notFound(CATEGORY_NOT_FOUND)
  return [...tree.ancestors(categoryId).map((c) => c.id), ...tree.descendantIds(categoryId)]
}

/** 409 when another attribute on the lineage already filters this key. */
async function requireFreeKey(db: Db, categoryId: number, key: string, except?: number): Promise<void> {
  const lineage = await lineageOf(db, categoryId)
  const clash = await db
    .select({ id: filterableAttributes.id })
    .from(filterableAttributes)
    .where(and(inArray(filterableAttributes.categoryId, lineage), eq(filterableAttributes.key, key)))
  if (clash.some((c) => c.id !== except)) throw new HttpError(409, KEY_TAKEN)
}

export async function listAttributes(
  db: Db,
  q: { categoryId?: number; skip: number; limit: number },
): Promise<FilterableAttributePage> {
  const where: SQL | undefined =
    q.categoryId === undefined ? undefined : eq(filterableAttributes.categoryId, q.categoryId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(filterableAttributes)
      .where(where)
      .orderBy(asc(filterableAttributes.categoryId), asc(filterableAttributes.sortOrder), asc(filterableAttributes.id))
      .offset(q.skip)
      .limit(q.limit),
    db.select({ total: count() }).from(filterableAttributes).where(where),
  ])
  return { items: rows.map(view), total: Number(total), skip: q.skip, limit: q.limit }
}

export async function getAttribute(db: Db, id: number): Promise<FilterableAttribute> {
  if (!isInt4(id)) throw notFound(ATTRIBUTE_NOT_FOUND)
  const [row] = await db.select().from(filterableAttributes).where(eq(filterableAttributes.id, id))
  if (!row) throw notFound(ATTRIBUTE_NOT_FOUND)
  return view(row)
}

export async function createAttribute(db: Db, body: AttributeCreate): Promise<FilterableAttribute> {
  const labelFa = persianSpelling(body.label_fa).trim()
  if (!labelFa)
    throw new HttpError(422, 'برچسب فارسی لازم است', {
      errors: [{ field: 'body.label_fa', message: 'برچسب فارسی لازم است' }],
    })
  const shape = checkedShape(body.type, body.options ?? [], body.unit ?? null)
  await requireFreeKey(db, body.category_id, body.key)
  try {
    const [row] = await db
      .insert(filterableAttributes)
      .values({
        categoryId: body.category_id,
        key: body.key,
        labelFa,
        type: body.type,
        options: shape.options,
        unit: shape.unit,
        sortOrder: body.order ?? 0,
      })
      .returning()
    await categoriesChanged(db)
    return view(row)
  } catch (e) {
    if (isUniqueViolation(e)) throw new HttpError(409, KEY_TAKEN)
    throw e
  }
}

export async function updateAttribute(db: Db, id: number, body: AttributeUpdate): Promise<FilterableAttribute> {
  const current = await getAttribute(db, id)
  const type = body.type ?? current.type
  const categoryId = body.category_id ?? current.category_id
  const key = body.key ?? current.key
  // A change of type keeps the options only where the new type has options.
  const options = body.options ?? (withOptions(type) ? current.options : [])
  const unit = body.unit !== undefined ? body.unit : type === 'range' ? current.unit : null
  const shape = checkedShape(type, options, unit)
  let labelFa = current.label_fa
  if (body.label_fa !== undefined) {
    labelFa = persianSpelling(body.label_fa).trim()
    if (!labelFa)
      throw new HttpError(422, 'برچسب فارسی لازم است', {
        errors: [{ field: 'body.label_fa', message: 'برچسب فارسی لازم است' }],
      })
  }
  if (body.category_id !== undefined || body.key !== undefined) await requireFreeKey(db, categoryId, key, id)
  try {
    const [row] = await db
      .update(filterableAttributes)
      .set({
        categoryId,
        key,
        labelFa,
        type,
        options: shape.options,
        unit: shape.unit,
        sortOrder: body.order ?? current.order,
      })
      .where(eq(filterableAttributes.id, id))
      .returning()
    if (!row) throw notFound(ATTRIBUTE_NOT_FOUND)
    await categoriesChanged(db)
    return view(row)
  } catch (e) {
    if (isUniqueViolation(e)) throw new HttpError(409, KEY_TAKEN)
    throw e
  }
}

export async function deleteAttribute(db: Db, id: number): Promise<FilterableAttribute> {
  const current = await getAttribute(db, id)
  await db.delete(filterableAttributes).where(eq(filterableAttributes.id, id))
  await categoriesChanged(db)
  return current
}
