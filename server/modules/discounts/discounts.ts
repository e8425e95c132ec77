// A store's discounts (spec section 7 "Discounts"): percentage (1-100, with an optional cap) or
// fixed toman, a window, a minimum cart total, a usage limit, code-only or automatic, on/off; and
// their links to the store's products, bundles and customer groups. What a discount takes off is
// decided in modules/pricing.ts alone; this file keeps the rows. Every change re-prices the
// products it touches (refreshProductSummaries), so lists show the new price at once.
import { type SQL, sql } from 'drizzle-orm'
import { cleanText } from '#sdk/rules/text'
import type { components } from '#sdk/schema'
import { intArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { iso, queryRows } from '../../db/rows'
import { invalidField, notFound } from '../../lib/http-error'
import { refreshProductSummaries } from '../catalog/summary'
import { DISCOUNT_NOT_FOUND } from './discount-access'

type Schemas = components['schemas']
export type Discount = Schemas['Discount']
type Create = Schemas['DiscountCreate']
type Update = Schemas['DiscountUpdate']
type Links = Schemas['DiscountRelationships']

const PERCENT_RANGE = 'درصد تخفیف باید بین ۱ تا ۱۰۰ باشد'
const END_BEFORE_START = 'پایان تخفیف باید پس از شروع آن باشد'
const PRODUCT_NOT_FOUND = 'محصول یافت نشد'
const BUNDLE_NOT_FOUND = 'سبد ویژه یافت نشد'
const GROUP_NOT_FOUND = 'گروه مشتریان یافت نشد'

interface Row {
  id: number
  store_id: number | null
  name: string
  description: string | null
  type: 'percentage' | 'fixed'
  value: number
  max_amount: number | null
  starts_at: Date | string | null
  ends_at: Date | string | null
  min_cart_total: number | null
  usage_limit: number | null
  used_count: number
  requires_code: boolean
  is_active: boolean
  product_ids: number[] | null
  bundle_ids: number[] | null
  user_group_ids: number[] | null
  created_at: Date | string
  updated_at: Date | string
}

const SELECT = sql`select x.id, x.store_id, x.name, x.description, x.type, x.value::float8 as value,
    x.max_amount::float8 as max_amount, x.starts_at, x.ends_at, x.min_cart_total::float8 as min_cart_total,
    x.usage_limit, x.used_count, x.requires_code, x.is_active, x.created_at, x.updated_at,
    (select array_agg(product_id order by product_id) from discount_products where discount_id = x.id) as product_ids,
    (select array_agg(bundle_id order by bundle_id) from discount_bundles where discount_id = x.id) as bundle_ids,
    (select array_agg(group_id order by group_id) from discount_user_groups where discount_id = x.id) as user_group_ids
  from discounts x`

function toDiscount(r: Row): Discount {
  return {
    id: r.id,
    store_id: r.store_id,
    name: r.name,
    description: r.description,
    type: r.type,
    value: Number(r.value),
    max_amount: r.max_amount === null ? null : Number(r.max_amount),
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    min_cart_total: r.min_cart_total === null ? 0 : Number(r.min_cart_total),
    usage_limit: r.usage_limit,
    used_count: r.used_count,
    requires_code: r.requires_code,
    is_active: r.is_active,
    product_ids: (r.product_ids ?? []).map(Number),
    bundle_ids: (r.bundle_ids ?? []).map(Number),
    user_group_ids: (r.user_group_ids ?? []).map(Number),
    created_at: iso(r.created_at) as string,
    updated_at: iso(r.updated_at) as string,
  }
}

export async function readDiscount(db: Db, id: number): Promise<Discount> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} where x.id = ${id}`)
  if (!row) throw notFound(DISCOUNT_NOT_FOUND)
  return toDiscount(row)
}

export interface DiscountQuery {
  scope: SQL
  isActive?: boolean
  search?: string
  /** only discounts linked to this product / bundle, and running now */
  productId?: number
  bundleId?: number
  skip: number
  limit: number
}

export async function discountPage(db: Db, q: DiscountQuery) {
  const where: SQL[] = [q.scope]
  if (q.isActive !== undefined) where.push(sql`x.is_active = ${q.isActive}`)
  const search = q.search ? cleanText(q.search).trim() : ''
  if (search) where.push(sql`x.name ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)
  if (q.productId !== undefined)
    where.push(
      sql`exists (select 1 from discount_products l where l.discount_id = x.id and l.product_id = ${q.productId})`,
    )
  if (q.bundleId !== undefined)
    where.push(
      sql`exists (select 1 from discount_bundles l where l.discount_id = x.id and l.bundle_id = ${q.bundleId})`,
    )
  if (q.productId !== undefined || q.bundleId !== undefined)
    where.push(sql`x.is_active and (x.ends_at is null or x.ends_at > now())
      and (x.usage_limit is null or x.used_count < x.usage_limit)`)
  const cond = sql.join(where, sql` and `)
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} where ${cond} order by x.id desc offset ${q.skip} limit ${q.limit}`,
  )
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from discounts x where ${cond}`)
  return { items: rows.map(toDiscount), total: n, skip: q.skip, limit: q.limit }
}

type Terms = Pick<Row, 'type' | 'value' | 'starts_at' | 'ends_at'>

function checkTerms(t: Terms) {
  if (t.type === 'percentage' && (t.value < 1 || t.value > 100)) throw invalidField('body.value', PERCENT_RANGE)
  if (t.starts_at && t.ends_at && new Date(t.ends_at) <= new Date(t.starts_at))
    throw invalidField('body.ends_at', END_BEFORE_START)
}

/** The products whose price a discount of this store (with these links) may change. */
async function touchedProducts(db: Db, discountId: number): Promise<number[] | undefined> {
  const [d] = await queryRows<{ store_id: number | null; linked: number[] | null }>(
    db,
    sql`select store_id, (select array_agg(product_id) from discount_products where discount_id = ${discountId}) as linked
      from discounts where id = ${discountId}`,
  )
  if (!d) return []
  if (d.store_id === null) return d.linked ? d.linked.map(Number) : undefined
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select distinct product_id from offers where store_id = ${d.store_id}`,
  )
  return [...new Set([...rows.map((r) => r.product_id), ...(d.linked ?? []).map(Number)])]
}

/** Re-prices what the discount touched before and after a change. */
export async function repriced<T>(db: Db, discountId: number, change: () => Promise<T>): Promise<T> {
  const before = await touchedProducts(db, discountId)
  const result = await change()
  const after = await touchedProducts(db, discountId)
  if (before === undefined || after === undefined) await refreshProductSummaries(db)
  else await refreshProductSummaries(db, [...new Set([...before, ...after])])
  return result
}

async function checkIds(db: Db, ids: number[] | undefined, query: (ids: SQL) => SQL, missing: string) {
  if (!ids?.length) return
  const array = intArray(ids)
  const [{ n }] = await queryRows<{ n: number }>(db, query(array))
  if (n !== ids.length) throw notFound(missing)
}

/** Every linked id must be the store's (a platform-wide discount takes any existing one): 404 otherwise. */
async function checkLinks(db: Db, storeId: number | null, links: Links) {
  const own = (col: string) => (storeId === null ? sql`true` : sql`${sql.raw(col)} = ${storeId}`)
  await checkIds(
    db,
    links.product_ids,
    (a) => sql`select count(*)::int as n from products p where p.id = any(${a})
      and (${storeId === null ? sql`true` : sql`exists (select 1 from offers o where o.product_id = p.id and o.store_id = ${storeId})`})`,
    PRODUCT_NOT_FOUND,
  )
  await checkIds(
    db,
    links.bundle_ids,
    (a) => sql`select count(*)::int as n from bundles where id = any(${a}) and ${own('store_id')}`,
    BUNDLE_NOT_FOUND,
  )
  await checkIds(
    db,
    links.user_group_ids,
    (a) => sql`select count(*)::int as n from user_groups where id = any(${a})
      and (store_id is null or ${own('store_id')})`,
    GROUP_NOT_FOUND,
  )
}

async function replaceLinks(db: Db, id: number, links: Links) {
  const sets: [number[] | undefined, string, string][] = [
    [links.product_ids, 'discount_products', 'product_id'],
    [links.bundle_ids, 'discount_bundles', 'bundle_id'],
    [links.user_group_ids, 'discount_user_groups', 'group_id'],
  ]
  for (const [ids, table, col] of sets) {
    if (ids === undefined) continue
    await db.execute(sql`delete from ${sql.raw(table)} where discount_id = ${id}`)
    if (ids.length)
      await db.execute(
        sql`insert into ${sql.raw(table)} (discount_id, ${sql.raw(col)})
          select ${id}, unnest(${intArray(ids)}) on conflict do nothing`,
      )
  }
  await db.execute(sql`update discounts set updated_at = now() where id = ${id}`)
}

export async function createDiscount(db: Db, storeId: number | null, body: Create): Promise<Discount> {
  const terms = { type: body.type, value: body.value, starts_at: body.starts_at ?? null, ends_at: body.ends_at ?? null }
  checkTerms(terms)
  await checkLinks(db, storeId, body)
  const [{ id }] = await queryRows<{ id: number }>(
    db,
    sql`insert into discounts (store_id, name, description, type, value, max_amount, starts_at, ends_at,
        min_cart_total, usage_limit, requires_code, is_active)
      values (${storeId}, ${cleanText(body.name).trim()}, ${body.description?.trim() || null}, ${body.type},
        ${body.value}, ${body.max_amount ?? null}, ${terms.starts_at}, ${terms.ends_at},
        ${body.min_cart_total ? body.min_cart_total : null}, ${body.usage_limit ?? null},
        ${body.requires_code ?? false}, ${body.is_active ?? true})
      returning id`,
  )
  await repriced(db, id, () => replaceLinks(db, id, body))
  return readDiscount(db, id)
}

export async function updateDiscount(db: Db, id: number, body: Update): Promise<Discount> {
  const current = await readDiscount(db, id)
  const next = {
    type: body.type ?? current.type,
    value: body.value ?? current.value,
    starts_at: body.starts_at === undefined ? current.starts_at : body.starts_at,
    ends_at: body.ends_at === undefined ? current.ends_at : body.ends_at,
  }
  checkTerms(next)
  const set: SQL[] = [sql`updated_at = now()`]
  const col = (name: string, value: unknown) => set.push(sql`${sql.raw(name)} = ${value}`)
  if (body.name !== undefined) col('name', cleanText(body.name).trim())
  if (body.description !== undefined) col('description', body.description?.trim() || null)
  if (body.type !== undefined) col('type', body.type)
  if (body.value !== undefined) col('value', body.value)
  if (body.max_amount !== undefined) col('max_amount', body.max_amount)
  if (body.starts_at !== undefined) col('starts_at', body.starts_at)
  if (body.ends_at !== undefined) col('ends_at', body.ends_at)
  if (body.min_cart_total !== undefined) col('min_cart_total', body.min_cart_total || null)
  if (body.usage_limit !== undefined) col('usage_limit', body.usage_limit)
  if (body.requires_code !== undefined) col('requires_code', body.requires_code)
  if (body.is_active !== undefined) col('is_active', body.is_active)
  await repriced(db, id, () => db.execute(sql`update discounts set ${sql.join(set, sql`, `)} where id = ${id}`))
  return readDiscount(db, id)
}

export async function deleteDiscount(db: Db, id: number): Promise<void> {
  // Past purchases and orders keep their amounts (their links to the code and discount are set null).
  await repriced(db, id, () => db.execute(sql`delete from discounts where id = ${id}`))
}

export async function setLinks(db: Db, id: number, storeId: number | null, links: Links): Promise<Discount> {
  await checkLinks(db, storeId, links)
  await repriced(db, id, () => replaceLinks(db, id, links))
  return readDiscount(db, id)
}

type Kind = 'product' | 'bundle' | 'group'
const LINK: Record<Kind, [string, string, keyof Links]> = {
  product: ['discount_products', 'product_id', 'product_ids'],
  bundle: ['discount_bundles', 'bundle_id', 'bundle_ids'],
  group: ['discount_user_groups', 'group_id', 'user_group_ids'],
}

export async function link(db: Db, id: number, storeId: number | null, kind: Kind, target: number): Promise<Discount> {
  const [table, col, key] = LINK[kind]
  await checkLinks(db, storeId, { [key]: [target] })
  await repriced(db, id, () =>
    db.execute(sql`insert into ${sql.raw(table)} (discount_id, ${sql.raw(col)}) values (${id}, ${target})
      on conflict do nothing`),
  )
  return readDiscount(db, id)
}

export async function unlink(db: Db, id: number, kind: Kind, target: number): Promise<Discount> {
  const [table, col] = LINK[kind]
  await repriced(db, id, () =>
    db.execute(sql`delete from ${sql.raw(table)} where discount_id = ${id} and ${sql.raw(col)} = ${target}`),
  )
  return readDiscount(db, id)
}
