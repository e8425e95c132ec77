// Curating homepages: the admins' bulk write and list (the global homepage, store_id null, and any
// store's), and a store's own resources (its provider, through the access layer in the handlers).
// A resource must point at something that exists and, on a store's homepage, belongs to that store
// (a product the store offers, its bundle, post or discount): 422 on the entry otherwise. A store's
// homepage holds at most HOMEPAGE_LIMIT resources of each kind: the spec's homepage shows that many
// (section 9), so a sixth could never be seen. The handlers empty the kept homepages after each
// change (homepageChanged, homepage.ts), so a change shows on the next read.
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { toPersianDigits } from '#sdk/rules/digits'
import { HOMEPAGE_LIMIT } from '#sdk/rules/public-reads'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, isUniqueViolation, queryRows } from '../../db/rows'
import { homepageResources } from '../../db/schema/index'
import { HttpError, notFound } from '../../lib/http-error'

type Schemas = components['schemas']
type Resource = Schemas['HomepageResource']
type ResourceType = Schemas['HomepageResourceType']
type BulkItem = Schemas['HomepageResourceBulkItem']
type ResourceList = Schemas['HomepageResourceList']

export const RESOURCE_NOT_FOUND = 'این مورد در صفحهٔ اول نیست'
export const ALREADY_ON_HOMEPAGE = 'این مورد از قبل در صفحهٔ اول است'
export const REPEATED_IN_REQUEST = 'این مورد بیش از یک بار در فهرست آمده است'

const KIND_FA: Record<ResourceType, string> = {
  product: 'محصول',
  bundle: 'سبد ویژه',
  article: 'مقاله',
  discount: 'تخفیف',
}

const targetMissing = (type: ResourceType, storeId: number | null) =>
  storeId === null ? `${KIND_FA[type]} موردنظر یافت نشد` : `${KIND_FA[type]} موردنظر در این فروشگاه یافت نشد`

export const overLimit = (type: ResourceType) =>
  `صفحهٔ اول فروشگاه حداکثر ${toPersianDigits(HOMEPAGE_LIMIT)} ${KIND_FA[type]} را نشان می‌دهد؛ برای افزودن، یکی را بردارید`

type Row = typeof homepageResources.$inferSelect

function view(r: Row): Resource {
  return {
    id: r.id,
    resource_type: r.resourceType,
    resource_id: r.resourceId,
    priority: r.priority,
    store_id: r.storeId,
    created_at: r.createdAt.toISOString(),
  }
}

const ownerIs = (storeId: number | null): SQL =>
  storeId === null ? isNull(homepageResources.storeId) : eq(homepageResources.storeId, storeId)

/** Whether the target exists (and, on a store's homepage, is the store's own). */
async function targetExists(db: Db, type: ResourceType, id: number, storeId: number | null): Promise<boolean> {
  if (!isInt4(id)) return false
  const store = (column: SQL) => (storeId === null ? sql`true` : sql`${column} = ${storeId}`)
  const query: Record<ResourceType, SQL> = {
    product:
      storeId === null
        ? sql`select 1 from products where id = ${id}`
        : sql`select 1 from offers where product_id = ${id} and ${store(sql`store_id`)}`,
    bundle: sql`select 1 from bundles where id = ${id} and ${store(sql`store_id`)}`,
    article: sql`select 1 from blog_posts where id = ${id} and ${store(sql`store_id`)}`,
    discount: sql`select 1 from discounts where id = ${id} and ${store(sql`store_id`)}`,
  }
  return (await queryRows(db, query[type])).length > 0
}

async function requireTarget(db: Db, type: ResourceType, id: number, storeId: number | null, field: string) {
  if (!(await targetExists(db, type, id, storeId))) {
    const message = targetMissing(type, storeId)
    throw new HttpError(422, message, { errors: [{ field, message }] })
  }
}

async function storeExists(db: Db, storeId: number): Promise<boolean> {
  return isInt4(storeId) && (await queryRows(db, sql`select 1 from stores where id = ${storeId}`)).length > 0
}

/** 422 when the store's homepage would hold more than HOMEPAGE_LIMIT resources of a kind. */
async function requireWithinLimit(db: Db, storeId: number, field: string): Promise<void> {
  const counts = await queryRows<{ resource_type: ResourceType; n: number | string }>(
    db,
    sql`select resource_type, count(*) as n from homepage_resources where store_id = ${storeId} group by resource_type`,
  )
  const over = counts.find((c) => Number(c.n) > HOMEPAGE_LIMIT)
  if (over) {
    const message = overLimit(over.resource_type)
    throw new HttpError(422, message, { errors: [{ field, message }] })
  }
}

async function findResource(db: Db, storeId: number | null, type: ResourceType, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(homepageResources)
    .where(and(ownerIs(storeId), eq(homepageResources.resourceType, type), eq(homepageResources.resourceId, id)))
  return row
}

/**
 * The admins' bulk write, inside the caller's transaction: each entry re-prioritises its resource
 * or creates it; one bad entry throws and the transaction rolls back. Answers the stored resources
 * in the order given.
 */
export async function bulkSetResources(tx: Db, items: BulkItem[]): Promise<ResourceList> {
  const seen = new Set<string>()
  for (const [i, item] of items.entries()) {
    const key = `${item.store_id ?? 0}:${item.resource_type}:${item.resource_id}`
    if (seen.has(key)) {
      throw new HttpError(422, REPEATED_IN_REQUEST, {
        errors: [{ field: `body.${i}.resource_id`, message: REPEATED_IN_REQUEST }],
      })
    }
    seen.add(key)
    if (item.store_id !== null && !(await storeExists(tx, item.store_id))) {
      const message = 'فروشگاه یافت نشد'
      throw new HttpError(422, message, { errors: [{ field: `body.${i}.store_id`, message }] })
    }
    await requireTarget(tx, item.resource_type, item.resource_id, item.store_id, `body.${i}.resource_id`)
  }
  const out: Resource[] = []
  try {
    for (const item of items) {
      const existing = await findResource(tx, item.store_id, item.resource_type, item.resource_id)
      const [row] = existing
        ? await tx
            .update(homepageResources)
            .set({ priority: item.priority })
            .where(eq(homepageResources.id, existing.id))
            .returning()
        : await tx
            .insert(homepageResources)
            .values({
              storeId: item.store_id,
              resourceType: item.resource_type,
              resourceId: item.resource_id,
              priority: item.priority,
            })
            .returning()
      out.push(view(row))
    }
  } catch (e) {
    if (isUniqueViolation(e)) throw new HttpError(409, ALREADY_ON_HOMEPAGE)
    throw e
  }
  const stores = new Set(items.map((i) => i.store_id).filter((s): s is number => s !== null))
  for (const storeId of stores) {
    const index = items.findIndex((i) => i.store_id === storeId)
    await requireWithinLimit(tx, storeId, `body.${index}.resource_id`)
  }
  return { items: out, total: out.length }
}

export async function listResources(db: Db, q: { storeId?: number; type?: ResourceType }): Promise<ResourceList> {
  const where = and(
    q.storeId === undefined ? undefined : eq(homepageResources.storeId, q.storeId),
    q.type === undefined ? undefined : eq(homepageResources.resourceType, q.type),
  )
  const rows = await db
    .select()
    .from(homepageResources)
    .where(where)
    .orderBy(desc(homepageResources.priority), homepageResources.id)
  return { items: rows.map(view), total: rows.length }
}

/** A store's resource by id: 404 unless it is on that store's homepage. */
async function storeResource(db: Db, storeId: number, id: number): Promise<Row> {
  if (!isInt4(id)) throw notFound(RESOURCE_NOT_FOUND)
  const [row] = await db
    .select()
    .from(homepageResources)
    .where(and(eq(homepageResources.id, id), eq(homepageResources.storeId, storeId)))
  if (!row) throw notFound(RESOURCE_NOT_FOUND)
  return row
}

export async function createStoreResource(
  tx: Db,
  storeId: number,
  body: Schemas['HomepageResourceCreate'],
): Promise<Resource> {
  await requireTarget(tx, body.resource_type, body.resource_id, storeId, 'body.resource_id')
  if (await findResource(tx, storeId, body.resource_type, body.resource_id))
    throw new HttpError(409, ALREADY_ON_HOMEPAGE)
  try {
    const [row] = await tx
      .insert(homepageResources)
      .values({ storeId, resourceType: body.resource_type, resourceId: body.resource_id, priority: body.priority ?? 0 })
      .returning()
    await requireWithinLimit(tx, storeId, 'body.resource_id')
    return view(row)
  } catch (e) {
    if (isUniqueViolation(e)) throw new HttpError(409, ALREADY_ON_HOMEPAGE)
    throw e
  }
}

export async function updateStoreResource(
  tx: Db,
  storeId: number,
  id: number,
  body: Schemas['HomepageResourceUpdate'],
): Promise<Resource> {
  const current = await storeResource(tx, storeId, id)
  const type = body.resource_type ?? current.resourceType
  const targetId = body.resource_id ?? current.resourceId
  const retargeted = type !== current.resourceType || targetId !== current.resourceId
  if (retargeted) {
    await requireTarget(tx, type, targetId, storeId, 'body.resource_id')
    if (await findResource(tx, storeId, type, targetId)) throw new HttpError(409, ALREADY_ON_HOMEPAGE)
  }
  try {
    const [row] = await tx
      .update(homepageResources)
      .set({ resourceType: type, resourceId: targetId, priority: body.priority ?? current.priority })
      .where(eq(homepageResources.id, id))
      .returning()
    if (retargeted) await requireWithinLimit(tx, storeId, 'body.resource_type')
    return view(row)
  } catch (e) {
    if (isUniqueViolation(e)) throw new HttpError(409, ALREADY_ON_HOMEPAGE)
    throw e
  }
}

export async function deleteStoreResource(db: Db, storeId: number, id: number): Promise<void> {
  await storeResource(db, storeId, id)
  await db.delete(homepageResources).where(eq(homepageResources.id, id))
}

/** Takes one resource off whichever homepage holds it (the admins' call); 404 when there is none. */
export async function deleteResource(tx: Db, id: number): Promise<Resource> {
  if (!isInt4(id)) throw notFound(RESOURCE_NOT_FOUND)
  const [row] = await tx.delete(homepageResources).where(eq(homepageResources.id, id)).returning()
  if (!row) throw notFound(RESOURCE_NOT_FOUND)
  return view(row)
}
