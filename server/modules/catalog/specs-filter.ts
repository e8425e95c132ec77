// The `specs` query parameter of product lists: a JSON object of attribute key → a value, a list
// of values (any matches) or {min, max}. Equality and lists become jsonb containment (`@>`),
// which the GIN jsonb_path_ops index on products.specs answers; ranges become a jsonpath test,
// which never raises on a non-numeric value (so bad data cannot turn a filter into a 500).
import { type SQL, sql } from 'drizzle-orm'
import { invalidField } from '../../lib/http-error'

type Scalar = string | number | boolean
export type SpecCondition = { kind: 'any'; values: Scalar[] } | { kind: 'range'; min?: number; max?: number }
export type SpecsFilter = Map<string, SpecCondition>

const FIELD = 'query.specs'
const MAX_VALUES = 50
const NOT_OBJECT = 'فیلتر مشخصات باید یک شیء JSON معتبر باشد'

const isScalar = (v: unknown): v is Scalar =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))

function conditionOf(key: string, value: unknown): SpecCondition {
  if (isScalar(value)) return { kind: 'any', values: [value] }
  if (Array.isArray(value)) {
    if (value.length === 0 || value.length > MAX_VALUES || !value.every(isScalar)) {
      throw invalidField(FIELD, `مقدارهای «${key}» باید فهرستی از ۱ تا ۵۰ مقدار ساده باشد`)
    }
    return { kind: 'any', values: value }
  }
  if (value && typeof value === 'object') {
    const { min, max, ...rest } = value as Record<string, unknown>
    const bad = (n: unknown) => n !== undefined && (typeof n !== 'number' || !Number.isFinite(n))
    if (Object.keys(rest).length > 0 || bad(min) || bad(max) || (min === undefined && max === undefined)) {
      throw invalidField(FIELD, `بازه «${key}» باید به شکل {"min": عدد, "max": عدد} باشد`)
    }
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      throw invalidField(FIELD, `در بازه «${key}» کمینه از بیشینه بزرگ‌تر است`)
    }
    return { kind: 'range', min: min as number | undefined, max: max as number | undefined }
  }
  throw invalidField(FIELD, `مقدار «${key}» معتبر نیست`)
}

/** Parses the parameter; a 422 with a Persian detail for anything that is not a valid filter. */
export function parseSpecsFilter(raw: string | undefined): SpecsFilter | null {
  if (raw === undefined || raw.trim() === '') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw invalidField(FIELD, NOT_OBJECT)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalidField(FIELD, NOT_OBJECT)
  const filter: SpecsFilter = new Map()
  for (const [key, value] of Object.entries(parsed)) filter.set(key, conditionOf(key, value))
  return filter.size > 0 ? filter : null
}

/** 422 unless every key is one of the attributes that apply. */
export function checkSpecKeys(filter: SpecsFilter, known: Set<string>): void {
  for (const key of filter.keys()) {
    if (!known.has(key)) throw invalidField(FIELD, `ویژگی «${key}» برای فیلتر کردن شناخته‌شده نیست`)
  }
}

/** One SQL condition per key, over the given specs column. */
export function specsConditions(specs: SQL, filter: SpecsFilter): SQL[] {
  const out: SQL[] = []
  for (const [key, cond] of filter) {
    if (cond.kind === 'any') {
      // A multi_select value is stored as a list, so a value matches either form.
      const alternatives = cond.values.flatMap((v) => [
        sql`${specs} @> ${JSON.stringify({ [key]: v })}::jsonb`,
        sql`${specs} @> ${JSON.stringify({ [key]: [v] })}::jsonb`,
      ])
      out.push(sql`(${sql.join(alternatives, sql` or `)})`)
    } else {
      const tests = [cond.min !== undefined ? '@ >= $min' : '', cond.max !== undefined ? '@ <= $max' : '']
      const path = `$ ? (${tests.filter(Boolean).join(' && ')})`
      const vars = JSON.stringify({ min: cond.min ?? null, max: cond.max ?? null })
      out.push(sql`jsonb_path_exists(${specs} -> ${key}, ${path}::jsonpath, ${vars}::jsonb)`)
    }
  }
  return out
}
