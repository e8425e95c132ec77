// A discount code against a set of cart lines: the same rules for GET /discounts/carts/{id}
// (a check that changes nothing) and for checkout (which then consumes one use atomically).
import { and, eq, sql } from 'drizzle-orm'
import { toLatinDigits } from '#sdk/rules/digits'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { discountCodes, discounts } from '../../db/schema'
import { conflict } from '../../lib/http-error'
import { discountAmount } from '../pricing'

type Reason = components['schemas']['CartDiscountReason']

export interface CodeLine {
  productId: number
  storeId: number
  /** selling price × quantity, toman */
  lineTotal: number
}

export interface CodeResult {
  code: string
  applies: boolean
  reason: Reason | null
  message: string
  discountId: number | null
  codeId: number | null
  /** toman off the purchase */
  amount: number
  /** each store's part of the amount (orders carry their own share) */
  shares: Map<number, number>
}

const MESSAGES: Record<Reason, string> = {
  not_found: 'کد تخفیف معتبر نیست',
  inactive: 'این کد تخفیف غیرفعال است',
  not_started: 'زمان استفاده از این کد تخفیف هنوز نرسیده است',
  expired: 'کد تخفیف منقضی شده است',
  min_cart_total: 'مبلغ سبد خرید برای این کد تخفیف کافی نیست',
  usage_limit: 'ظرفیت استفاده از این کد تخفیف تمام شده است',
  per_user_limit: 'شما پیش‌تر از این کد تخفیف استفاده کرده‌اید',
  not_in_group: 'این کد تخفیف برای حساب شما فعال نیست',
  no_eligible_items: 'این کد تخفیف برای کالاهای سبد شما قابل استفاده نیست',
}
export const CODE_APPLIED = 'کد تخفیف با موفقیت اعمال شد'

/** Any letter case and digit script: «rasteh۱۰» is RASTEH10. */
export function normalizeDiscountCode(input: string): string {
  return toLatinDigits(input).trim().toUpperCase()
}

export async function evaluateCode(db: Db, userId: number, input: string, lines: CodeLine[]): Promise<CodeResult> {
  const code = normalizeDiscountCode(input)
  const refused = (reason: Reason, ids: { discountId?: number; codeId?: number } = {}): CodeResult => ({
    code,
    applies: false,
    reason,
    message: MESSAGES[reason],
    discountId: ids.discountId ?? null,
    codeId: ids.codeId ?? null,
    amount: 0,
    shares: new Map(),
  })
  const [row] = await queryRows<{
    code_id: number
    discount_id: number
    code_active: boolean
    code_limit: number | null
    code_used: number
    per_user: number | null
    store_id: number | null
    type: 'percentage' | 'fixed'
    value: number
    max_amount: number | null
    active: boolean
    not_started: boolean
    expired: boolean
    min_total: number | null
    limit: number | null
    used: number
    products: number[] | null
    has_groups: boolean
    in_group: boolean
    mine: number
  }>(
    db,
    sql`
      select c.id as code_id, d.id as discount_id, c.is_active as code_active, c.usage_limit as code_limit,
        c.used_count as code_used, c.per_user_limit as per_user, d.store_id, d.type, d.value, d.max_amount,
        d.is_active as active, coalesce(d.starts_at > now(), false) as not_started,
        coalesce(d.ends_at <= now(), false) as expired, d.min_cart_total as min_total, d.usage_limit as limit,
        d.used_count as used,
        (select array_agg(product_id) from discount_products dp where dp.discount_id = d.id) as products,
        exists (select 1 from discount_user_groups g where g.discount_id = d.id) as has_groups,
        exists (select 1 from discount_user_groups g join user_group_members m on m.group_id = g.group_id
          where g.discount_id = d.id and m.user_id = ${userId}) as in_group,
        (select count(*)::int from purchases p where p.user_id = ${userId} and p.discount_code_id = c.id
          and p.status <> 'cancelled') as mine
      from discount_codes c join discounts d on d.id = c.discount_id
      where c.code = ${code}`,
  )
  if (!row) return refused('not_found')
  const ids = { discountId: row.discount_id, codeId: row.code_id }
  if (!row.code_active || !row.active) return refused('inactive', ids)
  if (row.not_started) return refused('not_started', ids)
  if (row.expired) return refused('expired', ids)
  if ((row.code_limit !== null && row.code_used >= row.code_limit) || (row.limit !== null && row.used >= row.limit))
    return refused('usage_limit', ids)
  if (row.per_user !== null && row.mine >= row.per_user) return refused('per_user_limit', ids)
  if (row.has_groups && !row.in_group) return refused('not_in_group', ids)

  const eligible = lines.filter((l) =>
    row.products ? row.products.includes(l.productId) : row.store_id === null || l.storeId === row.store_id,
  )
  const base = eligible.reduce((sum, l) => sum + l.lineTotal, 0)
  if (base === 0) return refused('no_eligible_items', ids)
  if (row.min_total !== null && base < row.min_total) return refused('min_cart_total', ids)

  const amount = discountAmount(base, { type: row.type, value: row.value, max_amount: row.max_amount })
  return {
    ...refused('not_found', ids),
    applies: true,
    reason: null,
    message: CODE_APPLIED,
    amount,
    shares: split(eligible, base, amount),
  }
}

/** The amount split over stores in proportion to their eligible totals; rounding goes to the largest. */
function split(lines: CodeLine[], base: number, amount: number): Map<number, number> {
  const byStore = new Map<number, number>()
  for (const l of lines) byStore.set(l.storeId, (byStore.get(l.storeId) ?? 0) + l.lineTotal)
  const shares = new Map<number, number>()
  let given = 0
  let largest = -1
  for (const [store, total] of byStore) {
    const share = Math.floor((amount * total) / base)
    shares.set(store, share)
    given += share
    if (largest < 0 || total > (byStore.get(largest) ?? 0)) largest = store
  }
  shares.set(largest, (shares.get(largest) ?? 0) + amount - given)
  return shares
}

/**
 * Takes one use of the code and its discount inside the checkout transaction. The conditional
 * updates lock both rows, so concurrent checkouts with a single-use code serialise here and only
 * one gets through; the per-user count is taken after the lock, so it sees the others' purchases.
 */
export async function consumeCode(tx: Db, userId: number, result: CodeResult): Promise<void> {
  const codeId = result.codeId as number
  const discountId = result.discountId as number
  const code = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        sql`(${discountCodes.usageLimit} is null or ${discountCodes.usedCount} < ${discountCodes.usageLimit})`,
      ),
    )
    .returning({ perUser: discountCodes.perUserLimit })
  const discount = await tx
    .update(discounts)
    .set({ usedCount: sql`${discounts.usedCount} + 1` })
    .where(
      and(
        eq(discounts.id, discountId),
        sql`(${discounts.usageLimit} is null or ${discounts.usedCount} < ${discounts.usageLimit})`,
      ),
    )
    .returning({ id: discounts.id })
  if (code.length === 0 || discount.length === 0) throw conflict(MESSAGES.usage_limit)
  const perUser = code[0].perUser
  if (perUser !== null) {
    const [{ n }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from purchases
        where user_id = ${userId} and discount_code_id = ${codeId} and status <> 'cancelled'`,
    )
    if (n >= perUser) throw conflict(MESSAGES.per_user_limit)
  }
}

/** A cancelled purchase gives its use back. */
export async function releaseCode(tx: Db, codeId: number | null, discountId: number | null): Promise<void> {
  if (codeId)
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(0, ${discountCodes.usedCount} - 1)` })
      .where(eq(discountCodes.id, codeId))
  if (discountId)
    await tx
      .update(discounts)
      .set({ usedCount: sql`greatest(0, ${discounts.usedCount} - 1)` })
      .where(eq(discounts.id, discountId))
}
