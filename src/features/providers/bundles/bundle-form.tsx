import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { mutedText, stack, visuallyHidden } from 'styled-system/patterns'
import * as v from 'valibot'
import type { Bundle } from '#api/bundles'
import { storeOffersQueryOptions } from '#api/seller-bundles'
import { formatNumber, formatPrice } from '#lib/fa'
import { uploadImage } from '#lib/upload'
import { useApiForm } from '#lib/use-api-form'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import * as Card from '#ui/panel/card'
import { Combobox, type ComboboxOption } from '#ui/panel/combobox'
import { ImageUploader } from '#ui/panel/image-uploader'
import { NumberInput } from '#ui/panel/number-input'
import { Toman } from '#ui/price'
import { legendClass, numberClass, optional, pairClass, sectionClass, TextField } from '../stores/store-form-parts'

export interface BundleItemDraft {
  offerId: number
  name: string
  unitPrice: number
  quantity: number
}

const schema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('نام سبد را وارد کنید'),
    v.minLength(2, 'نام سبد باید دست‌کم ۲ حرف باشد'),
    v.maxLength(150, 'نام سبد حداکثر ۱۵۰ حرف است'),
  ),
  slug: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.check(
      (s) => s === '' || (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s) && !/^[0-9]+$/.test(s)),
      'نامک فقط حروف کوچک انگلیسی، رقم و خط تیره است و تنها از رقم ساخته نمی‌شود',
    ),
  ),
  description: v.pipe(v.string(), v.maxLength(2000, 'توضیحات حداکثر ۲۰۰۰ حرف است')),
  image_url: v.string(),
  is_active: v.boolean(),
})

export type BundleFormValues = v.InferOutput<typeof schema>

const formClass = stack({ gap: '5', maxW: '3xl' })
const itemRow = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr auto', md: '1fr 8rem auto' },
  gap: '3',
  alignItems: 'center',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const itemName = css({ gridColumn: { base: '1 / -1', md: 'auto' }, fontSize: 'sm' })
const summaryRow = css({ display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' })
const switchRow = css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' })
const errorClass = css({
  color: 'danger.default',
  bg: 'danger.subtle',
  borderRadius: 'control',
  p: '3',
  fontSize: 'sm',
})

const uploadBundle = (file: File, onProgress: (fraction: number) => void) =>
  uploadImage(file, onProgress, { folder: 'bundles' })

export const itemsOf = (bundle: Bundle): BundleItemDraft[] =>
  bundle.items.map((item) => ({
    offerId: item.product_store_id,
    name: item.name_fa,
    unitPrice: item.unit_price,
    quantity: item.quantity,
  }))

const sameItems = (a: BundleItemDraft[], b: BundleItemDraft[]) =>
  a.length === b.length && a.every((x) => b.some((y) => y.offerId === x.offerId && y.quantity === x.quantity))

interface BundleFormProps {
  storeId: number
  bundle?: Bundle
  submitLabel: string
  onSubmit: (values: BundleFormValues, items: BundleItemDraft[]) => Promise<unknown>
}

/** The bundle form of «افزودن سبد ویژه» and its edit page: name, photo, items with quantities, active. */
export function BundleForm({ storeId, bundle, submitLabel, onSubmit }: BundleFormProps) {
  const [items, setItems] = useState<BundleItemDraft[]>(bundle ? itemsOf(bundle) : [])
  const form = useApiForm({
    schema,
    initialValues: {
      name: bundle?.name ?? '',
      slug: bundle?.slug ?? '',
      description: bundle?.description?.replace(/<[^>]*>/g, '') ?? '',
      image_url: bundle?.image_url ?? '',
      is_active: bundle?.is_active ?? true,
    },
    onSubmit: (values) => onSubmit(values, items),
  })
  const { values, setValue, error } = form
  const text = (name: 'name' | 'slug' | 'description') => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
    onBlur: form.blur(name),
  })
  const total = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0)
  const saved = bundle && sameItems(items, itemsOf(bundle))
  const activeId = useId()

  return (
    <form className={formClass} noValidate onSubmit={form.handleSubmit} aria-busy={form.submitting}>
      <fieldset className={sectionClass}>
        <legend className={legendClass}>سبد</legend>
        <div className={pairClass}>
          <TextField label="نام سبد" error={error('name')} required>
            <Field.Input {...text('name')} maxLength={150} />
          </TextField>
          <TextField
            label="نامک"
            hint={optional}
            error={error('slug')}
            helper="مثلا back-to-school؛ خالی بماند ساخته می‌شود"
          >
            <Field.Input {...text('slug')} dir="ltr" maxLength={200} className={numberClass} />
          </TextField>
        </div>
        <TextField label="توضیحات" hint={optional} error={error('description')}>
          <Field.Textarea {...text('description')} rows={3} maxLength={2000} />
        </TextField>
        <ImageUploader
          label="عکس سبد"
          max={1}
          value={values.image_url ? [{ id: values.image_url, url: values.image_url }] : []}
          onValueChange={(images) => setValue('image_url', images[0]?.url ?? '')}
          upload={uploadBundle}
        />
        <label className={switchRow} htmlFor={activeId}>
          <input
            id={activeId}
            type="checkbox"
            role="switch"
            checked={values.is_active}
            aria-checked={values.is_active}
            onChange={(e) => setValue('is_active', e.target.checked)}
          />
          فعال (در فروشگاه نمایش داده شود)
        </label>
      </fieldset>

      <fieldset className={sectionClass}>
        <legend className={legendClass}>کالاهای سبد</legend>
        <OfferPicker
          storeId={storeId}
          taken={items.map((item) => item.offerId)}
          onPick={(item) => setItems((prev) => [...prev, item])}
        />
        {items.length === 0 ? (
          <p className={mutedText()}>هنوز کالایی به سبد اضافه نشده است.</p>
        ) : (
          <ul aria-label="کالاهای سبد">
            {items.map((item) => (
              <li key={item.offerId} className={itemRow}>
                <span className={itemName}>
                  {item.name}
                  <br />
                  <span className={css({ color: 'fg.muted' })}>{formatPrice(item.unitPrice)}</span>
                </span>
                <Field.Root>
                  <Field.Label className={visuallyHidden()}>{`تعداد ${item.name}`}</Field.Label>
                  <NumberInput
                    value={item.quantity}
                    min={1}
                    max={100}
                    onValueChange={(quantity) =>
                      setItems((prev) =>
                        prev.map((x) =>
                          x.offerId === item.offerId
                            ? { ...x, quantity: Math.min(100, Math.max(1, quantity ?? 1)) }
                            : x,
                        ),
                      )
                    }
                  />
                </Field.Root>
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={`حذف ${item.name} از سبد`}
                  onClick={() => setItems((prev) => prev.filter((x) => x.offerId !== item.offerId))}
                >
                  حذف
                </Button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <Card.Root aria-labelledby="bundle-price-title">
        <Card.Header>
          <Card.Title id="bundle-price-title">قیمت سبد</Card.Title>
        </Card.Header>
        <Card.Body>
          <div className={summaryRow}>
            <span>جمع قیمت کالاها</span>
            <Toman value={total} />
          </div>
          {saved && bundle ? (
            <>
              <div className={summaryRow}>
                <span>قیمت سبد برای مشتری</span>
                <Toman value={bundle.selling_price} />
              </div>
              <div className={summaryRow}>
                <span>صرفه‌جویی مشتری</span>
                {bundle.price > bundle.selling_price ? (
                  <span>
                    <Toman value={bundle.price - bundle.selling_price} />
                    {bundle.discount_percent ? ` (${formatNumber(bundle.discount_percent)}٪)` : ''}
                  </span>
                ) : (
                  <span>بدون تخفیف</span>
                )}
              </div>
            </>
          ) : (
            <p className={mutedText({ mt: '2' })}>
              قیمت نهایی و تخفیف‌های سبد پس از ذخیره، همان‌طور که در فروشگاه دیده می‌شود، نمایش داده می‌شود.
            </p>
          )}
        </Card.Body>
      </Card.Root>

      {form.formError ? (
        <p role="alert" className={errorClass}>
          {form.formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'در حال ذخیره...' : submitLabel}
        </Button>
      </div>
    </form>
  )
}

/** Finds one of the store's offers by name and adds it to the bundle (quantity 1). */
function OfferPicker({
  storeId,
  taken,
  onPick,
}: {
  storeId: number
  taken: number[]
  onPick: (item: BundleItemDraft) => void
}) {
  const [phrase, setPhrase] = useState('')
  const query = useQuery(storeOffersQueryOptions(storeId, phrase))
  const offers = (query.data ?? []).filter((offer) => !taken.includes(offer.offerId))
  const options: ComboboxOption[] = offers.map((offer) => ({
    value: String(offer.offerId),
    label: `${offer.name} — ${formatPrice(offer.price)}`,
  }))
  return (
    <Combobox
      // A new box after each pick: the chosen name does not stay in it.
      key={taken.length}
      label="افزودن کالا از محصولات فروشگاه"
      placeholder="نام محصول را بنویسید"
      items={options}
      loading={query.isFetching}
      onSearch={setPhrase}
      value={null}
      onValueChange={(option) => {
        const offer = offers.find((o) => String(o.offerId) === option?.value)
        if (offer) onPick({ offerId: offer.offerId, name: offer.name, unitPrice: offer.price, quantity: 1 })
      }}
    />
  )
}
