import { onlineManager, type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { errorDetail, isUnauthorized } from '#lib/errors'
import { SELLER_PRODUCTS_ROOT } from '#lib/panel-queue-keys'
import { toastError } from '#lib/toast'
import { ApiError, type Schemas, unwrap } from '#sdk'
import { queryKeys } from '../query-keys'
import {
  addConflict,
  type OfferConflict,
  OfferConflictError,
  type OfferEdit,
  offerEditBody,
  toOfferConflict,
} from './offer-edits'

// The seller's queued price and stock edits (registered where the query client is made, so the
// app's first script carries this small module only; the product pages are in seller-products.ts).

export const OFFER_SORTS = ['newest', 'price_asc', 'price_desc', 'stock_asc', 'stock_desc', 'name'] as const
export type OfferSort = (typeof OFFER_SORTS)[number]

export interface OfferListParams {
  storeId: number
  search?: string
  in_stock_only?: boolean
  sort?: OfferSort
  skip?: number
  limit?: number
}

export const sellerProductKeys = queryKeys(SELLER_PRODUCTS_ROOT, {
  lists: () => ['list'] as const,
  list: (params: OfferListParams) => ['list', params] as const,
  details: () => ['detail'] as const,
  detail: (id: number, storeId: number) => ['detail', id, storeId] as const,
  catalogue: (phrase: string) => ['catalogue', phrase] as const,
  conflicts: () => ['conflicts'] as const,
  edit: () => ['edit'] as const,
})

type Offer = Schemas['Assignment']

export function invalidateSellerProducts(queryClient: QueryClient) {
  // The storefront shows the change at once too (its product pages and lists).
  void queryClient.invalidateQueries({ queryKey: ['products'] })
  return queryClient.invalidateQueries({
    queryKey: sellerProductKeys.all,
    predicate: (query) => query.queryKey[1] !== 'conflicts',
  })
}

// ---- The queued price and stock edits ----------------------------------------------------------

/** The variables of a new edit: offline it is marked queued. */
export function offerEdit(edit: Omit<OfferEdit, 'queued'>): OfferEdit {
  return { ...edit, queued: !onlineManager.isOnline() }
}

async function sendOfferEdit(edit: OfferEdit): Promise<Offer> {
  let body: unknown
  const call = api
    .PUT('/products/{product_id}/store/{store_id}/assignment', {
      params: {
        path: { product_id: edit.productId, store_id: edit.storeId },
        header: { 'Idempotency-Key': edit.idempotencyKey },
      },
      body: offerEditBody(edit),
    })
    .then((result) => {
      body = result.error
      return result
    })
  try {
    return await unwrap(call)
  } catch (error) {
    throw toOfferConflict(error, body, edit)
  }
}

function retryDropped(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.status === 0 || (error.status >= 500 && failureCount < 3)
}

/** The conflicts waiting for the seller's choice: kept in the (persisted) cache, so a closed tab keeps them. */
export function conflictsQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: sellerProductKeys.conflicts(),
    queryFn: () => queryClient.getQueryData<OfferConflict[]>(sellerProductKeys.conflicts()) ?? [],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 7 * 24 * 60 * 60 * 1000,
    networkMode: 'always',
  })
}

export function updateConflicts(queryClient: QueryClient, change: (list: OfferConflict[]) => OfferConflict[]) {
  queryClient.setQueryData<OfferConflict[]>(sellerProductKeys.conflicts(), (list) => change(list ?? []))
}

/**
 * Registers the edit once, where the query client is made, so an edit restored from IndexedDB
 * finds its mutationFn: one at a time in the order they were made, each with its key. A 409
 * becomes a conflict the seller resolves; nothing is overwritten.
 */
export function registerOfferEdits(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(sellerProductKeys.edit(), {
    mutationFn: sendOfferEdit,
    scope: { id: 'seller-offer-edits' },
    retry: retryDropped,
    meta: { silentError: true },
    onSuccess: () => invalidateSellerProducts(queryClient),
    onError: (error: unknown, edit: OfferEdit) => {
      if (error instanceof OfferConflictError) {
        updateConflicts(queryClient, (list) =>
          addConflict(list, { edit, current: error.current, detail: error.detail }),
        )
      } else if (edit.queued && !isUnauthorized(error)) {
        toastError(errorDetail(error), `تغییر ${edit.field === 'price' ? 'قیمت' : 'موجودی'} «${edit.name}» انجام نشد`)
      }
      void invalidateSellerProducts(queryClient)
    },
  })
}
