import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  type Discount,
  type DiscountCreate,
  storeBundlesQueryOptions,
  storeProductsQueryOptions,
  userGroupsQueryOptions,
} from '#api/discounts'
import { useApiForm } from '#lib/use-api-form'
import { discountAmount } from '#sdk/rules/discount'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import type { ComboboxOption } from '#ui/panel/combobox'
import { DatePicker } from '#ui/panel/date-picker'
import { NumberInput } from '#ui/panel/number-input'
import { Select } from '#ui/panel/select'
import { Toman } from '#ui/price'
import { discountBody, discountFormSchema, discountFormValues } from './discount-form-rules'
import {
  checkRowClass,
  formClass,
  legendClass,
  listClass,
  mutedClass,
  pairClass,
  rowClass,
  sectionClass,
} from './discount-styles'
import { LinkPicker } from './link-picker'

export interface DiscountSave {
  body: Omit<DiscountCreate, 'store_id'>
  links: { product_ids: number[]; bundle_ids: number[]; user_group_ids: number[] }
}

interface DiscountFormProps {
  storeId: number
  discount?: Discount
  submitLabel: string
  onSubmit: (save: DiscountSave) => Promise<unknown>
}

type Option = ComboboxOption & { price?: number | null }

const TYPES = [
  { value: 'percentage', label: 'درصدی' },
  { value: 'fixed', label: 'مبلغ ثابت (تومان)' },
]

function FieldBox({
  label,
  error,
  helper,
  children,
}: {
  label: string
  error?: string | null
  helper?: string
  children: React.ReactNode
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  )
}

/**
 * The discount form of «افزودن تخفیف» and «ویرایش تخفیف»: terms, window (Jalali days), limits,
 * whether a code is needed, on/off; the linked products, bundles and customer groups picked from
 * searchable lists; and each linked product's price after the discount.
 */
export function DiscountForm({ storeId, discount, submitLabel, onSubmit }: DiscountFormProps) {
  const [products, setProducts] = useState<Option[]>(() =>
    (discount?.product_ids ?? []).map((id) => ({ value: String(id), label: `محصول ${id}` })),
  )
  const [bundles, setBundles] = useState<Option[]>(() =>
    (discount?.bundle_ids ?? []).map((id) => ({ value: String(id), label: `سبد ${id}` })),
  )
  const [groups, setGroups] = useState<Option[]>(() =>
    (discount?.user_group_ids ?? []).map((id) => ({ value: String(id), label: `گروه ${id}` })),
  )
  const [productSearch, setProductSearch] = useState('')
  const productsQuery = useQuery(storeProductsQueryOptions(storeId, productSearch))
  const allProducts = useQuery(storeProductsQueryOptions(storeId, ''))
  const bundlesQuery = useQuery(storeBundlesQueryOptions(storeId))
  const groupsQuery = useQuery(userGroupsQueryOptions(storeId))

  const productOptions: Option[] = (productsQuery.data?.items ?? []).map((p) => ({
    value: String(p.id),
    label: p.name_fa,
    price: p.price,
  }))
  const bundleOptions: Option[] = (bundlesQuery.data?.items ?? []).map((b) => ({ value: String(b.id), label: b.name }))
  const groupOptions: Option[] = (groupsQuery.data?.items ?? []).map((g) => ({ value: String(g.id), label: g.name }))
  // Linked ids loaded with the discount get their names once the lists arrive.
  const named = (chosen: Option[], known: Option[]) => chosen.map((c) => known.find((k) => k.value === c.value) ?? c)
  const knownProducts = [
    ...productOptions,
    ...(allProducts.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name_fa, price: p.price })),
  ]

  const form = useApiForm({
    schema: discountFormSchema,
    initialValues: discountFormValues(discount),
    onSubmit: (values) =>
      onSubmit({
        body: discountBody(values),
        links: {
          product_ids: products.map((p) => Number(p.value)),
          bundle_ids: bundles.map((b) => Number(b.value)),
          user_group_ids: groups.map((g) => Number(g.value)),
        },
      }),
  })
  const { values, setValue, error } = form
  const percentage = values.type === 'percentage'
  const terms = {
    type: values.type,
    value: values.value ?? 0,
    max_amount: percentage ? values.max_amount || null : null,
  }
  const linked = named(products, knownProducts)

  return (
    <form className={formClass} noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting}>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>تخفیف</legend>
        <FieldBox label="نام تخفیف" error={error('name')}>
          <Field.Input
            value={values.name}
            maxLength={100}
            onChange={(e) => setValue('name', e.target.value)}
            onBlur={form.blur('name')}
          />
        </FieldBox>
        <div className={pairClass}>
          <Select
            label="نوع تخفیف"
            options={TYPES}
            value={values.type}
            onValueChange={(t) => setValue('type', t as 'percentage' | 'fixed')}
          />
          <FieldBox label={percentage ? 'درصد تخفیف' : 'مبلغ تخفیف'} error={error('value')}>
            <NumberInput
              value={values.value}
              emptyAs={null}
              min={1}
              max={percentage ? 100 : undefined}
              toman={!percentage}
              onValueChange={(x) => setValue('value', x)}
              onBlur={form.blur('value')}
            />
          </FieldBox>
        </div>
        {percentage ? (
          <FieldBox label="سقف مبلغ تخفیف (اختیاری)" error={error('max_amount')} helper="خالی: بدون سقف">
            <NumberInput
              value={values.max_amount}
              emptyAs={null}
              min={1}
              toman
              onValueChange={(x) => setValue('max_amount', x)}
            />
          </FieldBox>
        ) : null}
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>زمان و محدودیت‌ها</legend>
        <div className={pairClass}>
          <DatePicker
            label="شروع (اختیاری)"
            value={values.starts}
            onValueChange={(d) => setValue('starts', d)}
            max={values.ends || undefined}
          />
          <div>
            <DatePicker
              label="پایان (اختیاری)"
              value={values.ends}
              onValueChange={(d) => setValue('ends', d)}
              min={values.starts || undefined}
            />
            {error('ends') ? (
              <p role="alert" className={mutedClass}>
                {error('ends')}
              </p>
            ) : null}
          </div>
        </div>
        <div className={pairClass}>
          <FieldBox
            label="حداقل مبلغ سبد (اختیاری)"
            error={error('min_cart_total')}
            helper="مجموع کالاهای فروشگاه شما در سبد"
          >
            <NumberInput
              value={values.min_cart_total}
              emptyAs={null}
              toman
              onValueChange={(x) => setValue('min_cart_total', x)}
            />
          </FieldBox>
          <FieldBox label="سقف دفعات استفاده (اختیاری)" error={error('usage_limit')} helper="خالی: بدون محدودیت">
            <NumberInput
              value={values.usage_limit}
              emptyAs={null}
              min={1}
              onValueChange={(x) => setValue('usage_limit', x)}
            />
          </FieldBox>
        </div>
        <label className={checkRowClass}>
          <input
            type="checkbox"
            checked={values.requires_code}
            onChange={(e) => setValue('requires_code', e.target.checked)}
          />
          فقط با کد تخفیف اعمال شود
        </label>
        <label className={checkRowClass}>
          <input type="checkbox" checked={values.is_active} onChange={(e) => setValue('is_active', e.target.checked)} />
          فعال
        </label>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>محصولات، سبدها و مشتریان</legend>
        <p className={mutedClass}>
          بدون محصول و سبد، تخفیف روی همه کالاهای فروشگاه اعمال می‌شود؛ بدون گروه، برای همه مشتریان.
        </p>
        <LinkPicker
          label="محصولات"
          items={productOptions}
          loading={productsQuery.isFetching}
          onSearch={setProductSearch}
          chosen={linked}
          onChange={setProducts}
          empty="محصولی انتخاب نشده است."
        />
        {linked.length ? (
          <div>
            <p className={legendClass}>پیش‌نمایش قیمت پس از تخفیف</p>
            <ul className={listClass} aria-label="پیش‌نمایش قیمت">
              {linked.map((p) =>
                typeof p.price === 'number' ? (
                  <li key={p.value} className={rowClass}>
                    <span>{p.label}</span>
                    <span>
                      <s className={mutedClass}>
                        <Toman value={p.price} />
                      </s>{' '}
                      <Toman value={p.price - discountAmount(p.price, terms)} data-testid="preview-price" />
                    </span>
                  </li>
                ) : null,
              )}
            </ul>
          </div>
        ) : null}
        <LinkPicker
          label="سبدهای ویژه"
          items={bundleOptions}
          loading={bundlesQuery.isFetching}
          onSearch={() => undefined}
          chosen={named(bundles, bundleOptions)}
          onChange={setBundles}
          empty="سبدی انتخاب نشده است."
        />
        <LinkPicker
          label="گروه‌های مشتریان"
          items={groupOptions}
          loading={groupsQuery.isFetching}
          onSearch={() => undefined}
          chosen={named(groups, groupOptions)}
          onChange={setGroups}
          empty="برای همه مشتریان"
        />
      </fieldset>

      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <div>
        <Button type="submit" disabled={form.submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
