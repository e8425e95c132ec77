import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { dangerText, mutedText, stack } from 'styled-system/patterns'
import { type CategoryFacet, categoryFiltersQueryOptions } from '#api/categories'
import type { ProductSpecs } from '#api/seller-products/seller-products'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { NumberInput } from '#ui/panel/number-input'
import { Select } from '#ui/panel/select'

// The category's filterable attributes (its own and its ancestors', in their order) as the
// product's spec inputs: a select holds one option, a multi-select a list, a range a number in
// its unit, a boolean a switch. The values go into `specs` exactly as the server checks them
// (server/modules/products/product-specs.ts); a cleared input drops its key, since an absent
// spec is «not stated» while a switch turned off is a stated «no».

type SpecValue = ProductSpecs[string]

/** Ark's select cannot hold '' as an item: this item stands for «no value». */
const NONE = '__none'

const fieldsetClass = stack({ gap: '3', minW: '0' })
const legendClass = css({ fontWeight: 'bold', mb: '2' })
const gridClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })
const groupClass = css({
  minW: '0',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  p: '2',
})
const groupLegendClass = css({ fontWeight: 'medium', fontSize: 'sm', px: '1' })
const errorClass = dangerText({ mt: '1' })
const noteClass = mutedText()
// The panel's own checkbox and switch (as «فقط کالاهای موجود» and the offer's «فروش»): native
// inputs, so the keyboard and screen readers get them for free.
const checkRowClass = css({ display: 'flex', alignItems: 'center', gap: '2', minH: '10', px: '1', cursor: 'pointer' })
const checkClass = css({ w: '5', h: '5', flexShrink: 0, accentColor: 'accent.default', cursor: 'pointer' })

/** The form field name of a spec, as the server's 422 names it (body.specs.<key> → specs.<key>). */
export const specField = (key: string) => `specs.${key}`

/** The specs without `key`, or with its new value. */
export function withSpec(specs: ProductSpecs, key: string, value: SpecValue | undefined): ProductSpecs {
  const { [key]: _, ...rest } = specs
  return value === undefined ? rest : { ...rest, [key]: value }
}

interface SpecFieldsProps {
  categoryId: number
  specs: ProductSpecs
  onChange: (specs: ProductSpecs) => void
  /** Messages by form field (specField(key)) */
  errors: Partial<Record<string, string>>
}

export function SpecFields({ categoryId, specs, onChange, errors }: SpecFieldsProps) {
  const facets = useQuery({
    ...categoryFiltersQueryOptions(categoryId),
    enabled: categoryId > 0,
    meta: { silentError: true },
  })
  if (!categoryId) return null
  // In the server's order (the root's attributes first, then each category's by `order`), as the
  // storefront's specs table shows them.
  const items = facets.data?.items ?? []
  return (
    <fieldset className={fieldsetClass} aria-busy={facets.isPending}>
      <legend className={legendClass}>ویژگی‌های کالا</legend>
      {facets.isPending ? <p className={noteClass}>در حال بارگذاری ویژگی‌ها...</p> : null}
      {facets.isError ? (
        <div role="alert" className={noteClass}>
          ویژگی‌های این دسته بارگذاری نشد.{' '}
          <Button type="button" size="sm" variant="ghost" onClick={() => void facets.refetch()}>
            تلاش دوباره
          </Button>
        </div>
      ) : null}
      {facets.isSuccess && items.length === 0 ? <p className={noteClass}>این دسته ویژگی قابل‌فیلتری ندارد.</p> : null}
      {items.length ? (
        <div className={gridClass}>
          {items.map((facet) => (
            <SpecInput
              key={facet.key}
              facet={facet}
              value={specs[facet.key]}
              error={errors[specField(facet.key)]}
              onChange={(value) => onChange(withSpec(specs, facet.key, value))}
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  )
}

interface SpecInputProps {
  facet: CategoryFacet
  value: SpecValue | undefined
  error: string | undefined
  onChange: (value: SpecValue | undefined) => void
}

function SpecInput({ facet, value, error, onChange }: SpecInputProps) {
  const errorId = useId()
  const message = error ? (
    <p id={errorId} role="alert" className={errorClass}>
      {error}
    </p>
  ) : null
  switch (facet.type) {
    case 'select':
      return (
        <div>
          <Select
            label={facet.label_fa}
            options={[
              { value: NONE, label: 'نامشخص' },
              ...facet.options.map((o) => ({ value: o.value, label: o.label_fa })),
            ]}
            value={typeof value === 'string' ? value : ''}
            onValueChange={(next) => onChange(next && next !== NONE ? next : undefined)}
            placeholder="نامشخص"
            invalid={Boolean(error)}
          />
          {message}
        </div>
      )
    case 'multi_select': {
      const chosen = Array.isArray(value) ? value : []
      const toggle = (option: string, on: boolean) => {
        // Kept in the attribute's option order, whatever order they were ticked in.
        const next = facet.options.map((o) => o.value).filter((v) => (v === option ? on : chosen.includes(v)))
        onChange(next.length ? next : undefined)
      }
      return (
        <fieldset
          className={groupClass}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <legend className={groupLegendClass}>{facet.label_fa}</legend>
          {facet.options.map((option) => (
            <label key={option.value} className={checkRowClass}>
              <input
                type="checkbox"
                className={checkClass}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              {option.label_fa}
            </label>
          ))}
          {message}
        </fieldset>
      )
    }
    case 'range':
      return (
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{facet.unit ? `${facet.label_fa} (${facet.unit})` : facet.label_fa}</Field.Label>
          <NumberInput
            value={typeof value === 'number' ? value : null}
            emptyAs={null}
            decimals
            onValueChange={(next) => onChange(next === null ? undefined : next)}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )
    case 'boolean':
      return (
        <div>
          <label className={checkRowClass}>
            <input
              type="checkbox"
              role="switch"
              className={checkClass}
              checked={value === true}
              aria-checked={value === true}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
            {facet.label_fa}
          </label>
          {message}
        </div>
      )
  }
}
