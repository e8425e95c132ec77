import { useMutationState } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { type OrderMoveVariables, sellerOrderMoveKey } from '#api/seller-order-moves'
import { formatNumber } from '#lib/fa'
import { Badge } from '#ui/badge'
import { ORDER_STATUS_LABELS } from './order-status'

// The status moves still waiting to be sent (offline, or restored after a reload), wherever the
// panels show an order: its own page, the orders list and the «نیازمند اقدام» tab. One reading of
// the queue (the persisted mutations), so every place agrees.

/** The waiting moves, oldest first: of one store, or of every store. */
export function useQueuedOrderMoves(storeId?: number): OrderMoveVariables[] {
  const moves = useMutationState({
    filters: { mutationKey: sellerOrderMoveKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as OrderMoveVariables,
  })
  return storeId === undefined ? moves : moves.filter((move) => move.storeId === storeId)
}

/** The last waiting move of one order, if any. */
export function lastQueuedMove(moves: OrderMoveVariables[], orderId: number): OrderMoveVariables | undefined {
  return moves.filter((move) => move.orderId === orderId).at(-1)
}

const note = css({ fontSize: 'sm', color: 'warning.default' })

/** The order page's note: the move waiting, with the tracking code the seller typed (in Latin, isolated). */
export function QueuedMoveNote({ move }: { move: OrderMoveVariables }) {
  return (
    <p role="status" className={note}>
      {`تغییر وضعیت به «${ORDER_STATUS_LABELS[move.status]}»`}
      {move.trackingCode ? (
        <>
          {' با کد رهگیری '}
          <bdi dir="ltr">{move.trackingCode}</bdi>
        </>
      ) : null}
      {' در صف ارسال است و با برگشتن اتصال فرستاده می‌شود.'}
    </p>
  )
}

/** Beside an order's status in the list: the status it is about to take. */
export function QueuedMoveBadge({ move }: { move: OrderMoveVariables }) {
  return (
    <Badge size="md" variant="warning">
      {`در صف: ${ORDER_STATUS_LABELS[move.status]}`}
    </Badge>
  )
}

/** Beside the «نیازمند اقدام» count: how many moves of the store wait to be sent. */
export function QueuedCountBadge({ count }: { count: number }) {
  const label = `${formatNumber(count)} تغییر وضعیت در صف ارسال`
  return (
    <Badge variant="warning" aria-label={label} title={label}>
      {`${formatNumber(count)} در صف`}
    </Badge>
  )
}
