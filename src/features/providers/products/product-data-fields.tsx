import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { dangerText } from 'styled-system/patterns'
import { type Category, type CategoryFacet, categoryKeys, categoryTreeQueryOptions } from '#api/categories'
import type { ProductSpecs, ProductUpdate, SellerProduct } from '#api/seller-products/seller-products'
import * as Field from '#ui/field'
import { hasRichContent, RichTextEditor } from '#ui/panel/rich-text-editor'
import { Select } from '#ui/panel/select'
import { SpecFields, specField } from './spec-fields'

/** The product data a seller edits (shared by every store that sells it). */
export interface ProductDataValues {
  name_fa: string
  name_en: string
  category_id: string
  brand_slug: string
  /** HTML from the rich-text editor */
  description: string
  specs: ProductSpecs
}

/** Messages by form field: the names above, price and stock, and specs.<key> */
export type ProductFormErrors = Partial<Record<string, string>>

export const emptyProductData: ProductDataValues = {
  name_fa: '',
  name_en: '',
  category_id: '',
  brand_slug: '',
  description: '',
  specs: {},
}

export function productDataOf(product: SellerProduct): ProductDataValues {
  return {
    name_fa: product.name_fa,
    name_en: product.name_en ?? '',
    category_id: String(product.category.id),
    brand_slug: product.brand?.slug ?? '',
    description: product.description ?? '',
    specs: product.specs ?? {},
  }
}

export function productDataBody(values: ProductDataValues) {
  return {
    name_fa: values.name_fa.trim(),
    name_en: values.name_en.trim() || null,
    category_id: Number(values.category_id),
    brand_slug: values.brand_slug.trim() || null,
    description: hasRichContent(values.description) ? values.description : null,
    specs: values.specs,
  } satisfies ProductUpdate
}

/**
 * The messages without those of the fields that changed from `before` to `after` (a spec by its
 * specs.<key>): as with useApiForm, a message holds until its field is edited.
 */
export function withoutEdited(
  errors: ProductFormErrors,
  before: ProductDataValues,
  after: ProductDataValues,
): ProductFormErrors {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => {
      if (field.startsWith('specs.')) {
        const key = field.slice('specs.'.length)
        return same(before.specs[key], after.specs[key])
      }
      return (
        !(field in before) || same(before[field as keyof ProductDataValues], after[field as keyof ProductDataValues])
      )
    }),
  )
}

/** The fields a server 422 may name on this form (the category's specs as cached by SpecFields). */
export function productFormFields(queryClient: QueryClient, categoryId: string): string[] {
  const facets = queryClient.getQueryData<{ items: CategoryFacet[] }>(categoryKeys.filters(Number(categoryId)))
  return [
    ...(Object.keys(emptyProductData) as string[]).filter((name) => name !== 'specs'),
    'price',
    'stock',
    ...(facets?.items ?? []).map((facet) => specField(facet.key)),
  ]
}

/** Every category of the tree, labelled with its path («کالای دیجیتال › موبایل › گوشی موبایل»). */
function categoryOptions(roots: readonly Category[], path: string[] = []): { value: string; label: string }[] {
  return roots.flatMap((category) => {
    const here = [...path, category.name_fa]
    return [{ value: String(category.id), label: here.join(' › ') }, ...categoryOptions(category.children ?? [], here)]
  })
}

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })

export function ProductDataFields({
  values,
  onChange,
  errors,
  resetKey,
}: {
  values: ProductDataValues
  onChange: (values: ProductDataValues) => void
  errors: ProductFormErrors
  /** Changes when the values are replaced from outside (a saved product): the editor starts again */
  resetKey?: string
}) {
  const queryClient = useQueryClient()
  const tree = useQuery(categoryTreeQueryOptions)
  const options = useMemo(() => categoryOptions(tree.data?.items ?? []), [tree.data])
  const set = (key: 'name_fa' | 'name_en' | 'brand_slug' | 'description') => (value: string) =>
    onChange({ ...values, [key]: value })
  // Another category: the previous one's attribute values would not fit it (other options, or a
  // key that is free text there), so they go; keys no attribute named (catalogue specs) stay.
  const setCategory = (category_id: string) => {
    const previous = queryClient.getQueryData<{ items: CategoryFacet[] }>(
      categoryKeys.filters(Number(values.category_id)),
    )
    const dropped = new Set((previous?.items ?? []).map((facet) => facet.key))
    const specs = Object.fromEntries(Object.entries(values.specs).filter(([key]) => !dropped.has(key)))
    onChange({ ...values, category_id, specs })
  }
  return (
    <div className={grid}>
      <Field.Root required invalid={Boolean(errors.name_fa)}>
        <Field.Label>نام فارسی</Field.Label>
        <Field.Input value={values.name_fa} onChange={(e) => set('name_fa')(e.currentTarget.value)} maxLength={250} />
        <Field.ErrorText>{errors.name_fa}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>نام انگلیسی</Field.Label>
        <Field.Input
          dir="ltr"
          value={values.name_en}
          onChange={(e) => set('name_en')(e.currentTarget.value)}
          maxLength={250}
        />
      </Field.Root>
      <div>
        <Select
          label="دسته‌بندی"
          options={options}
          value={values.category_id}
          onValueChange={setCategory}
          placeholder={tree.isPending ? 'در حال بارگذاری...' : 'انتخاب دسته‌بندی'}
          invalid={Boolean(errors.category_id)}
          required
        />
        {errors.category_id ? (
          <p role="alert" className={dangerText({ mt: '1' })}>
            {errors.category_id}
          </p>
        ) : null}
      </div>
      <Field.Root>
        <Field.Label>برند (شناسه انگلیسی)</Field.Label>
        <Field.Input
          dir="ltr"
          value={values.brand_slug}
          placeholder="samsung"
          onChange={(e) => set('brand_slug')(e.currentTarget.value)}
          maxLength={120}
        />
        <Field.HelperText>خالی بگذارید اگر محصول برند ندارد.</Field.HelperText>
      </Field.Root>
      <div className={css({ gridColumn: { md: '1 / -1' } })}>
        <SpecFields
          categoryId={Number(values.category_id) || 0}
          specs={values.specs}
          onChange={(specs) => onChange({ ...values, specs })}
          errors={errors}
        />
      </div>
      <div className={css({ gridColumn: { md: '1 / -1' } })}>
        <RichTextEditor
          key={resetKey}
          label="توضیحات"
          initialHtml={values.description}
          onChange={set('description')}
          error={errors.description}
        />
      </div>
    </div>
  )
}
