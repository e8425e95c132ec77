import { useState } from 'react'
import * as Field from '#ui/field'
import { ConfirmDialog, STAY_OPEN } from '#ui/panel/confirm-dialog'

/** The contract's bounds of a moderation reason (ModerationDecision.reason, deleteAnswer's reason). */
const MIN_REASON = 2
const MAX_REASON = 300
const TOO_SHORT = 'دلیل را بنویسید (دست‌کم دو حرف).'

interface ReasonDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  /** Runs with the trimmed reason; the dialog closes when it succeeds and shows a refusal if not */
  onConfirm: (reason: string) => Promise<unknown>
}

/**
 * A decision that needs its reason (a rejection the author sees, an answer removed): the reason
 * is required; an empty or one-letter reason is refused under the field, before anything is
 * sent, and the refusal goes as soon as the reason is long enough.
 */
export function ReasonDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState('')
  const [invalid, setInvalid] = useState(false)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next)
        if (!next) {
          setReason('')
          setInvalid(false)
        }
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      onConfirm={() => {
        const trimmed = reason.trim()
        if (trimmed.length < MIN_REASON) {
          setInvalid(true)
          return Promise.resolve(STAY_OPEN)
        }
        return onConfirm(trimmed)
      }}
    >
      <Field.Root invalid={invalid} required>
        <Field.Label>دلیل</Field.Label>
        <Field.Textarea
          value={reason}
          rows={3}
          maxLength={MAX_REASON}
          onChange={(event) => {
            setReason(event.currentTarget.value)
            if (invalid && event.currentTarget.value.trim().length >= MIN_REASON) setInvalid(false)
          }}
          placeholder="مثلاً: به خود محصول مربوط نیست"
        />
        <Field.ErrorText>{TOO_SHORT}</Field.ErrorText>
      </Field.Root>
    </ConfirmDialog>
  )
}
