import '#ui/panel/panel.css'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { myReturnQueryOptions, type OrderReturn, useCustomerReturnMove } from '#api/returns'
import { errorDetail } from '#lib/errors'
import { formatDateTime, toPersianDigits } from '#lib/fa'
import { toast } from '#lib/toast'
import { useDocumentTitle } from '#lib/use-document-title'
import { useOnline } from '#lib/use-online'
import { DEFAULT_ERROR_DETAIL } from '#sdk'
import { BidiText } from '#ui/bidi-text'
import { Button } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import * as Field from '#ui/field'
import { Skeleton } from '#ui/skeleton'
import { TitledPanel } from '#ui/titled-panel'
import { ReturnPanels } from '#views/returns/return-sheet'
import { ReturnStatusBadge } from '#views/returns/return-status'

/** What the customer may do next, in words: wait, send the parcel, escalate, or nothing. */
const NEXT_STEP: Record<OrderReturn['status'], string> = {
  requested: 'فروشنده درخواست شما را بررسی می‌کند.',
  approved: 'فروشنده مرجوعی را پذیرفت. کالا را بفرستید و کد رهگیری مرسوله را اینجا ثبت کنید.',
  rejected: 'فروشنده درخواست را نپذیرفت. اگر با این تصمیم موافق نیستید، بررسی آن را از پشتیبانی راسته بخواهید.',
  escalated: 'پشتیبانی راسته درخواست شما را بررسی می‌کند.',
  closed: 'پشتیبانی راسته پس از بررسی، این درخواست را بست.',
  sent_back: 'با رسیدن کالا به فروشنده، مبلغ آن بازگردانده می‌شود.',
  refunded: 'کالا به فروشنده رسید و مبلغ آن بازگردانده شد.',
}

/** /returns/{id}: the customer's return, its timeline, and the tracking-code or escalation form. */
export function ReturnPage({ id }: { id: number }) {
  useDocumentTitle(`مرجوعی ${toPersianDigits(id)}`)
  const query = useQuery(myReturnQueryOptions(id))
  const value = query.data
  if (!value) {
    return query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Skeleton className={css({ h: '96', borderRadius: 'card' })} />
    )
  }
  return (
    <div className={stack({ gap: '5' })}>
      <header className={stack({ gap: '2' })}>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>
            مرجوعی {toPersianDigits(value.id)}
          </h1>
          <ReturnStatusBadge status={value.status} />
        </div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Link to="/orders/$id" params={{ id: String(value.order_id) }} className={css({ color: 'accent.text' })}>
            سفارش {toPersianDigits(value.order_id)}
          </Link>{' '}
          از <BidiText text={value.store.name} />، ثبت‌شده در {formatDateTime(value.created_at)}
        </p>
        <p role="status" className={css({ lineHeight: '1.8' })}>
          {NEXT_STEP[value.status]}
        </p>
      </header>
      <ReturnPanels
        value={value}
        first={
          value.status === 'approved' ? (
            <TrackingForm id={value.id} />
          ) : value.status === 'rejected' ? (
            <EscalateForm id={value.id} />
          ) : null
        }
      />
    </div>
  )
}

/** «ثبت کد رهگیری»: the parcel's code once the seller approved. */
function TrackingForm({ id }: { id: number }) {
  const move = useCustomerReturnMove(id)
  const online = useOnline()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = async () => {
    if (!code.trim()) return setError('کد رهگیری مرسوله را وارد کنید')
    setError(null)
    try {
      await move.mutateAsync({ tracking_code: code.trim() })
      toast({ title: 'کد رهگیری ثبت شد', variant: 'success' })
    } catch (failure) {
      setError(errorDetail(failure) ?? DEFAULT_ERROR_DETAIL)
    }
  }
  return (
    <TitledPanel title="ارسال کالا برای فروشنده">
      <form
        className={stack({ gap: '3' })}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        noValidate
      >
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>کد رهگیری مرسوله</Field.Label>
          <Field.Input dir="ltr" value={code} maxLength={64} onChange={(event) => setCode(event.target.value)} />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" disabled={move.isPending || !online} className={css({ alignSelf: 'flex-start' })}>
          ثبت کد رهگیری
        </Button>
      </form>
    </TitledPanel>
  )
}

/** «درخواست بررسی پشتیبانی»: a rejection goes to the admins, with why. */
function EscalateForm({ id }: { id: number }) {
  const move = useCustomerReturnMove(id)
  const online = useOnline()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const submit = async () => {
    setError(null)
    try {
      await move.mutateAsync({ escalate: { note: note.trim() || undefined } })
      toast({ title: 'درخواست بررسی ثبت شد', description: 'پشتیبانی راسته آن را بررسی می‌کند.', variant: 'success' })
    } catch (failure) {
      setError(errorDetail(failure) ?? DEFAULT_ERROR_DETAIL)
    }
  }
  return (
    <TitledPanel title="اعتراض به رد درخواست">
      <form
        className={stack({ gap: '3' })}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        noValidate
      >
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>چرا با تصمیم فروشنده موافق نیستید؟ (اختیاری)</Field.Label>
          <Field.Textarea value={note} rows={3} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          variant="outline"
          disabled={move.isPending || !online}
          className={css({ alignSelf: 'flex-start' })}
        >
          درخواست بررسی پشتیبانی
        </Button>
      </form>
    </TitledPanel>
  )
}
