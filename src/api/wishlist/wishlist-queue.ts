import type { Mutation, QueryClient } from '@tanstack/react-query'
import { isConnectionLost } from '#lib/errors'
import { laterQueueOf } from '#lib/panel-queue-keys'
import { pathWithQuery } from '#lib/session/return-to'
import { hasSession, subscribeSession } from '#lib/storage'
import { showKept } from './kept-products'
import {
  type PutWishVariables,
  type RemoveWishVariables,
  wishlistIdsQueryOptions,
  wishlistKeys,
  wishlistMutationKeys,
  wishlistRequests,
} from './wishlist'

// The wishlist's offline queue, on the cart's mechanism (api/cart/cart-mutations.ts): each change
// is a mutation with a stable key and a default mutationFn, persisted while it waits and replayed
// once, in order, when the connection returns. Keeping and removing are idempotent calls, so a
// replay after a lost answer changes nothing more.

export interface WishChange {
  kind: 'put' | 'remove'
  productId: number
}

/** The kept products: the server's last answer with the changes not yet answered applied, in order. */
export function keptWithPending(ids: readonly number[], changes: readonly WishChange[]): Set<number> {
  const kept = new Set(ids)
  for (const change of changes) {
    if (change.kind === 'put') kept.add(change.productId)
    else kept.delete(change.productId)
  }
  return kept
}

const kindOf = (mutation: Pick<Mutation, 'options'>): WishChange['kind'] | null => {
  const key = mutation.options.mutationKey
  return laterQueueOf(key) === 'wishlist' ? (key?.[1] as WishChange['kind']) : null
}

/** The changes still waiting for an answer, oldest first. */
export function pendingWishChanges(queryClient: QueryClient): WishChange[] {
  return queryClient
    .getMutationCache()
    .findAll({ status: 'pending' })
    .filter((mutation) => kindOf(mutation) !== null)
    .sort((a, b) => a.mutationId - b.mutationId)
    .map((mutation) => ({
      kind: kindOf(mutation) as WishChange['kind'],
      productId: (mutation.state.variables as RemoveWishVariables).productId,
    }))
}

// A dropped connection never loses a change: it waits and is tried again. Any answer from the
// server is final (a product gone is told by the app's error toast).
const retryDropped = (_failureCount: number, error: unknown) => isConnectionLost(error)

const registered = new WeakSet<QueryClient>()

/** Gives the wishlist's changes their mutationFn and keeps the hearts' set current, once per client. */
export function registerWishlistQueue(queryClient: QueryClient): void {
  if (registered.has(queryClient)) return
  registered.add(queryClient)
  const idsKey = wishlistKeys.ids()
  const shared = {
    // One at a time, in the order they were made, also when a restored queue is replayed.
    scope: { id: 'wishlist' },
    retry: retryDropped,
    // A read of the ids already on its way must not land after this change's answer.
    onMutate: () => queryClient.cancelQueries({ queryKey: idsKey }),
  }
  queryClient.setMutationDefaults(wishlistMutationKeys.put, { ...shared, mutationFn: wishlistRequests.put })
  queryClient.setMutationDefaults(wishlistMutationKeys.remove, { ...shared, mutationFn: wishlistRequests.remove })

  const show = () =>
    showKept(
      keptWithPending(
        queryClient.getQueryData<{ product_ids: number[] }>(idsKey)?.product_ids ?? [],
        pendingWishChanges(queryClient),
      ),
    )

  queryClient.getMutationCache().subscribe((event) => {
    const mutation = event.mutation
    const kind = mutation ? kindOf(mutation) : null
    if (!mutation || !kind) return
    if (event.type === 'updated' && event.action.type === 'success') {
      // The server's answer, stored before the change leaves the pending ones: no flicker.
      const { productId } = mutation.state.variables as PutWishVariables
      // (Without a first read yet, this change alone, until the read after the queue drains.)
      queryClient.setQueryData<{ product_ids: number[] }>(idsKey, (ids) => ({
        product_ids: [
          ...(kind === 'put' ? [productId] : []),
          ...(ids?.product_ids ?? []).filter((id) => id !== productId),
        ],
      }))
    }
    show()
    const settled = event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')
    if (settled && !queryClient.isMutating({ mutationKey: wishlistKeys.all })) {
      // The queue is empty again: the list's pages on screen and the ids (which only the hearts'
      // set follows, no observer) are read afresh.
      // (A read begun before the last answer is dropped first: it may have missed that change.)
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.pages() })
      void queryClient
        .cancelQueries({ queryKey: idsKey })
        .then(() => queryClient.fetchQuery({ ...wishlistIdsQueryOptions, staleTime: 0 }))
        .catch(() => {})
    }
  })
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === wishlistKeys.all[0]) show()
  })
  // The hearts follow whoever is signed in: another user's ids are read, none while signed out
  // (the previous user's leave the cache with the rest of their data).
  const read = () => {
    if (hasSession()) void queryClient.prefetchQuery(wishlistIdsQueryOptions)
    else show()
  }
  // (After the session's own listeners: the previous user's data leaves the cache first.)
  subscribeSession(() => setTimeout(read, 0))
  read()
  show()
}

/** What a tap on a heart needs of the router: the login screen, and the way back. */
interface Navigator {
  navigate: (options: { to: '/login'; search: { returnTo: string } }) => Promise<void>
  state: { location: { pathname: string; searchStr?: string } }
}

/**
 * A tap on a heart: keeps or stops keeping the product; signed out, the login screen (which
 * brings the visitor back), as the cart's add does.
 */
export function tapHeart(queryClient: QueryClient, router: Navigator, productId: number, keep: boolean): void {
  if (!hasSession()) {
    void router.navigate({ to: '/login', search: { returnTo: pathWithQuery(router.state.location) } })
    return
  }
  void toggleWish(queryClient, { productId }, keep)
}

/** Keeps or stops keeping the product: sent now, or queued until the connection returns. */
export function toggleWish(queryClient: QueryClient, change: PutWishVariables, keep: boolean): Promise<unknown> {
  const mutation = queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: keep ? wishlistMutationKeys.put : wishlistMutationKeys.remove })
  // Failures are the app's error toast (or the session flow's, on 401): nobody awaits this.
  return mutation.execute(keep ? change : { productId: change.productId }).catch(() => {})
}
