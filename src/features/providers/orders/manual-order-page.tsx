import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import * as v from 'valibot'
import type { StoreOffer } from '#api/manual-orders'
import { useCreateManualOrder } from '#api/manual-orders'
import { panelStoreQueryOptions } from '#api/seller-stores'
import { formatNumber, typedAsPersian } from '#lib/fa'
import { phoneSchema } from '#lib/form-schemas'
import { methodChoices, type ShippingMethod, shippingMethodLabel } from '#lib/shipping-rules'
import { useApiForm } from '#lib/use-api-form'
import { useDocumentTitle } from '#lib/use-document-title'
import { addressLineSchema, mobileSchema, postalCodeSchema, receiverNameSchema } from '#sdk/rules/address'
import { MAX_QUANTITY } from '#sdk/rules/cart-lines'
import { Button, buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import * as Field from '#ui/field'
import * as Card from '#ui/panel/card'
import { NumberInput } from '#ui/panel/number-input'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Select } from '#ui/panel/select'
import { Toman } from '#ui/price'
import { Loading } from '#ui/spinner'
import { PlaceFields } from '#views/address/place-fields'
import { OfferPicker } from './offer-picker'

interface Line {
  offer: StoreOffer
  quantity: number
}

const schema = v.object({
  customer_phone: phoneSchema,
  customer_name: v.pipe(v.string(), v.trim(), v.maxLength(100, 'نام حداکثر ۱۰۰ حرف است')),
  items: v.pipe(
    v.array(v.custom<Line>(() => true)),
    v.minLength(1, 'دست‌کم یک کالا به سفارش اضافه کنید'),
    v.check((lines) => lines.every((l) => l.quantity >= 1), 'تعداد هر کالا باید دست‌کم ۱ باشد'),
    v.check((lines) => lines.every((l) => l.quantity <= l.offer.stock), 'تعداد برخی کالاها از موجودی بیشتر است'),
  ),
  receiver_name: receiverNameSchema,
  receiver_phone: mobileSchema,
  province: v.pipe(v.string(), v.nonEmpty('استان را انتخاب کنید')),
  city: v.pipe(v.string(), v.nonEmpty('شهر را انتخاب کنید')),
  address_line: addressLineSchema,
  postal_code: postalCodeSchema,
  shipping_method: v.pipe(v.string(), v.nonEmpty('شیوه ارسال را انتخاب کنید')),
  payment_method: v.picklist(['online', 'cod'], 'شیوه پرداخت را انتخاب کنید'),
  note: v.pipe(v.string(), v.maxLength(500, 'یادداشت حداکثر ۵۰۰ حرف است')),
})

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
})
const column = stack({ gap: '4', minW: '0' })

/**
 * /providers/$storeId/orders/new: a sale taken on the phone. The customer's mobile (the account is
 * found or made by it), the store's offers with quantities (stock shown), the delivery address,
 * one of the store's shipping methods and the payment method; the totals previewed before sending.
 * The server takes the stock at once, as a checkout does; its refusals show on their fields.
 */
export function ManualOrderPage({ storeId }: { storeId: number }) {
  useDocumentTitle('ثبت سفارش دستی')
  const storeQuery = useQuery(panelStoreQueryOptions(storeId))
  const create = useCreateManualOrder()
  const navigate = useNavigate()
  const form = useApiForm({
    schema,
    initialValues: {
      customer_phone: '',
      customer_name: '',
      items: [] as Line[],
      receiver_name: '',
      receiver_phone: '',
      province: '',
      city: '',
      address_line: '',
      postal_code: '',
      shipping_method: '',
      payment_method: 'online' as 'online' | 'cod',
      note: '',
    },
    onSubmit: async (values) => {
      const order = await create.mutateAsync({
        store_id: storeId,
        customer_phone: values.customer_phone,
        customer_name: values.customer_name || undefined,
        items: values.items.map((l) => ({ product_store_id: l.offer.id, quantity: l.quantity })),
        address: {
          receiver_name: values.receiver_name,
          receiver_phone: values.receiver_phone,
          province: values.province,
          city: values.city,
          address_line: values.address_line,
          postal_code: values.postal_code,
        },
        shipping_method: values.shipping_method as ShippingMethod,
        payment_method: values.payment_method,
        note: values.note || undefined,
      })
      await navigate({
        to: '/providers/$storeId/orders/$id',
        params: { storeId: String(storeId), id: String(order.id) },
      })
    },
  })
  const params = { storeId: String(storeId) }
  const header = (
    <PanelHeader
      title="ثبت سفارش دستی"
      actions={
        <Link to="/providers/$storeId/orders" params={params} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          بازگشت به سفارش‌ها
        </Link>
      }
    />
  )
  const store = storeQuery.data
  if (!store) {
    return (
      <>
        {header}
        {storeQuery.isError ? (
          <ErrorState error={storeQuery.error} onRetry={() => void storeQuery.refetch()} />
        ) : (
          <Loading />
        )}
      </>
    )
  }

  const values = form.values
  const choices = methodChoices(
    { ...store.shipping, courier_city: store.shipping.courier_city ?? null },
    values.city || null,
  )
  const chosen = choices.find((c) => c.option.method === values.shipping_method && c.available)
  const itemsTotal = values.items.reduce((sum, l) => sum + l.offer.price * l.quantity, 0)
  const fee = chosen?.option.fee ?? 0
  const setLines = (lines: Line[]) => form.setValue('items', lines)
  const addOffer = (offer: StoreOffer) => {
    const existing = values.items.find((l) => l.offer.id === offer.id)
    if (existing) setLines(values.items.map((l) => (l === existing ? { ...l, quantity: l.quantity + 1 } : l)))
    else setLines([...values.items, { offer, quantity: 1 }])
  }
  const text = (
    name: keyof typeof values & string,
    label: string,
    props: { dir?: 'ltr'; inputMode?: 'tel' | 'numeric'; autoComplete?: string } = {},
  ) => (
    <Field.Root invalid={Boolean(form.error(name))} required={name !== 'customer_name'}>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        name={name}
        value={String(values[name])}
        // Numbers show in Persian digits as they are typed, whatever the keyboard (saved as Latin).
        onChange={(e) =>
          form.setValue(name, (props.dir === 'ltr' ? typedAsPersian(e.target.value) : e.target.value) as never)
        }
        onBlur={form.blur(name)}
        {...props}
      />
      <Field.ErrorText>{form.error(name)}</Field.ErrorText>
    </Field.Root>
  )

  return (
    <>
      {header}
      <form onSubmit={form.handleSubmit} noValidate className={column} aria-label="سفارش دستی">
        <Card.Root>
          <Card.Header>
            <Card.Title>مشتری</Card.Title>
            <Card.Description>با این شماره، سفارش در حساب مشتری هم دیده می‌شود.</Card.Description>
          </Card.Header>
          <Card.Body className={grid}>
            {text('customer_phone', 'موبایل مشتری', { inputMode: 'tel', dir: 'ltr', autoComplete: 'off' })}
            {text('customer_name', 'نام مشتری (اختیاری)')}
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title>کالاها</Card.Title>
          </Card.Header>
          <Card.Body className={column}>
            <OfferPicker storeId={storeId} onPick={addOffer} invalid={Boolean(form.error('items'))} />
            {values.items.length === 0 ? (
              <p className={mutedText()}>هنوز کالایی اضافه نشده است.</p>
            ) : (
              <ul aria-label="کالاهای سفارش" className={stack({ gap: '3' })}>
                {values.items.map((line) => {
                  const short = line.quantity > line.offer.stock
                  return (
                    <li
                      key={line.offer.id}
                      className={css({
                        display: 'grid',
                        gridTemplateColumns: { base: 'minmax(0, 1fr) auto', md: 'minmax(0, 1fr) 8rem auto' },
                        alignItems: 'end',
                        gap: '3',
                        pb: '3',
                        borderBottomWidth: '1px',
                        borderColor: 'border.default',
                      })}
                    >
                      <div className={css({ minW: '0', gridColumn: { base: '1 / -1', md: 'auto' } })}>
                        <p className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                          <bdi>{line.offer.product.name_fa}</bdi>
                        </p>
                        <p className={css({ fontSize: 'sm', color: short ? 'fg.error' : 'fg.muted' })}>
                          <Toman value={line.offer.price} />، موجودی {formatNumber(line.offer.stock)}
                        </p>
                      </div>
                      <NumberInput
                        aria-label={`تعداد ${line.offer.product.name_fa}`}
                        value={line.quantity}
                        min={1}
                        max={Math.min(MAX_QUANTITY, Math.max(1, line.offer.stock))}
                        onValueChange={(q) =>
                          setLines(values.items.map((l) => (l === line ? { ...l, quantity: q ?? 1 } : l)))
                        }
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={`حذف ${line.offer.product.name_fa}`}
                        onClick={() => setLines(values.items.filter((l) => l !== line))}
                      >
                        حذف
                      </Button>
                    </li>
                  )
                })}
              </ul>
            )}
            {form.error('items') ? (
              <p role="alert" className={css({ color: 'fg.error', fontSize: 'sm' })}>
                {form.error('items')}
              </p>
            ) : null}
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title>نشانی تحویل</Card.Title>
          </Card.Header>
          <Card.Body className={grid}>
            {text('receiver_name', 'نام گیرنده', { autoComplete: 'off' })}
            {text('receiver_phone', 'موبایل گیرنده', { inputMode: 'tel', dir: 'ltr', autoComplete: 'off' })}
            <PlaceFields
              province={values.province}
              city={values.city}
              errors={{ province: form.error('province') ?? undefined, city: form.error('city') ?? undefined }}
              onProvinceChange={(p) => {
                form.setValue('province', p)
                form.setValue('city', '')
              }}
              onCityChange={(c) => form.setValue('city', c)}
            />
            <div className={css({ gridColumn: { md: '1 / -1' } })}>{text('address_line', 'نشانی')}</div>
            {text('postal_code', 'کد پستی', { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' })}
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title>ارسال و پرداخت</Card.Title>
          </Card.Header>
          <Card.Body className={grid}>
            <Field.Root invalid={Boolean(form.error('shipping_method'))} required>
              <Select
                label="شیوه ارسال"
                name="shipping_method"
                placeholder={choices.length ? 'انتخاب کنید' : 'این فروشگاه شیوه ارسالی ندارد'}
                invalid={Boolean(form.error('shipping_method'))}
                value={chosen ? values.shipping_method : ''}
                onValueChange={(m) => form.setValue('shipping_method', m)}
                options={choices.map((c) => ({
                  value: c.option.method,
                  label: `${shippingMethodLabel(c.option.method)} — ${c.option.fee ? `${formatNumber(c.option.fee)} تومان` : 'رایگان'}`,
                  disabled: !c.available,
                }))}
              />
              <Field.ErrorText>{form.error('shipping_method')}</Field.ErrorText>
            </Field.Root>
            <Select
              label="شیوه پرداخت"
              name="payment_method"
              value={values.payment_method}
              onValueChange={(m) => form.setValue('payment_method', m as 'online' | 'cod')}
              options={[
                { value: 'online', label: 'پرداخت اینترنتی (پیوند پرداخت برای مشتری)' },
                {
                  value: 'cod',
                  label: store.shipping.cod_allowed ? 'پرداخت در محل' : 'پرداخت در محل (برای این فروشگاه فعال نیست)',
                  disabled: !store.shipping.cod_allowed,
                },
              ]}
            />
            <div className={css({ gridColumn: { md: '1 / -1' } })}>
              <Field.Root invalid={Boolean(form.error('note'))}>
                <Field.Label>یادداشت (اختیاری)</Field.Label>
                <Field.Textarea
                  name="note"
                  rows={2}
                  value={values.note}
                  onChange={(e) => form.setValue('note', e.target.value)}
                  onBlur={form.blur('note')}
                />
                <Field.ErrorText>{form.error('note')}</Field.ErrorText>
              </Field.Root>
            </div>
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Header>
            <Card.Title>پیش‌نمایش صورت‌حساب</Card.Title>
            <Card.Description>تخفیف‌های خودکار فروشگاه هنگام ثبت از این مبلغ کم می‌شود.</Card.Description>
          </Card.Header>
          <Card.Body>
            <dl
              aria-label="جمع سفارش"
              className={css({
                display: 'grid',
                gridTemplateColumns: 'auto auto',
                justifyContent: 'space-between',
                rowGap: '2',
                fontSize: 'sm',
              })}
            >
              <dt>جمع کالاها ({formatNumber(values.items.reduce((n, l) => n + l.quantity, 0))} عدد)</dt>
              <dd>
                <Toman value={itemsTotal} />
              </dd>
              <dt>هزینه ارسال</dt>
              <dd>{chosen ? fee ? <Toman value={fee} /> : 'رایگان' : '—'}</dd>
              <dt className={css({ fontWeight: 'bold' })}>مبلغ کل</dt>
              <dd className={css({ fontWeight: 'bold' })}>
                <Toman value={itemsTotal + fee} />
              </dd>
            </dl>
          </Card.Body>
        </Card.Root>

        {form.formError ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {form.formError}
          </p>
        ) : null}
        <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'در حال ثبت...' : 'ثبت سفارش'}
          </Button>
        </div>
      </form>
    </>
  )
}
