import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { type Category, categoryTreeQueryOptions } from '../../../api/categories'
import type { ProductUpdate, SellerProduct } from '../../../api/seller-products'
import * as Field from '../../../ui/field'
import { Select } from '../../../ui/select'

/** The product data a seller edits (shared by every store that sells it). */
export interface ProductDataValues {
  name_fa: string
  name_en: string
  category_id: string
  brand_slug: string
  description: string
}

export const emptyProductData: ProductDataValues = {
  name_fa: '',
  name_en: '',
  category_id: '',
  brand_slug: '',
  description: '',
}

export function productDataOf(product: SellerProduct): ProductDataValues {
  return {
    name_fa: product.name_fa,
    name_en: product.name_en ?? '',
    category_id: String(product.category.id),
    brand_slug: product.brand?.slug ?? '',
    description: product.description ?? '',
  }
}

export function productDataBody(values: ProductDataValues) {
  return {
    name_fa: values.name_fa.trim(),
    name_en: values.name_en.trim() || null,
    category_id: Number(values.category_id),
    brand_slug: values.brand_slug.trim() || null,
    description: values.description.trim() || null,
  } satisfies ProductUpdate
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
}: {
  values: ProductDataValues
  onChange: (values: ProductDataValues) => void
  errors: Partial<Record<keyof ProductDataValues, string>>
}) {
  const tree = useQuery(categoryTreeQueryOptions)
  const options = useMemo(() => categoryOptions(tree.data?.items ?? []), [tree.data])
  const set = (key: keyof ProductDataValues) => (value: string) => onChange({ ...values, [key]: value })
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
          onValueChange={set('category_id')}
          placeholder={tree.isPending ? 'در حال بارگذاری...' : 'انتخاب دسته‌بندی'}
          invalid={Boolean(errors.category_id)}
          required
        />
        {errors.category_id ? (
          <p role="alert" className={css({ color: 'danger.default', fontSize: 'sm', mt: '1' })}>
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
      <Field.Root className={css({ gridColumn: { md: '1 / -1' } })}>
        <Field.Label>توضیحات</Field.Label>
        <Field.Textarea
          rows={5}
          value={values.description}
          onChange={(e) => set('description')(e.currentTarget.value)}
          maxLength={20000}
        />
      </Field.Root>
    </div>
  )
}
