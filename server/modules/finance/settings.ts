// Platform settings an admin changes at run time (platform_settings): the default commission and
// the settlement minimum. A missing row means the built-in default below.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'

/** 10 %: the commission of a category none of whose ancestors has a rate */
export const DEFAULT_COMMISSION_BP = 1_000
/** 100,000 toman: a store's available balance below this waits for a later run */
export const DEFAULT_SETTLEMENT_MINIMUM = 100_000

export type SettingKey = 'commission_default_bp' | 'settlement_minimum'
const DEFAULTS: Record<SettingKey, number> = {
  commission_default_bp: DEFAULT_COMMISSION_BP,
  settlement_minimum: DEFAULT_SETTLEMENT_MINIMUM,
}

export async function numberSetting(db: Db, key: SettingKey): Promise<number> {
  const [row] = await queryRows<{ value: unknown }>(db, sql`select value from platform_settings where key = ${key}`)
  return typeof row?.value === 'number' ? row.value : DEFAULTS[key]
}

export async function setNumberSetting(db: Db, key: SettingKey, value: number, adminId: number): Promise<void> {
  await db.execute(sql`insert into platform_settings (key, value, updated_by) values (${key}, ${JSON.stringify(value)}::jsonb, ${adminId})
    on conflict (key) do update set value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`)
}

export const commissionDefaultBp = (db: Db) => numberSetting(db, 'commission_default_bp')
