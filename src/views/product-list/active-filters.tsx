import { css } from 'styled-system/css'
import { wrap } from 'styled-system/patterns'
import type { BrandRef } from '#api/products'
import { formatNumber } from '#lib/fa'
import type { ListFilters } from '#lib/product-list/list-search'
import { removeSpec } from '#lib/product-list/specs-editing'
import type { CategoryFilter, SpecValue } from '#lib/product-list/specs-selection'
import { CloseIcon } from '#ui/icons'

interface Chip {
  key: string
  label: string
  patch: Partial<ListFilters>
}

function rangeText(min?: number, max?: number, unit?: string | null): string {
  const u = unit ? ` ${unit}` : ''
  if (min != null && max != null) return `${formatNumber(min)} تا ${formatNumber(max)}${u}`
  if (min != null) return `از ${formatNumber(min)}${u}`
  return `تا ${formatNumber(max ?? 0)}${u}`
}

function specText(facet: CategoryFilter | undefined, key: string, value: SpecValue): string {
  const title = facet?.label_fa ?? key
  if (typeof value === 'boolean') return value ? title : `بدون ${title}`
  if (Array.isArray(value)) {
    const labels = value.map((v) => facet?.options.find((o) => o.value === v)?.label_fa ?? v)
    return `${title}: ${labels.join('، ')}`
  }
  return `${title}: ${rangeText(value.min, value.max, facet?.unit)}`
}

/** The filters that are on, as chips; each one's × takes it off. */
export function filterChips(
  filters: ListFilters,
  facets: readonly CategoryFilter[],
  brands: readonly BrandRef[],
): Chip[] {
  const chips: Chip[] = []
  if (filters.in_stock) chips.push({ key: 'in_stock', label: 'فقط موجود', patch: { in_stock: undefined } })
  if (filters.min_price != null || filters.max_price != null) {
    chips.push({
      key: 'price',
      label: `قیمت ${rangeText(filters.min_price, filters.max_price, 'تومان')}`,
      patch: { min_price: undefined, max_price: undefined },
    })
  }
  for (const slug of filters.brand ?? []) {
    const name = brands.find((b) => b.slug === slug)?.name_fa ?? slug
    const rest = (filters.brand ?? []).filter((s) => s !== slug)
    chips.push({ key: `brand:${slug}`, label: name, patch: { brand: rest.length ? rest : undefined } })
  }
  for (const [key, value] of Object.entries(filters.specs ?? {})) {
    const facet = facets.find((f) => f.key === key)
    chips.push({
      key: `spec:${key}`,
      label: specText(facet, key, value),
      patch: { specs: removeSpec(filters.specs, key) },
    })
  }
  return chips
}

interface ActiveFiltersProps {
  chips: Chip[]
  onChange: (patch: Partial<ListFilters>) => void
  onClear: () => void
}

const chipClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '8',
  ps: '3',
  pe: '2',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontSize: 'sm',
  cursor: 'pointer',
  maxW: 'full',
  _hover: { bg: 'accent.muted' },
})

export function ActiveFilters({ chips, onChange, onClear }: ActiveFiltersProps) {
  if (!chips.length) return null
  return (
    <ul aria-label="فیلترهای فعال" className={wrap({ gap: '2', alignItems: 'center' })}>
      {chips.map((chip) => (
        <li key={chip.key} className={css({ maxW: 'full' })}>
          <button
            type="button"
            className={chipClass}
            aria-label={`حذف فیلتر ${chip.label}`}
            onClick={() => onChange(chip.patch)}
          >
            <span className={css({ truncate: true })}>{chip.label}</span>
            <CloseIcon />
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClear}
          className={css({
            fontSize: 'sm',
            color: 'danger.default',
            cursor: 'pointer',
            px: '2',
            _hover: { textDecoration: 'underline' },
          })}
        >
          حذف همه فیلترها
        </button>
      </li>
    </ul>
  )
}
