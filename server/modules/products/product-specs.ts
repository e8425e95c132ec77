// A product's specs checked against its category's filterable attributes (those defined on the
// category and its ancestors): a select holds one of the options, a multi-select a list of them,
// a range a number, a boolean yes or no. Keys no attribute names are free text and pass. Every
// wrong value is a 422 on its own field (body.specs.<key>), all of them at once.
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { HttpError } from '../../lib/http-error'
import { categoryFilters } from '../categories/category-filters'

type Specs = components['schemas']['ProductSpecs']
type Facet = components['schemas']['CategoryFilterList']['items'][number]

export const SPECS_INVALID = 'برخی مشخصات کالا با ویژگی‌های این دسته نمی‌خواند'

/** The Persian message for a value the attribute does not take, or null when it fits. */
export function specProblem(facet: Facet, value: Specs[string]): string | null {
  const label = `«${facet.label_fa}»`
  const values = new Set(facet.options.map((o) => o.value))
  switch (facet.type) {
    case 'select':
      return typeof value === 'string' && values.has(value) ? null : `${label} باید یکی از گزینه‌های این دسته باشد`
    case 'multi_select': {
      if (!Array.isArray(value)) return `${label} باید فهرستی از گزینه‌های این دسته باشد`
      const stray = value.find((v) => !values.has(v))
      if (stray !== undefined) return `«${stray}» از گزینه‌های ${label} نیست`
      return new Set(value).size === value.length ? null : `${label} گزینه تکراری دارد`
    }
    case 'range':
      return typeof value === 'number' && Number.isFinite(value)
        ? null
        : `${label} باید یک عدد باشد${facet.unit ? ` (به ${facet.unit})` : ''}`
    case 'boolean':
      return typeof value === 'boolean' ? null : `${label} باید «بله» یا «خیر» باشد`
  }
}

/** 422 with one error per spec that does not fit its attribute in the category. */
export async function checkSpecs(db: Db, categoryId: number, specs: Specs | undefined): Promise<void> {
  if (!specs || Object.keys(specs).length === 0) return
  const facets = (await categoryFilters(db, categoryId)).items
  const errors = facets.flatMap((facet) => {
    if (!Object.hasOwn(specs, facet.key)) return []
    const message = specProblem(facet, specs[facet.key])
    return message ? [{ field: `body.specs.${facet.key}`, message }] : []
  })
  if (errors.length) throw new HttpError(422, errors.length === 1 ? errors[0].message : SPECS_INVALID, { errors })
}
