import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { dangerText, mutedText, stack, wrap } from 'styled-system/patterns'
import type { OrderStatus, SellerOrder } from '#api/orders'
import { type OrderMoveVariables, orderMove, sellerOrderMoveKey } from '#api/seller-order-moves'
import { errorDetail } from '#lib/errors'
import { newIdempotencyKey } from '#sdk'
import { nextStatuses } from '#sdk/rules/order-moves'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { ConfirmDialog } from '#ui/panel/confirm-dialog'
import { lastQueuedMove, QueuedMoveNote, useQueuedOrderMoves } from './queued-moves'

// The button of each move, in the panel's words (the seller's and the admin's alike).
const MOVE_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'در انتظار پرداخت',
  paid: 'ثبت پرداخت',
  processing: 'شروع پردازش',
  shipped: 'ثبت ارسال',
  delivered: 'ثبت تحویل',
  cancelled: 'لغو سفارش',
}

const row = wrap({ gap: '2', alignItems: 'flex-end' })

/**
 * The order's next steps, on the seller's and the admin's order pages: one button per allowed
 * move (spec: only the allowed transitions), a tracking code to mark it shipped, cancelling after
 * a confirmation. Offline a move is queued and said so; a refusal shows the server's Persian
 * message. The move names the order's own store (the contract's store_id); the server records
 * who made it (the store or an admin).
 */
export function OrderMoves({ order }: { order: SellerOrder }) {
  const storeId = order.store.id
  const mutation = useMutation<SellerOrder, unknown, OrderMoveVariables>({ mutationKey: sellerOrderMoveKey })
  const queued = lastQueuedMove(useQueuedOrderMoves(), order.id)
  const [tracking, setTracking] = useState('')
  const [trackingError, setTrackingError] = useState<string | null>(null)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const next = nextStatuses(order.status, order.payment.method)

  /** Online the promise settles with the answer; offline the move is queued and it resolves at once. */
  const send = (status: OrderStatus, trackingCode?: string): Promise<unknown> => {
    const move = orderMove({ orderId: order.id, storeId, status, trackingCode, idempotencyKey: newIdempotencyKey() })
    if (move.queued) {
      mutation.mutate(move)
      return Promise.resolve()
    }
    return mutation.mutateAsync(move)
  }

  const ship = (event: FormEvent) => {
    event.preventDefault()
    const code = tracking.trim()
    if (!code) {
      setTrackingError('برای ارسال سفارش، کد رهگیری مرسوله را وارد کنید')
      return
    }
    setTrackingError(null)
    void send('shipped', code)
      .then(() => setTracking(''))
      .catch(() => undefined)
  }

  const busy = mutation.isPending
  const failed = mutation.isError && !(mutation.variables?.queued ?? false) ? errorDetail(mutation.error) : null
  // The refusal stays in view after the order is read again (it may have no move left then).
  const refusal = failed ? (
    <p role="alert" className={dangerText()}>
      {failed}
    </p>
  ) : null

  if (queued) return <QueuedMoveNote move={queued} />
  if (next.length === 0) {
    return (
      <>
        <p className={mutedText()}>این سفارش مرحله دیگری ندارد.</p>
        {refusal}
      </>
    )
  }

  return (
    <div className={stack({ gap: '3' })}>
      {next.includes('shipped') ? (
        <form noValidate onSubmit={ship} className={row}>
          <Field.Root invalid={Boolean(trackingError)} required className={css({ flex: '1', minW: '12rem' })}>
            <Field.Label>کد رهگیری مرسوله</Field.Label>
            <Field.Input value={tracking} dir="ltr" onChange={(e) => setTracking(e.target.value)} />
            <Field.ErrorText>{trackingError}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" disabled={busy}>
            {MOVE_LABELS.shipped}
          </Button>
        </form>
      ) : null}
      <div className={row}>
        {next
          .filter((status) => status !== 'shipped' && status !== 'cancelled')
          .map((status) => (
            <Button key={status} disabled={busy} onClick={() => void send(status).catch(() => undefined)}>
              {MOVE_LABELS[status]}
            </Button>
          ))}
        {next.includes('cancelled') ? (
          <Button variant="outline" disabled={busy} onClick={() => setConfirmCancel(true)}>
            {MOVE_LABELS.cancelled}
          </Button>
        ) : null}
      </div>
      {refusal}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="لغو سفارش"
        description="با لغو سفارش، کالاهای آن به موجودی فروشگاه برمی‌گردد و اگر پرداخت شده باشد مبلغ به مشتری بازگردانده می‌شود. این کار برگشت‌پذیر نیست."
        confirmLabel="لغو سفارش"
        cancelLabel="انصراف"
        destructive
        onConfirm={() => send('cancelled')}
      />
    </div>
  )
}
