// A store's customer groups: a name, a description and members. A discount limited to groups
// applies only to their members (its code at checkout, its automatic price once signed in). A
// provider adds only customers who have ordered from one of its stores, so a group cannot be used
// to find out whose a phone number is; a number of anyone else answers the same 404.
import { type SQL, sql } from 'drizzle-orm'
import { normalizeMobile } from '#sdk/rules/phone'
import { cleanText } from '#sdk/rules/text'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { isInt4, iso, queryRows } from '../../db/rows'
import { invalidField, notFound } from '../../lib/http-error'
import { GROUP_NOT_FOUND } from './discount-access'

type Schemas = components['schemas']
export type UserGroup = Schemas['UserGroup']

export const CUSTOMER_NOT_FOUND = 'مشتری با این شماره یافت نشد'
const CUSTOMER_ID_NOT_FOUND = 'مشتری یافت نشد'
export const BAD_PHONE = 'شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷'

interface Row {
  id: number
  store_id: number | null
  name: string
  description: string | null
  created_at: Date | string
  users: { id: number; name: string | null; phone: string }[] | null
}

const SELECT = sql`select x.id, x.store_id, x.name, x.description, x.created_at,
    (select json_agg(json_build_object('id', u.id, 'name', u.name, 'phone', u.phone) order by u.id)
      from user_group_members m join users u on u.id = m.user_id where m.group_id = x.id) as users
  from user_groups x`

const toGroup = (r: Row): UserGroup => ({
  id: r.id,
  store_id: r.store_id,
  name: r.name,
  description: r.description,
  user_count: r.users?.length ?? 0,
  users: r.users ?? [],
  created_at: iso(r.created_at) as string,
})

export async function readGroup(db: Db, id: number): Promise<UserGroup> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} where x.id = ${id}`)
  if (!row) throw notFound(GROUP_NOT_FOUND)
  return toGroup(row)
}

export async function groupPage(db: Db, q: { scope: SQL; search?: string; skip: number; limit: number }) {
  const where: SQL[] = [q.scope]
  const search = q.search ? cleanText(q.search) : ''
  if (search) where.push(sql`x.name ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`)
  const cond = sql.join(where, sql` and `)
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} where ${cond} order by x.id desc offset ${q.skip} limit ${q.limit}`,
  )
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from user_groups x where ${cond}`)
  return { items: rows.map(toGroup), total: n, skip: q.skip, limit: q.limit }
}

/** The customer, if the group's owner may add them: anyone for a platform-wide group, else a buyer of the store. */
async function addable(db: Db, storeId: number | null, where: SQL): Promise<number | undefined> {
  const buyer =
    storeId === null
      ? sql`true`
      : sql`exists (select 1 from orders o where o.user_id = u.id and o.store_id in
          (select id from stores where owner_id = (select owner_id from stores where id = ${storeId})))`
  const [row] = await queryRows<{ id: number }>(db, sql`select u.id from users u where ${where} and ${buyer}`)
  return row?.id
}

async function addMembers(db: Db, groupId: number, storeId: number | null, ids: number[]) {
  for (const uid of ids) {
    const id = isInt4(uid) ? await addable(db, storeId, sql`u.id = ${uid}`) : undefined
    if (!id) throw notFound(CUSTOMER_ID_NOT_FOUND)
    await db.execute(
      sql`insert into user_group_members (group_id, user_id) values (${groupId}, ${id}) on conflict do nothing`,
    )
  }
}

export async function createGroup(
  db: Db,
  storeId: number | null,
  body: Schemas['UserGroupCreate'],
): Promise<UserGroup> {
  const [{ id }] = await queryRows<{ id: number }>(
    db,
    sql`insert into user_groups (store_id, name, description)
      values (${storeId}, ${cleanText(body.name)}, ${body.description?.trim() || null}) returning id`,
  )
  await addMembers(db, id, storeId, body.user_ids ?? [])
  return readGroup(db, id)
}

export async function updateGroup(db: Db, id: number, body: Schemas['UserGroupUpdate']): Promise<UserGroup> {
  const set: SQL[] = []
  if (body.name !== undefined) set.push(sql`name = ${cleanText(body.name)}`)
  if (body.description !== undefined) set.push(sql`description = ${body.description?.trim() || null}`)
  if (set.length) await db.execute(sql`update user_groups set ${sql.join(set, sql`, `)} where id = ${id}`)
  return readGroup(db, id)
}

export async function deleteGroup(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from user_groups where id = ${id}`)
}

export async function addMember(db: Db, groupId: number, storeId: number | null, userId: number): Promise<UserGroup> {
  await addMembers(db, groupId, storeId, [userId])
  return readGroup(db, groupId)
}

export async function addMemberByPhone(db: Db, groupId: number, storeId: number | null, phone: string) {
  const mobile = normalizeMobile(phone)
  if (!mobile) throw invalidField('body.phone', BAD_PHONE)
  const id = await addable(db, storeId, sql`u.phone = ${mobile}`)
  if (!id) throw notFound(CUSTOMER_NOT_FOUND)
  await db.execute(
    sql`insert into user_group_members (group_id, user_id) values (${groupId}, ${id}) on conflict do nothing`,
  )
  return readGroup(db, groupId)
}

export async function removeMember(db: Db, groupId: number, userId: number): Promise<UserGroup> {
  if (isInt4(userId))
    await db.execute(sql`delete from user_group_members where group_id = ${groupId} and user_id = ${userId}`)
  return readGroup(db, groupId)
}
