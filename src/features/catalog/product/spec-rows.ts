// The product page's specs table: each spec with the category's Persian label and option labels
// where the category defines them, in the facets' order; specs it does not know follow, as they are.
import { formatNumber } from '#lib/fa'
import type { CategoryFilter } from '#lib/product-list/specs-selection'

export interface SpecRow {
  key: string
  label: string
  value: string
}

type SpecValue = string | number | boolean | string[]

function plain(value: SpecValue): string {
  if (typeof value === 'boolean') return value ? 'بله' : 'خیر'
  if (typeof value === 'number') return formatNumber(value)
  if (Array.isArray(value)) return value.join('، ')
  return value
}

function describe(value: SpecValue, facet: CategoryFilter | undefined): string {
  if (!facet) return plain(value)
  const optionLabel = (v: string) => facet.options.find((option) => option.value === v)?.label_fa ?? v
  if (Array.isArray(value)) return value.map(optionLabel).join('، ')
  if (typeof value === 'string' && facet.options.length) return optionLabel(value)
  if (typeof value === 'number' && facet.unit) return `${formatNumber(value)} ${facet.unit}`
  return plain(value)
}

export function specRows(
  specs: Record<string, SpecValue> | null | undefined,
  facets: readonly CategoryFilter[],
): SpecRow[] {
  if (!specs) return []
  const rows: SpecRow[] = []
  const seen = new Set<string>()
  for (const facet of facets) {
    const value = specs[facet.key]
    if (value === undefined || value === null || (Array.isArray(value) && !value.length)) continue
    seen.add(facet.key)
    rows.push({ key: facet.key, label: facet.label_fa, value: describe(value, facet) })
  }
  for (const [key, value] of Object.entries(specs)) {
    if (seen.has(key) || value === null || value === undefined || (Array.isArray(value) && !value.length)) continue
    rows.push({ key, label: key.replace(/_/g, ' '), value: plain(value) })
  }
  return rows
}
