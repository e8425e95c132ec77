// A discount's codes: unique across the platform, stored upper case with Latin digits; each with
// its own usage limit, per-customer limit and switch, and the count of orders that used it.
// Checking and spending a code at checkout is discount-code.ts.
import { randomInt } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import { intArray, textArray } from '../../db/arrays'
import type { Db } from '../../db/client'
import { iso, isUniqueViolation, queryRows } from '../../db/rows'
import { conflict, invalidField, notFound } from '../../lib/http-error'
import { CODE_NOT_FOUND } from './discount-access'
import { normalizeDiscountCode } from './discount-code'

type Schemas = components['schemas']
export type DiscountCode = Schemas['DiscountCode']

export const CODE_TAKEN = 'این کد تخفیف پیش‌تر ثبت شده است؛ کد دیگری انتخاب کنید'
const CODE_SHAPE = 'کد تخفیف باید ۳ تا ۳۲ حرف لاتین یا رقم باشد'

interface Row {
  id: number
  discount_id: number
  code: string
  usage_limit: number | null
  per_user_limit: number | null
  used_count: number
  is_active: boolean
  created_at: Date | string
}

const toCode = (r: Row): DiscountCode => ({ ...r, created_at: iso(r.created_at) as string })
const COLUMNS = sql`c.id, c.discount_id, c.code, c.usage_limit, c.per_user_limit, c.used_count, c.is_active, c.created_at`

export async function readCode(db: Db, id: number): Promise<DiscountCode> {
  const [row] = await queryRows<Row>(db, sql`select ${COLUMNS} from discount_codes c where c.id = ${id}`)
  if (!row) throw notFound(CODE_NOT_FOUND)
  return toCode(row)
}

export async function codePage(
  db: Db,
  q: { scope: SQL; discountId?: number; search?: string; skip: number; limit: number },
) {
  const where: SQL[] = [q.scope]
  if (q.discountId !== undefined) where.push(sql`c.discount_id = ${q.discountId}`)
  const search = q.search ? normalizeDiscountCode(q.search).replace(/[^A-Z0-9]/g, '') : ''
  if (search) where.push(sql`c.code like ${`${search}%`}`)
  const cond = sql.join(where, sql` and `)
  const from = sql`discount_codes c join discounts x on x.id = c.discount_id`
  const rows = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from ${from} where ${cond} order by c.id desc offset ${q.skip} limit ${q.limit}`,
  )
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${cond}`)
  return { items: rows.map(toCode), total: n, skip: q.skip, limit: q.limit }
}

function checkedCode(input: string, field = 'body.code'): string {
  const code = normalizeDiscountCode(input)
  if (!/^[A-Z0-9]{3,32}$/.test(code)) throw invalidField(field, CODE_SHAPE)
  return code
}

async function codeFree(db: Db, code: string, except = 0): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from discount_codes where code = ${code} and id <> ${except}`,
  )
  return !row
}

export async function createCode(db: Db, body: Schemas['DiscountCodeCreate']): Promise<DiscountCode> {
  const code = checkedCode(body.code)
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into discount_codes (discount_id, code, usage_limit, per_user_limit, is_active)
      values (${body.discount_id}, ${code}, ${body.usage_limit ?? null},
        ${body.per_user_limit === undefined ? 1 : body.per_user_limit}, ${body.is_active ?? true})
      on conflict (code) do nothing returning id`,
  )
  if (!row) throw conflict(CODE_TAKEN)
  return readCode(db, row.id)
}

/** Letters and digits a person cannot confuse (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const randomPart = (n: number) => Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')

export async function generateCodes(db: Db, body: Schemas['DiscountCodeBatch']): Promise<{ items: DiscountCode[] }> {
  const prefix = body.prefix ? normalizeDiscountCode(body.prefix) : ''
  if (!/^[A-Z0-9]{0,12}$/.test(prefix)) throw invalidField('body.prefix', CODE_SHAPE)
  const ids: number[] = []
  // 31^8 ≈ 8.5e11 codes: a clash is rare, and a clashing code is simply drawn again.
  for (let tries = 0; ids.length < body.count && tries < body.count * 3; tries++) {
    const want = body.count - ids.length
    const codes = Array.from({ length: want }, () => `${prefix}${randomPart(8)}`)
    const rows = await queryRows<{ id: number }>(
      db,
      sql`insert into discount_codes (discount_id, code, usage_limit, per_user_limit, is_active)
        select ${body.discount_id}, c, ${body.usage_limit === undefined ? 1 : body.usage_limit},
          ${body.per_user_limit === undefined ? 1 : body.per_user_limit}, ${body.is_active ?? true}
        from unnest(${textArray(codes)}) as c
        on conflict (code) do nothing returning id`,
    )
    ids.push(...rows.map((r) => r.id))
  }
  const rows = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from discount_codes c where c.id = any(${intArray(ids)})
      order by c.id`,
  )
  return { items: rows.map(toCode) }
}

export async function updateCode(db: Db, id: number, body: Schemas['DiscountCodeUpdate']): Promise<DiscountCode> {
  const set: SQL[] = []
  if (body.code !== undefined) {
    const code = checkedCode(body.code)
    if (!(await codeFree(db, code, id))) throw conflict(CODE_TAKEN)
    set.push(sql`code = ${code}`)
  }
  if (body.usage_limit !== undefined) set.push(sql`usage_limit = ${body.usage_limit}`)
  if (body.per_user_limit !== undefined) set.push(sql`per_user_limit = ${body.per_user_limit}`)
  if (body.is_active !== undefined) set.push(sql`is_active = ${body.is_active}`)
  if (set.length) {
    try {
      await db.execute(sql`update discount_codes set ${sql.join(set, sql`, `)} where id = ${id}`)
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(CODE_TAKEN)
      throw error
    }
  }
  return readCode(db, id)
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from discount_codes where id = ${id}`)
}
