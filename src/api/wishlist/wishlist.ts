import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { WISHLIST_ROOT } from '#lib/panel-queue-keys'
import { type Schemas, unwrap } from '#sdk'
import { queryKeys } from '../query-keys'

// The customer's wishlist (wishlist.yaml). Private: its keys are not a public root, so they leave
// the cache when the user signs out (lib/private-data.ts). Keeping and removing are idempotent
// calls (PUT, DELETE), so a change queued offline and replayed is the same change.

export type WishlistItem = Schemas['WishlistItem']
export type WishlistPage = Schemas['WishlistPage']
export type WishlistItemInput = Schemas['WishlistItemInput']

export const WISHLIST_PAGE_SIZE = 20

export const wishlistKeys = queryKeys(WISHLIST_ROOT, {
  ids: () => ['ids'] as const,
  pages: () => ['page'] as const,
  page: (skip: number) => ['page', skip] as const,
})

// Stable keys: a change queued offline is persisted with its key and finds its mutationFn again
// after a reload (app/resume-queued.ts loads the queue first; lib/panel-queue-keys.ts knows them).
export const wishlistMutationKeys = {
  put: [WISHLIST_ROOT, 'put'] as const,
  remove: [WISHLIST_ROOT, 'remove'] as const,
}

/** Keep the product (and set the alerts named); `product` is how a card shows it until the server answers. */
export interface PutWishVariables {
  productId: number
  alerts?: WishlistItemInput
  product?: Schemas['ProductSummary']
}
export interface RemoveWishVariables {
  productId: number
}

export const wishlistIdsQueryOptions = queryOptions({
  queryKey: wishlistKeys.ids(),
  queryFn: ({ signal }) => unwrap(api.GET('/wishlist/ids', { signal })),
  meta: { silentError: true },
})

export function wishlistPageQueryOptions(skip: number) {
  return queryOptions({
    queryKey: wishlistKeys.page(skip),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/wishlist', { params: { query: { skip, limit: WISHLIST_PAGE_SIZE } }, signal })),
    // The page shows its own error state.
    meta: { silentError: true },
  })
}

export const wishlistRequests = {
  put: ({ productId, alerts }: PutWishVariables) =>
    unwrap(api.PUT('/wishlist/{product_id}', { params: { path: { product_id: productId } }, body: alerts ?? {} })),
  async remove({ productId }: RemoveWishVariables): Promise<void> {
    await unwrap(api.DELETE('/wishlist/{product_id}', { params: { path: { product_id: productId } } }))
  },
}
