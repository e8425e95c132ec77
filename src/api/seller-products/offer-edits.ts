import { ApiError, type Schemas } from '#sdk'

// The seller's price and stock edits of an offer, as the queue keeps them. Pure rules (no
// network, no React) so they are unit-tested: what is sent, how a 409 is read, and what each of
// the seller's two answers to a conflict does.

export type OfferField = 'price' | 'stock'

export interface OfferEdit {
  productId: number
  storeId: number
  field: OfferField
  /** The value the seller typed */
  value: number
  /** The value the edit was based on (what the seller saw): the server refuses it when its own differs */
  expected: number
  /** The product's name, to tell the seller which offer a conflict is about */
  name: string
  idempotencyKey: string
  /** Made while offline: nobody waits on the page for its answer */
  queued: boolean
}

/** The body of PUT /products/{product_id}/store/{store_id}/assignment for one edit. */
export function offerEditBody(edit: OfferEdit): Schemas['AssignmentUpdate'] {
  return edit.field === 'price'
    ? { price: edit.value, expected_price: edit.expected }
    : { stock: edit.value, expected_stock: edit.expected }
}

/** A 409 OfferConflict: the server's value changed since the edit was made; nothing changed. */
export class OfferConflictError extends ApiError {
  readonly field: OfferField
  readonly expected: number
  readonly current: number
  constructor(detail: string, field: OfferField, expected: number, current: number) {
    super(409, detail)
    this.name = 'OfferConflictError'
    this.field = field
    this.expected = expected
    this.current = current
  }
}

/** Reads a 409's body as an OfferConflict; any other answer stays as it was. */
export function toOfferConflict(error: unknown, body: unknown, edit: OfferEdit): unknown {
  if (!(error instanceof ApiError) || error.status !== 409) return error
  if (!body || typeof body !== 'object') return error
  const { field, expected, current } = body as Partial<Schemas['OfferConflict']>
  if (typeof current !== 'number') return error
  return new OfferConflictError(
    error.detail,
    field ?? edit.field,
    typeof expected === 'number' ? expected : edit.expected,
    current,
  )
}

/** A refused edit waiting for the seller's choice: their value and the server's, side by side. */
export interface OfferConflict {
  edit: OfferEdit
  /** The server's value now */
  current: number
  detail: string
}

export const conflictId = (c: { edit: Pick<OfferEdit, 'productId' | 'storeId' | 'field'> }) =>
  `${c.edit.storeId}:${c.edit.productId}:${c.edit.field}`

/** Adds a conflict; a newer one about the same value of the same offer replaces the older. */
export function addConflict(list: readonly OfferConflict[], conflict: OfferConflict): OfferConflict[] {
  const id = conflictId(conflict)
  return [...list.filter((c) => conflictId(c) !== id), conflict]
}

export function removeConflict(list: readonly OfferConflict[], id: string): OfferConflict[] {
  return list.filter((c) => conflictId(c) !== id)
}

/**
 * «Keep mine»: the seller has now seen the server's value, so the same value is sent again,
 * based on the server's (a new key: it is a new decision, not a replay of the refused one).
 */
export function keepMine(conflict: OfferConflict, idempotencyKey: string, queued: boolean): OfferEdit {
  return { ...conflict.edit, expected: conflict.current, idempotencyKey, queued }
}

/**
 * The value the list shows for an offer: the last queued edit's value while edits wait, else
 * the server's (as last read).
 */
export function shownValue(
  server: number,
  pending: readonly OfferEdit[],
  productId: number,
  storeId: number,
  field: OfferField,
): number {
  let value = server
  for (const edit of pending) {
    if (edit.productId === productId && edit.storeId === storeId && edit.field === field) value = edit.value
  }
  return value
}

/**
 * The base of a new edit: the value the seller sees now. With an edit still queued for the same
 * value, the new one is based on that edit's value (the queue replays in order, so by the time
 * it is sent the earlier one has set it).
 */
export const baseOf = shownValue
