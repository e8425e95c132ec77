// The admin's commission rates (issue 30): each category's own rate, the rate its orders are
// charged (its own, else its nearest ancestor's, else the platform default) and where that comes
// from; setting and clearing a rate, and the platform's finance settings. Every change is audited
// in the same transaction. An order's commission is frozen when it is paid (ledger.ts), so a
// change applies to orders paid from then on.
import { sql } from 'drizzle-orm'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'
import { invalidField, notFound } from '../../lib/http-error'
import { recordAdminAction } from '../admin/audit'
import { commissionDefaultBp, numberSetting, setNumberSetting } from './settings'

type Rate = components['schemas']['CommissionRate']
type Rates = components['schemas']['CommissionRates']
type Settings = components['schemas']['FinanceSettings']

export const RATE_RANGE = 'نرخ کارمزد باید بین ۰ تا ۱۰۰ درصد باشد'
export const CATEGORY_NOT_FOUND = 'دسته‌بندی یافت نشد'
const MINIMUM_RANGE = 'حداقل مبلغ تسویه باید عددی صحیح و بزرگ‌تر یا مساوی صفر باشد'
const MAX_TOMAN = 1_000_000_000_000

interface CategoryRow {
  category_id: number
  name_fa: string
  parent_id: number | null
  level: number
  sort_order: number
  rate_bp: number | null
}

/** Every category in tree order (each parent before its children) with its effective rate. */
export async function commissionRates(db: Db): Promise<Rates> {
  const [rows, defaultBp] = await Promise.all([
    queryRows<CategoryRow>(
      db,
      sql`select c.id as category_id, c.name_fa, c.parent_id, c.level, c.sort_order, r.rate_bp
        from categories c left join commission_rates r on r.category_id = c.id`,
    ),
    commissionDefaultBp(db),
  ])
  const children = new Map<number | null, CategoryRow[]>()
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r])
  const out: Rate[] = []
  const walk = (parent: number | null, inherited: { bp: number; from: number | null }) => {
    const kids = (children.get(parent) ?? []).sort(
      (a, b) => a.sort_order - b.sort_order || a.category_id - b.category_id,
    )
    for (const { sort_order: _order, ...c } of kids) {
      const own = c.rate_bp !== null
      out.push({
        ...c,
        effective_bp: own ? (c.rate_bp as number) : inherited.bp,
        inherited_from: own ? null : inherited.from,
      })
      walk(c.category_id, own ? { bp: c.rate_bp as number, from: c.category_id } : inherited)
    }
  }
  walk(null, { bp: defaultBp, from: null })
  return { default_bp: defaultBp, categories: out }
}

async function rateOf(db: Db, categoryId: number): Promise<Rate> {
  const found = (await commissionRates(db)).categories.find((c) => c.category_id === categoryId)
  if (!found) throw notFound(CATEGORY_NOT_FOUND)
  return found
}

const validBp = (bp: number) => Number.isInteger(bp) && bp >= 0 && bp <= 10_000

/** Sets (rateBp) or clears (null) a category's own rate. */
export async function changeRate(db: Db, adminId: number, categoryId: number, rateBp: number | null): Promise<Rate> {
  if (rateBp !== null && !validBp(rateBp)) throw invalidField('body.rate_bp', RATE_RANGE)
  await inTransaction(db, async (tx) => {
    const [category] = await queryRows<{ id: number; before: number | null }>(
      tx,
      sql`select c.id, r.rate_bp as before from categories c left join commission_rates r on r.category_id = c.id
        where c.id = ${categoryId} for update of c`,
    )
    if (!category) throw notFound(CATEGORY_NOT_FOUND)
    if (rateBp === null) await tx.execute(sql`delete from commission_rates where category_id = ${categoryId}`)
    else
      await tx.execute(sql`insert into commission_rates (category_id, rate_bp, updated_by) values (${categoryId}, ${rateBp}, ${adminId})
        on conflict (category_id) do update set rate_bp = excluded.rate_bp, updated_by = excluded.updated_by, updated_at = now()`)
    await recordAdminAction(tx, adminId, {
      action: rateBp === null ? 'commission.clear' : 'commission.set',
      targetType: 'category',
      targetId: categoryId,
      details: { from: category.before, to: rateBp },
    })
  })
  return rateOf(db, categoryId)
}

export async function financeSettings(db: Db): Promise<Settings> {
  const [commission_default_bp, settlement_minimum] = await Promise.all([
    numberSetting(db, 'commission_default_bp'),
    numberSetting(db, 'settlement_minimum'),
  ])
  return { commission_default_bp, settlement_minimum }
}

export async function changeFinanceSettings(db: Db, adminId: number, input: Settings): Promise<Settings> {
  if (!validBp(input.commission_default_bp)) throw invalidField('body.commission_default_bp', RATE_RANGE)
  const minimum = input.settlement_minimum
  if (!Number.isSafeInteger(minimum) || minimum < 0 || minimum > MAX_TOMAN)
    throw invalidField('body.settlement_minimum', MINIMUM_RANGE)
  await inTransaction(db, async (tx) => {
    const before = await financeSettings(tx)
    await setNumberSetting(tx, 'commission_default_bp', input.commission_default_bp, adminId)
    await setNumberSetting(tx, 'settlement_minimum', minimum, adminId)
    await recordAdminAction(tx, adminId, {
      action: 'finance.settings',
      targetType: 'platform',
      targetId: null,
      details: { from: before, to: input },
    })
  })
  return financeSettings(db)
}
