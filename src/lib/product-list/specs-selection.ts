// The attribute facets a shopper has chosen, as kept in the URL (`specs`), and their conversion to
// the API's `specs` JSON string. The URL may hold anything, so it is cleaned first; the API answers
// 422 for a key the category does not have, so only the current category's facets are sent.
// (The lists' search schemas and loaders read this module in the app's first script; the facet
// panel's edits of a selection are in ./specs-editing.ts, which loads with the lists.)
import type { Schemas } from '#sdk'

export type CategoryFilter = Schemas['CategoryFilter']

export interface SpecRange {
  min?: number
  max?: number
}

/** Options of a select or multi_select facet, a range, or a yes/no facet. */
export type SpecValue = string[] | SpecRange | boolean

export type SpecsSelection = Record<string, SpecValue>

const KEY = /^[A-Za-z0-9_.-]{1,64}$/
const MAX_KEYS = 30
const MAX_VALUES = 50

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function finite(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined
}

/** One facet's value as the URL may hold it, cleaned; undefined when nothing is left. */
export function cleanValue(value: unknown): SpecValue | undefined {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string' || typeof value === 'number') value = [value]
  if (Array.isArray(value)) {
    const options = value
      .filter((item) => typeof item === 'string' || typeof item === 'number')
      .map((item) => String(item).trim())
      .filter((item) => item.length > 0 && item.length <= 100)
    const unique = [...new Set(options)].slice(0, MAX_VALUES)
    return unique.length ? unique : undefined
  }
  if (isPlainObject(value)) {
    let min = finite(value.min)
    let max = finite(value.max)
    if (min === undefined && max === undefined) return undefined
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
    return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
  }
  return undefined
}

/** Whatever the URL's `specs` holds, as a valid selection; undefined when nothing is left. */
export function cleanSpecs(input: unknown): SpecsSelection | undefined {
  let raw = input
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw)
    } catch {
      return undefined
    }
  }
  if (!isPlainObject(raw)) return undefined
  const out: SpecsSelection = {}
  for (const [key, value] of Object.entries(raw).slice(0, MAX_KEYS)) {
    if (!KEY.test(key)) continue
    const clean = cleanValue(value)
    if (clean !== undefined) out[key] = clean
  }
  return Object.keys(out).length ? out : undefined
}

/**
 * The API's `specs` parameter: only the category's facets, each in its type's shape, in the
 * facets' order (so the same filters always give the same string and the same cache entry).
 */
export function specsForApi(
  selection: SpecsSelection | undefined,
  facets: readonly CategoryFilter[],
): string | undefined {
  if (!selection) return undefined
  const out: Record<string, unknown> = {}
  for (const facet of facets) {
    const value = selection[facet.key]
    if (value === undefined) continue
    if ((facet.type === 'select' || facet.type === 'multi_select') && Array.isArray(value)) {
      const known = new Set(facet.options.map((option) => option.value))
      const options = known.size ? value.filter((item) => known.has(item)) : value
      if (options.length) out[facet.key] = options
    } else if (facet.type === 'range' && typeof value === 'object' && !Array.isArray(value)) {
      out[facet.key] = value
    } else if (facet.type === 'boolean' && typeof value === 'boolean') {
      out[facet.key] = value
    }
  }
  return Object.keys(out).length ? JSON.stringify(out) : undefined
}
