import { useState } from 'react'
import { type AdminPayout, useDecidePayout } from '#api/settlements'
import { toLatinDigits } from '#lib/fa'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { ConfirmDialog, STAY_OPEN } from '#ui/panel/confirm-dialog'

export type PayoutMove = 'paid' | 'failed'

const COPY: Record<
  PayoutMove,
  { title: string; description: string; label: string; field: string; placeholder: string; missing: string }
> = {
  paid: {
    title: 'ثبت پرداخت',
    description: 'شماره پیگیری انتقال را از گزارش بانک وارد کنید.',
    label: 'ثبت پرداخت',
    field: 'شماره پیگیری بانک',
    placeholder: 'مثلاً 140509071234',
    missing: 'شماره پیگیری بانک را بنویسید',
  },
  failed: {
    title: 'ثبت پرداخت ناموفق',
    description: 'مبلغ این پرداخت دوباره قابل تسویه می‌شود و در دوره بعد پرداخت خواهد شد.',
    label: 'ثبت ناموفق',
    field: 'دلیل',
    placeholder: 'مثلاً: شماره شبا نامعتبر است',
    missing: 'دلیل ناموفق بودن پرداخت را بنویسید',
  },
}

/** A pending payout's two moves, each opening the page's one decision dialog; a decided one has none. */
export function PayoutDecisionButtons({
  payout,
  onDecide,
}: {
  payout: AdminPayout
  onDecide: (payout: AdminPayout, move: PayoutMove) => void
}) {
  if (payout.status !== 'pending') return <>—</>
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => onDecide(payout, 'paid')}>
        ثبت پرداخت
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onDecide(payout, 'failed')}>
        ناموفق
      </Button>
    </>
  )
}

/**
 * Marks a payout paid (the bank's reference) or failed (a reason). It lives on the page, not in the
 * payout's row: the table becomes cards on a phone, and a row's re-render must not close it.
 */
export function PayoutDecisionDialog({
  runId,
  target,
  onClose,
}: {
  runId: number
  target: { payout: AdminPayout; move: PayoutMove } | null
  onClose: () => void
}) {
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState(false)
  const decide = useDecidePayout(runId)
  const move = target?.move ?? 'paid'
  const copy = COPY[move]
  const change = (value: string) => {
    setText(value)
    setInvalid(false)
  }
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (open) return
        onClose()
        setText('')
        setInvalid(false)
      }}
      title={`${copy.title}: ${target?.payout.store_name ?? ''}`}
      description={copy.description}
      confirmLabel={copy.label}
      destructive={move === 'failed'}
      onConfirm={() => {
        const value = text.trim()
        if (!value || !target) {
          setInvalid(true)
          return Promise.resolve(STAY_OPEN)
        }
        const decision =
          move === 'paid'
            ? { status: 'paid' as const, reference: toLatinDigits(value) }
            : { status: 'failed' as const, reason: value }
        return decide.mutateAsync({ id: target.payout.id, decision })
      }}
    >
      <Field.Root invalid={invalid} required>
        <Field.Label>{copy.field}</Field.Label>
        {move === 'failed' ? (
          <Field.Textarea
            value={text}
            rows={3}
            maxLength={300}
            placeholder={copy.placeholder}
            onChange={(event) => change(event.currentTarget.value)}
          />
        ) : (
          <Field.Input
            value={text}
            dir="ltr"
            maxLength={100}
            placeholder={copy.placeholder}
            onChange={(event) => change(event.currentTarget.value)}
          />
        )}
        <Field.ErrorText>{copy.missing}</Field.ErrorText>
      </Field.Root>
    </ConfirmDialog>
  )
}
