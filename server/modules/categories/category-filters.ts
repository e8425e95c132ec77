// listPublicCategoryFilters: a category's facets - the filterable attributes defined on it and on
// its ancestors (root first, then by order), with the value range of each range attribute among
// the available products of the category and its descendants. Cached for a minute per category
// (the ranges scan the category's products); categoriesChanged() clears it.
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { dbCache } from '../../db/caches'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import type { AttributeOption } from '../../db/schema/index'
import { notFound } from '../../lib/http-error'
import { TtlLru } from '../../lib/lru'
import { anyInt } from '../catalog/product-scope'
import { CATEGORY_NOT_FOUND } from './categories'
import { categoryTreeWith } from './category-tree'

export type CategoryFilterList = components['schemas']['CategoryFilterList']
type FilterType = components['schemas']['FilterableAttributeType']

const facetsOf = dbCache('category-facets', 'categories', () => new TtlLru<CategoryFilterList>(500, 60_000))

type AttributeRow = {
  id: number
  category_id: number
  key: string
  label_fa: string
  type: FilterType
  options: AttributeOption[]
  unit: string | null
  sort_order: number
}

/** min/max of each range attribute over the given products, in one scan. */
async function ranges(
  db: Db,
  keys: string[],
  categoryIds: number[],
): Promise<Map<string, { min: number; max: number }>> {
  const out = new Map<string, { min: number; max: number }>()
  if (keys.length === 0) return out
  const value = (key: string): SQL =>
    sql`case when jsonb_typeof(p.specs -> ${key}) = 'number' then (p.specs ->> ${key})::float8 end`
  const columns = keys.map(
    (k, i) => sql`min(${value(k)}) as ${sql.raw(`min${i}`)}, max(${value(k)}) as ${sql.raw(`max${i}`)}`,
  )
  const [row] = await queryRows<Record<string, number | string | null>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from products p
      where ${anyInt(sql`p.category_id`, categoryIds)} and p.in_stock`,
  )
  keys.forEach((key, i) => {
    const min = row?.[`min${i}`]
    const max = row?.[`max${i}`]
    if (min !== null && min !== undefined && max !== null && max !== undefined) {
      out.set(key, { min: Number(min), max: Number(max) })
    }
  })
  return out
}

async function load(db: Db, categoryId: number): Promise<CategoryFilterList> {
  const tree = await categoryTreeWith(db, { id: categoryId })
  const own = tree.byId.get(categoryId)
  if (!own) throw notFound(CATEGORY_NOT_FOUND)
  const lineage = [...tree.ancestors(categoryId), own]
  const depth = new Map(lineage.map((c, i) => [c.id, i]))
  const attributes = await queryRows<AttributeRow>(
    db,
    sql`select id, category_id, key, label_fa, type, options, unit, sort_order from filterable_attributes
      where ${anyInt(
        sql`category_id`,
        lineage.map((c) => c.id),
      )}`,
  )
  attributes.sort(
    (a, b) =>
      (depth.get(a.category_id) ?? 0) - (depth.get(b.category_id) ?? 0) || a.sort_order - b.sort_order || a.id - b.id,
  )
  const rangeKeys = attributes.filter((a) => a.type === 'range').map((a) => a.key)
  const bounds = await ranges(db, rangeKeys, tree.descendantIds(categoryId))
  return {
    category_id: categoryId,
    items: attributes.map((a) => ({
      id: a.id,
      category_id: a.category_id,
      key: a.key,
      label_fa: a.label_fa,
      type: a.type,
      unit: a.unit,
      order: a.sort_order,
      options: a.type === 'select' || a.type === 'multi_select' ? a.options : [],
      range: a.type === 'range' ? (bounds.get(a.key) ?? null) : null,
    })),
  }
}

export function categoryFilters(db: Db, categoryId: number): Promise<CategoryFilterList> {
  return facetsOf(db).get(String(categoryId), () => load(db, categoryId))
}
