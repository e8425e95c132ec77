import { Portal } from '@ark-ui/react/portal'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { TrustReportReason } from '#api/reviews'
import { errorDetail } from '#lib/errors'
import { formatNumber } from '#lib/fa'
import { toast } from '#lib/toast'
import { DEFAULT_ERROR_DETAIL } from '#sdk'
import { Button } from '#ui/button'
import * as Dialog from '#ui/dialog'
import * as Field from '#ui/field'
import { saidOffline } from './needs-connection'

/** TrustReport's reasons, in the words a shopper would choose from. */
const REASONS: { value: TrustReportReason; label: string }[] = [
  { value: 'offensive', label: 'توهین‌آمیز یا نامناسب' },
  { value: 'spam', label: 'تبلیغ یا هرزنامه' },
  { value: 'irrelevant', label: 'نامرتبط با این کالا' },
  { value: 'false_info', label: 'اطلاعات نادرست' },
  { value: 'other', label: 'دلیل دیگر' },
]
const NOTE_MAX = 300

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
  '& input': { accentColor: 'var(--colors-accent-default)', w: '4', h: '4' },
})

interface ReportDialogProps {
  /** What is reported, e.g. «این دیدگاه» */
  subject: string
  open: boolean
  onClose: () => void
  send: (report: { reason: TrustReportReason; note?: string }) => Promise<unknown>
}

/** «گزارش»: anyone may report a review, a question or an answer; it goes to the admins' queue. */
export function ReportDialog({ subject, open, onClose, send }: ReportDialogProps) {
  const [reason, setReason] = useState<TrustReportReason | null>(null)
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const close = () => {
    setReason(null)
    setNote('')
    setError(null)
    onClose()
  }
  const submit = async () => {
    if (!reason) {
      setError('دلیل گزارش را انتخاب کنید.')
      return
    }
    if (saidOffline('ارسال گزارش')) return
    setSending(true)
    setError(null)
    try {
      await send({ reason, note: note.trim() || undefined })
      toast({
        title: 'گزارش شما ثبت شد',
        description: 'سپاس از همراهی شما؛ همکاران ما آن را بررسی می‌کنند.',
        variant: 'success',
      })
      close()
    } catch (failure) {
      setError(errorDetail(failure) ?? DEFAULT_ERROR_DETAIL)
    } finally {
      setSending(false)
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? null : close())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>گزارش {subject}</Dialog.Title>
            <Dialog.Description>چه مشکلی در {subject} هست؟</Dialog.Description>
            <form
              className={stack({ gap: '4', mt: '4' })}
              onSubmit={(event) => {
                event.preventDefault()
                void submit()
              }}
              noValidate
            >
              <fieldset className={stack({ gap: '2' })}>
                <legend className={css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2' })}>دلیل گزارش</legend>
                {REASONS.map((item) => (
                  <label key={item.value} className={option}>
                    <input
                      type="radio"
                      name="report-reason"
                      value={item.value}
                      checked={reason === item.value}
                      onChange={() => setReason(item.value)}
                    />
                    {item.label}
                  </label>
                ))}
              </fieldset>
              <Field.Root>
                <Field.Label>توضیح (اختیاری)</Field.Label>
                <Field.Textarea value={note} maxLength={NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
                <Field.HelperText>تا {formatNumber(NOTE_MAX)} نویسه</Field.HelperText>
              </Field.Root>
              {error ? (
                <p role="alert" className={css({ fontSize: 'sm', color: 'danger.default' })}>
                  {error}
                </p>
              ) : null}
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={close}>
                  انصراف
                </Button>
                <Button type="submit" disabled={sending}>
                  ارسال گزارش
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
