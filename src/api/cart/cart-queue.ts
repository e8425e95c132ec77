import type { Mutation, QueryClient } from '@tanstack/react-query'
import { errorDetail, isUnauthorized } from '#lib/errors'
import { toastError } from '#lib/toast'
import type { CartChangeVariables } from './cart'
import { type Cart, cartKeys } from './cart'
import { type ChangeKind, clearSyncNotes, reportRefused, reportRepriced } from './cart-sync-notes'

const KINDS = new Set<unknown>(['add', 'update', 'remove'])

export function changeKind(mutation: Pick<Mutation, 'options'>): ChangeKind | null {
  const key = mutation.options.mutationKey
  return key?.[0] === cartKeys.all[0] && KINDS.has(key[1]) ? (key[1] as ChangeKind) : null
}

/**
 * Follows every cart change, the restored ones included (they have no caller to tell): stores
 * the server's answer, and for a change that had to wait (offline, or restored after a reload)
 * explains a refusal or a new price instead of dropping it silently. When the queue is empty
 * again the cart is read afresh: a replayed change answers with the cart as it was then.
 */
export function watchCartQueue(queryClient: QueryClient): void {
  const mutations = queryClient.getMutationCache()
  const key = cartKeys.detail()
  const waited = new WeakSet<object>()
  let reread = false

  mutations.subscribe((event) => {
    const mutation = event.mutation
    const kind = mutation ? changeKind(mutation) : null
    if (!mutation || !kind) return
    if (mutation.state.isPaused) waited.add(mutation)
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error')) return
    // Removed meanwhile (the user signed out): its answer belongs to nobody now.
    if (!mutations.getAll().includes(mutation)) return
    const variables = mutation.state.variables as CartChangeVariables
    const queued = waited.has(mutation)
    if (event.action.type === 'success') {
      const cart = event.action.data as Cart
      queryClient.setQueryData<Cart>(key, cart)
      if (queued) {
        reread = true
        reportRepriced(kind, variables, cart)
      }
    } else {
      const error = event.action.error
      reread = true
      // A 401 that no refresh could cure is the session flow's (toast, then the login screen).
      if (isUnauthorized(error)) return
      if (queued) reportRefused(kind, variables, error)
      // Spec section 8: a failed add shows the server's detail; a failed update or remove is logged.
      else if (kind === 'add') toastError(errorDetail(error))
      else console.error(`Cart ${kind} failed`, error)
    }
    if (reread && !queryClient.isMutating({ mutationKey: cartKeys.all })) {
      reread = false
      void queryClient.invalidateQueries({ queryKey: key })
    }
  })

  // The cart gone from the cache (sign-out): so are the notes about it.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed' && event.query.queryKey[0] === cartKeys.all[0]) clearSyncNotes()
  })
}
