import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { BrandRef } from '#api/products'
import { formatNumber } from '#lib/fa'
import type { ListFilters } from '#lib/product-list/list-search'
import { selectedOptions, selectedRange, setFlag, setRange, toggleOption } from '#lib/product-list/specs-editing'
import type { CategoryFilter } from '#lib/product-list/specs-selection'
import { Skeleton } from '#ui/skeleton'
import { SwitchRow } from './facet-controls'
import { FacetSection } from './facet-section'
import { OptionList } from './option-list'
import { RangeInputs } from './range-inputs'

export interface FacetPanelProps {
  filters: ListFilters
  onChange: (patch: Partial<ListFilters>) => void
  /** The category's attribute facets ([] outside a category). */
  facets: readonly CategoryFilter[]
  facetsLoading?: boolean
  /** Brands to offer; undefined hides the brand facet (a brand page). */
  brands?: readonly BrandRef[]
  brandsLoading?: boolean
}

function chosenHint(count: number): string | undefined {
  return count ? `${formatNumber(count)} مورد` : undefined
}

/** Every filter of a product list; each change goes straight to the URL. */
export function FacetPanel({ filters, onChange, facets, facetsLoading, brands, brandsLoading }: FacetPanelProps) {
  const specs = filters.specs
  const setSpecs = (next: ListFilters['specs']) => onChange({ specs: next })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column' })}>
      <div className={css({ borderBottomWidth: '1px', borderColor: 'border.default', py: '2' })}>
        <SwitchRow checked={Boolean(filters.in_stock)} onChange={(on) => onChange({ in_stock: on || undefined })}>
          فقط کالاهای موجود
        </SwitchRow>
      </div>
      <FacetSection title="محدوده قیمت">
        <RangeInputs
          label="قیمت"
          unit="تومان"
          value={{ min: filters.min_price, max: filters.max_price }}
          onApply={({ min, max }) =>
            onChange({
              min_price: min === undefined ? undefined : Math.max(0, Math.round(min)),
              max_price: max === undefined ? undefined : Math.max(0, Math.round(max)),
            })
          }
        />
      </FacetSection>
      {brands !== undefined || brandsLoading ? (
        <FacetSection title="برند" hint={chosenHint(filters.brand?.length ?? 0)}>
          {brandsLoading && !brands?.length ? (
            <FacetSkeleton />
          ) : (
            <OptionList
              label="برند"
              options={(brands ?? []).map((brand) => ({ value: brand.slug, label: brand.name_fa }))}
              selected={filters.brand ?? []}
              onToggle={(slug) => {
                const current = filters.brand ?? []
                const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug]
                onChange({ brand: next.length ? next : undefined })
              }}
            />
          )}
        </FacetSection>
      ) : null}
      {facetsLoading ? <FacetSkeleton /> : null}
      {facets.map((facet) => {
        if (facet.type === 'boolean') {
          return (
            <div key={facet.key} className={css({ borderBottomWidth: '1px', borderColor: 'border.default', py: '2' })}>
              <SwitchRow
                checked={specs?.[facet.key] === true}
                onChange={(on) => setSpecs(setFlag(specs, facet.key, on))}
              >
                {facet.label_fa}
              </SwitchRow>
            </div>
          )
        }
        if (facet.type === 'range') {
          return (
            <FacetSection key={facet.key} title={facet.label_fa} defaultOpen={false}>
              <RangeInputs
                label={facet.label_fa}
                unit={facet.unit}
                value={selectedRange(specs, facet.key)}
                bounds={facet.range}
                onApply={(range) => setSpecs(setRange(specs, facet.key, range))}
              />
            </FacetSection>
          )
        }
        const chosen = selectedOptions(specs, facet.key)
        return (
          <FacetSection key={facet.key} title={facet.label_fa} hint={chosenHint(chosen.length)}>
            <OptionList
              label={facet.label_fa}
              options={facet.options.map((option) => ({ value: option.value, label: option.label_fa }))}
              selected={chosen}
              onToggle={(value) => setSpecs(toggleOption(specs, facet.key, value))}
            />
          </FacetSection>
        )
      })}
    </div>
  )
}

function FacetSkeleton() {
  return (
    <div aria-hidden="true" className={stack({ gap: '3', py: '3' })}>
      <Skeleton className={css({ h: '4', w: '1/2' })} />
      <Skeleton className={css({ h: '4', w: '2/3' })} />
      <Skeleton className={css({ h: '4', w: '1/3' })} />
    </div>
  )
}
