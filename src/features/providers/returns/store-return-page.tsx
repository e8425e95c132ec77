import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { storeReturnQueryOptions, useStoreReturnMove } from '#api/returns'
import { toPersianDigits } from '#lib/fa'
import { toast } from '#lib/toast'
import { useDocumentTitle } from '#lib/use-document-title'
import { RETURN_MESSAGES } from '#sdk/rules/returns'
import { Button } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import * as Field from '#ui/field'
import { ConfirmDialog, STAY_OPEN } from '#ui/panel/confirm-dialog'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Toman } from '#ui/price'
import { Skeleton } from '#ui/skeleton'
import { ReturnSheet } from '#views/returns/return-sheet'

type Dialog = 'approve' | 'reject' | 'receive' | null

/** /providers/$storeId/returns/$id: one return, approved or rejected, then its parcel received (refunded). */
export function StoreReturnPage({ storeId, id }: { storeId: string; id: number }) {
  const store = Number(storeId)
  useDocumentTitle(`مرجوعی ${toPersianDigits(id)}`)
  const query = useQuery(storeReturnQueryOptions(store, id))
  const move = useStoreReturnMove(store, id)
  const [open, setOpen] = useState<Dialog>(null)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | null>(null)
  const [restock, setRestock] = useState(true)
  const value = query.data
  const close = () => {
    setOpen(null)
    setNote('')
    setNoteError(null)
  }
  const back = (
    <Link
      to="/providers/$storeId/returns"
      params={{ storeId }}
      className={css({ color: 'accent.text', fontSize: 'sm' })}
    >
      همهٔ مرجوعی‌ها
    </Link>
  )
  if (!value) {
    return (
      <>
        <PanelHeader title={`مرجوعی ${toPersianDigits(id)}`} actions={back} />
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton className={css({ h: '96', borderRadius: 'card' })} />
        )}
      </>
    )
  }
  return (
    <div className={stack({ gap: '4' })}>
      <PanelHeader title={`مرجوعی ${toPersianDigits(id)}`} actions={back} />
      {value.status === 'requested' ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button onClick={() => setOpen('approve')}>تأیید مرجوعی</Button>
          <Button variant="outline" onClick={() => setOpen('reject')}>
            رد درخواست
          </Button>
        </div>
      ) : null}
      {value.status === 'sent_back' ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button onClick={() => setOpen('receive')}>تأیید دریافت کالا</Button>
        </div>
      ) : null}
      <ReturnSheet value={value} />

      <ConfirmDialog
        open={open === 'approve'}
        onOpenChange={(next) => (next ? null : close())}
        title="تأیید مرجوعی"
        description="خریدار کالا را برای شما می‌فرستد و کد رهگیری آن را ثبت می‌کند."
        confirmLabel="تأیید مرجوعی"
        onConfirm={async () => {
          await move.mutateAsync({ action: 'approve' })
          toast({ title: 'مرجوعی تأیید شد', variant: 'success' })
        }}
      />
      <ConfirmDialog
        open={open === 'reject'}
        onOpenChange={(next) => (next ? null : close())}
        title="رد درخواست مرجوعی"
        description="دلیل شما به خریدار نشان داده می‌شود و او می‌تواند بررسی آن را از پشتیبانی راسته بخواهد."
        confirmLabel="رد درخواست"
        destructive
        onConfirm={async () => {
          if (!note.trim()) {
            setNoteError(RETURN_MESSAGES.rejectNeedsNote)
            return STAY_OPEN
          }
          await move.mutateAsync({ action: 'reject', note: note.trim() })
          toast({ title: 'درخواست مرجوعی رد شد', variant: 'success' })
        }}
      >
        <Field.Root invalid={Boolean(noteError)} className={css({ mt: '3' })}>
          <Field.Label>دلیل رد</Field.Label>
          <Field.Textarea
            rows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => {
              setNote(event.target.value)
              setNoteError(null)
            }}
          />
          <Field.ErrorText>{noteError}</Field.ErrorText>
        </Field.Root>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'receive'}
        onOpenChange={(next) => (next ? null : close())}
        title="تأیید دریافت کالا"
        description={
          <>
            با تأیید دریافت، <Toman value={value.refund_amount} /> به خریدار بازگردانده و از حساب فروشگاه کسر می‌شود.
          </>
        }
        confirmLabel="تأیید دریافت و بازگشت وجه"
        onConfirm={async () => {
          await move.mutateAsync({ action: 'receive', restock })
          toast({ title: 'دریافت کالا ثبت شد', description: 'مبلغ به خریدار بازگردانده می‌شود.', variant: 'success' })
        }}
      >
        <label
          className={css({ display: 'flex', gap: '2', alignItems: 'center', mt: '3', minH: '11', cursor: 'pointer' })}
        >
          <input
            type="checkbox"
            checked={restock}
            onChange={(event) => setRestock(event.target.checked)}
            className={css({ w: '4', h: '4', accentColor: 'var(--colors-accent-default)' })}
          />
          کالاهای برگشتی به موجودی انبار افزوده شوند
        </label>
      </ConfirmDialog>
    </div>
  )
}
