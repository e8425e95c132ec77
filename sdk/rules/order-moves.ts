// Where an order may go next (DESIGN.md): pending_payment → paid → processing → shipped →
// delivered, cash on delivery pending_payment → processing, and cancelled from the first three.
// The seller panel offers only these moves; the server refuses any other with 409.
// Neutral: no DOM, no Node.
import type { components } from '../schema'

type Status = components['schemas']['OrderStatus']
type PaymentMethod = components['schemas']['PaymentMethod']

const NEXT: Record<Status, readonly Status[]> = {
  pending_payment: ['paid', 'processing', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

export function allowedMove(from: Status, to: Status, paymentMethod: PaymentMethod): boolean {
  if (from === 'pending_payment' && to === 'processing') return paymentMethod === 'cod'
  return NEXT[from].includes(to)
}

/** The statuses an order may move to from `from`, forward moves first and cancelling last. */
export function nextStatuses(from: Status, paymentMethod: PaymentMethod): Status[] {
  return NEXT[from].filter((to) => allowedMove(from, to, paymentMethod))
}

/** A move to shipped needs the carrier's tracking code. */
export function needsTrackingCode(to: Status): boolean {
  return to === 'shipped'
}
