import '#ui/panel/panel.css'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { orderQueryOptions, type PublicOrder } from '#api/orders'
import { type ReturnInput, useCreateReturn } from '#api/returns'
import { formatDate, formatNumber, toPersianDigits } from '#lib/fa'
import { toast } from '#lib/toast'
import { type UploadedImage, uploadImage } from '#lib/upload'
import { useApiForm } from '#lib/use-api-form'
import { useDocumentTitle } from '#lib/use-document-title'
import { useOnline } from '#lib/use-online'
import { RETURN_MAX_PHOTOS, RETURN_MESSAGES, RETURN_REASON_NAMES, type ReturnReason } from '#sdk/rules/returns'
import { AppImage } from '#ui/app-image'
import { BidiText } from '#ui/bidi-text'
import { Button, buttonClass } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import * as Field from '#ui/field'
import { ImageUploader } from '#ui/panel/image-uploader'
import { Skeleton } from '#ui/skeleton'
import { ShebaFields, shebaFieldsOf } from '#views/sheba-fields'
import { CountStepper } from './count-stepper'
import { returnSchema } from './return-schema'

const panel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
})

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
  '& input': { accentColor: 'var(--colors-accent-default)', w: '4', h: '4' },
})

const uploadReturnPhoto = (file: File, onProgress: (fraction: number) => void) =>
  uploadImage(file, onProgress, { folder: 'returns' })

/** /orders/{id}/return («درخواست مرجوعی»): a delivered order's items to send back, within 7 days. */
export function RequestReturnPage({ orderId }: { orderId: number }) {
  useDocumentTitle('درخواست مرجوعی')
  const query = useQuery(orderQueryOptions(orderId))
  const order = query.data
  if (!order) {
    return query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Skeleton className={css({ h: '96', borderRadius: 'card' })} />
    )
  }
  return (
    <div className={stack({ gap: '5', maxW: '3xl', mx: 'auto', w: 'full' })}>
      <div className={stack({ gap: '1' })}>
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>درخواست مرجوعی</h1>
        <Link
          to="/orders/$id"
          params={{ id: String(order.id) }}
          className={css({ fontSize: 'sm', color: 'accent.text', alignSelf: 'flex-start' })}
        >
          سفارش {toPersianDigits(order.id)} از <BidiText text={order.store.name} />
        </Link>
      </div>
      {order.returnable_until ? (
        <>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', lineHeight: '1.8' })}>
            تا {formatDate(order.returnable_until)} می‌توانید کالاهای این سفارش را مرجوع کنید. پس از تأیید فروشنده، کالا
            را بفرستید و کد رهگیری مرسوله را ثبت کنید؛ با رسیدن کالا به فروشنده، مبلغ آن بازگردانده می‌شود.
          </p>
          <div className={panel}>
            <ReturnForm order={order} />
          </div>
        </>
      ) : (
        <EmptyState
          title={order.status === 'delivered' ? RETURN_MESSAGES.windowPassed : RETURN_MESSAGES.notDelivered}
          action={
            <Link to="/orders/$id" params={{ id: String(order.id) }} className={buttonClass({ variant: 'outline' })}>
              بازگشت به سفارش
            </Link>
          }
        />
      )}
    </div>
  )
}

function ReturnForm({ order }: { order: PublicOrder }) {
  const navigate = useNavigate()
  const online = useOnline()
  const create = useCreateReturn(order.id)
  const [counts, setCounts] = useState<Record<number, number>>(() =>
    order.items.length === 1 ? { [order.items[0].id]: 1 } : {},
  )
  const [itemsError, setItemsError] = useState<string | null>(null)
  const [photos, setPhotos] = useState<UploadedImage[]>([])
  // Cash on delivery is refunded by hand; a gateway that cannot refund says so with a 422 on sheba.
  const [askedSheba, setAskedSheba] = useState(false)
  const needsSheba = order.payment.method === 'cod' || askedSheba
  const form = useApiForm({
    schema: returnSchema(needsSheba),
    initialValues: { reason: '', description: '', sheba: '', account_name: '' },
    onSubmit: async (values) => {
      const items = order.items
        .filter((item) => (counts[item.id] ?? 0) > 0)
        .map((item) => ({ order_item_id: item.id, quantity: counts[item.id] }))
      if (items.length === 0) {
        setItemsError('دست‌کم یک کالا را برای مرجوعی انتخاب کنید')
        return
      }
      const body: ReturnInput = {
        items,
        reason: values.reason as ReturnReason,
        description: values.description || undefined,
        photo_file_ids: photos.flatMap((photo) => (photo.fileId ? [photo.fileId] : [])),
        sheba: needsSheba ? values.sheba : undefined,
        account_name: needsSheba ? values.account_name : undefined,
      }
      try {
        const made = await create.mutateAsync(body)
        toast({
          title: 'درخواست مرجوعی ثبت شد',
          description: 'نتیجهٔ بررسی فروشنده را اینجا می‌بینید.',
          variant: 'success',
        })
        void navigate({ to: '/returns/$id', params: { id: String(made.id) } })
      } catch (error) {
        const fields = (error as { errors?: { field: string }[] }).errors ?? []
        if (fields.some((f) => f.field === 'body.sheba')) setAskedSheba(true)
        throw error
      }
    },
  })
  const reasonError = form.error('reason')
  return (
    <form className={stack({ gap: '6' })} onSubmit={form.handleSubmit} noValidate>
      <fieldset className={stack({ gap: '3' })}>
        <legend className={css({ fontWeight: 'bold', mb: '3' })}>کدام کالاها و چند عدد؟</legend>
        {order.items.map((item) => (
          <div key={item.id} className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            <AppImage
              src={item.image_url}
              alt=""
              width={56}
              height={56}
              className={css({
                w: '14',
                h: '14',
                objectFit: 'contain',
                borderRadius: 'control',
                bg: 'bg.subtle',
                flexShrink: 0,
              })}
            />
            <div className={stack({ gap: '0.5', minW: '0', flex: '1' })}>
              <p className={css({ fontWeight: 'semibold', lineHeight: '1.8', fontSize: 'sm' })}>
                <BidiText text={item.name} />
              </p>
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>خریده‌شده: {formatNumber(item.quantity)} عدد</p>
            </div>
            <CountStepper
              value={counts[item.id] ?? 0}
              max={item.quantity}
              label={item.name}
              onChange={(value) => {
                setItemsError(null)
                setCounts((prev) => ({ ...prev, [item.id]: value }))
              }}
            />
          </div>
        ))}
        {itemsError ? (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
            {itemsError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className={stack({ gap: '2' })} aria-invalid={Boolean(reasonError)}>
        <legend className={css({ fontWeight: 'bold', mb: '3' })}>دلیل مرجوعی</legend>
        <div
          className={css({ display: 'grid', gridTemplateColumns: { base: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: '2' })}
        >
          {(Object.keys(RETURN_REASON_NAMES) as ReturnReason[]).map((reason) => (
            <label key={reason} className={option}>
              <input
                type="radio"
                name="return-reason"
                value={reason}
                checked={form.values.reason === reason}
                onChange={() => form.setValue('reason', reason)}
              />
              {RETURN_REASON_NAMES[reason]}
            </label>
          ))}
        </div>
        {reasonError ? (
          <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
            {reasonError}
          </p>
        ) : null}
      </fieldset>

      <Field.Root invalid={Boolean(form.error('description'))}>
        <Field.Label>توضیح (اختیاری)</Field.Label>
        <Field.Textarea
          value={form.values.description}
          rows={4}
          onChange={(event) => form.setValue('description', event.target.value)}
          onBlur={form.blur('description')}
          placeholder="مثلاً: جعبهٔ کالا هنگام تحویل پاره بود و صفحه ترک داشت."
        />
        <Field.ErrorText>{form.error('description')}</Field.ErrorText>
      </Field.Root>

      <ImageUploader
        label={`تصویر از کالا (اختیاری، تا ${formatNumber(RETURN_MAX_PHOTOS)} تصویر)`}
        max={RETURN_MAX_PHOTOS}
        value={photos}
        onValueChange={setPhotos}
        upload={uploadReturnPhoto}
        disabled={!online}
      />

      {needsSheba ? (
        <fieldset className={stack({ gap: '3' })}>
          <legend className={css({ fontWeight: 'bold', mb: '1' })}>حساب بازگشت وجه</legend>
          <p className={css({ fontSize: 'sm', color: 'fg.muted', lineHeight: '1.8' })}>
            مبلغ این سفارش از درگاه پرداخت بازنمی‌گردد؛ پس از رسیدن کالا به فروشنده به این حساب واریز می‌شود.
          </p>
          <ShebaFields {...shebaFieldsOf(form)} />
        </fieldset>
      ) : null}

      {form.formError ? (
        <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
          {form.formError}
        </p>
      ) : null}
      {online ? null : (
        <p role="status" className={css({ fontSize: 'sm', color: 'warning.default', fontWeight: 'medium' })}>
          برای ثبت درخواست مرجوعی به اینترنت وصل شوید.
        </p>
      )}
      <Button
        type="submit"
        disabled={form.submitting || !online}
        className={css({ alignSelf: 'flex-start', minW: '40' })}
      >
        {form.submitting ? 'در حال ثبت…' : 'ثبت درخواست مرجوعی'}
      </Button>
    </form>
  )
}
