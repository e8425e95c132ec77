import { useState } from 'react'
import { type AdminPayout, useDecidePayout } from '#api/settlements'
import { toLatinDigits } from '#lib/fa'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { ConfirmDialog, STAY_OPEN } from '#ui/panel/confirm-dialog'

type Move = 'paid' | 'failed'

const COPY: Record<
  Move,
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

/** A pending payout's two moves: paid (the bank's reference) or failed (a reason), each in a dialog. */
export function PayoutDecisionButtons({ payout }: { payout: AdminPayout }) {
  const [move, setMove] = useState<Move | null>(null)
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState(false)
  const decide = useDecidePayout(payout.run_id)
  if (payout.status !== 'pending') return null
  const copy = move ? COPY[move] : COPY.paid
  const close = () => {
    setMove(null)
    setText('')
    setInvalid(false)
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setMove('paid')}>
        ثبت پرداخت
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setMove('failed')}>
        ناموفق
      </Button>
      <ConfirmDialog
        open={move !== null}
        onOpenChange={(open) => !open && close()}
        title={`${copy.title}: ${payout.store_name}`}
        description={copy.description}
        confirmLabel={copy.label}
        destructive={move === 'failed'}
        onConfirm={() => {
          const value = text.trim()
          if (!value || !move) {
            setInvalid(true)
            return Promise.resolve(STAY_OPEN)
          }
          const decision =
            move === 'paid'
              ? { status: 'paid' as const, reference: toLatinDigits(value) }
              : { status: 'failed' as const, reason: value }
          return decide.mutateAsync({ id: payout.id, decision })
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
              onChange={(event) => {
                setText(event.currentTarget.value)
                setInvalid(false)
              }}
            />
          ) : (
            <Field.Input
              value={text}
              dir="ltr"
              maxLength={100}
              placeholder={copy.placeholder}
              onChange={(event) => {
                setText(event.currentTarget.value)
                setInvalid(false)
              }}
            />
          )}
          <Field.ErrorText>{copy.missing}</Field.ErrorText>
        </Field.Root>
      </ConfirmDialog>
    </>
  )
}
