import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { api } from '#lib/api'
import { errorDetail, isUnauthorized } from '#lib/errors'
import { toastError } from '#lib/toast'
import { ApiError, unwrap } from '#sdk'
import { type OrderStatus, type SellerOrder, sellerOrderKeys } from './orders'

// The panels' status moves (PUT /orders/{id}/status; the seller's and the admin's), queued like
// the cart's changes: offline a move waits (paused) in the persisted cache, survives a closed tab,
// and is sent once the connection returns — in the order it was made, with its Idempotency-Key, so a replay after a
// lost answer is applied once.

export const sellerOrderMoveKey = [...sellerOrderKeys.all, 'move'] as const

export interface OrderMoveVariables {
  orderId: number
  storeId: number
  status: OrderStatus
  trackingCode?: string
  idempotencyKey: string
  /** Made while offline: nobody is on the page to read a refusal, so it is told in a toast. */
  queued: boolean
  /**
   * When the seller made it (ISO): a queued move is sent later, and the history shows this time
   * (the server bounds it by its own clock). Moves persisted before this field have none.
   */
  actedAt?: string
}

// A dropped connection never loses a move: it is tried again with the same key (offline it
// waits for the connection first); a server error gets two more tries; a refusal is final.
function retryDropped(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.status === 0 || (error.status >= 500 && failureCount < 3)
}

function moveOrder(move: OrderMoveVariables): Promise<SellerOrder> {
  return unwrap(
    api.PUT('/orders/{id}/status', {
      params: {
        path: { id: move.orderId },
        query: { store_id: move.storeId },
        header: { 'Idempotency-Key': move.idempotencyKey },
      },
      body: {
        status: move.status,
        ...(move.trackingCode ? { tracking_code: move.trackingCode } : {}),
        ...(move.actedAt ? { acted_at: move.actedAt } : {}),
      },
    }),
  )
}

/** The variables of a new move, stamped with the moment it was made; offline it is marked queued. */
export function orderMove(move: Omit<OrderMoveVariables, 'queued' | 'actedAt'>): OrderMoveVariables {
  return { ...move, queued: !onlineManager.isOnline(), actedAt: new Date().toISOString() }
}

/**
 * Registers the move once, where the query client is made, so a move restored from IndexedDB
 * finds its mutationFn and its answer is stored (the order, then the lists and the badge).
 */
export function registerSellerOrderMoves(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(sellerOrderMoveKey, {
    mutationFn: moveOrder,
    // One at a time, in the order they were made, also when a restored queue is replayed.
    scope: { id: 'seller-order-moves' },
    retry: retryDropped,
    meta: { silentError: true },
    onSuccess: (order: SellerOrder, move: OrderMoveVariables) => {
      queryClient.setQueryData(sellerOrderKeys.detail(move.orderId, move.storeId), order)
      // The admin's page reads the same order without a store (sellerOrderKeys.detail(id)).
      queryClient.setQueriesData({ queryKey: [...sellerOrderKeys.details(), move.orderId] }, order)
      return queryClient.invalidateQueries({
        queryKey: sellerOrderKeys.all,
        predicate: (query) => query.queryKey[1] !== 'detail',
      })
    },
    onError: (error: unknown, move: OrderMoveVariables) => {
      // The page shows a refusal beside its buttons; a queued move's is told to whoever is there.
      if (move.queued && !isUnauthorized(error)) toastError(errorDetail(error), 'تغییر وضعیت سفارش انجام نشد')
      // The order may have moved meanwhile (another device, the customer cancelled): read it again.
      void queryClient.invalidateQueries({ queryKey: [...sellerOrderKeys.details(), move.orderId] })
    },
  })
}
