import { type Mutation, useMutationState } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { AddItemVariables, CartChangeVariables, UpdateItemVariables } from '#api/cart/cart'
import { cartKeys, useCart } from '#api/cart/cart'
import { EMPTY_CART, type PendingChange, withPending } from '#api/cart/cart-pending'
import { changeKind } from '#api/cart/cart-queue'
import { isConnectionLost } from '#lib/errors'
import { useOnline } from '#lib/use-online'

const NONE: ReadonlySet<number> = new Set()

function snapshot(mutation: Mutation<unknown, Error, unknown, unknown>) {
  return {
    kind: changeKind(mutation),
    variables: mutation.state.variables as CartChangeVariables | undefined,
    paused: mutation.state.isPaused,
    // Failed for want of a connection (a server's answer is final and never waits: item 16).
    failed: isConnectionLost(mutation.state.failureReason),
  }
}

function toChange({ kind, variables, paused, failed }: ReturnType<typeof snapshot>, online: boolean): PendingChange[] {
  if (!kind || !variables) return []
  // Held back by the connection; online, a change only waits its turn for a moment.
  const waiting = (paused && !online) || failed
  const { productStoreId } = variables
  switch (kind) {
    case 'add': {
      const { quantity, preview } = variables as AddItemVariables
      return [{ kind, productStoreId, quantity, preview, waiting }]
    }
    case 'update':
      return [{ kind, productStoreId, quantity: (variables as UpdateItemVariables).quantity, waiting }]
    case 'remove':
      return [{ kind, productStoreId, waiting }]
  }
}

/**
 * The cart the drawer, the /cart page and the badge show: the server's last answer with the
 * changes not yet answered applied over it, and the items still waiting for the connection.
 */
export function useDisplayedCart() {
  const { loggedIn, query } = useCart()
  const online = useOnline()
  const pending = useMutationState({ filters: { mutationKey: cartKeys.all, status: 'pending' }, select: snapshot })
  const changes = useMemo(() => pending.flatMap((entry) => toChange(entry, online)), [pending, online])
  const displayed = useMemo(() => {
    // Offline with no copy of the cart yet, the changes made meanwhile still show.
    const base = query.data ?? (changes.length ? EMPTY_CART : undefined)
    return loggedIn && base ? withPending(base, changes) : undefined
  }, [loggedIn, query.data, changes])
  return { loggedIn, query, cart: displayed?.cart, waiting: displayed?.waiting ?? NONE }
}
