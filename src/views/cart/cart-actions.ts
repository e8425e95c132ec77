import { onlineManager, useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import type { Cart, CartItem, CartItemPreview } from '#api/cart/cart'
import {
  type AddItemVariables,
  cartMutationKeys,
  type RemoveItemVariables,
  type UpdateItemVariables,
} from '#api/cart/cart'
import { isPlaceholder } from '#api/cart/cart-pending'
import { openCartDrawer } from '#lib/cart-drawer-state'
import { pathWithQuery } from '#lib/session/return-to'
import { useLoggedIn } from '#lib/session/use-session'
import { type ApiError, newIdempotencyKey } from '#sdk'

// The mutationFn, retries and reporting of each change are its defaults (cart-mutations.ts);
// these hooks only make the change, with a fresh Idempotency-Key. What the drawer shows until
// the server answers comes from the pending changes themselves (use-displayed-cart.ts).

/** The item a change is about: by its server id when it has one, and always by its offer. */
function itemRef(item: CartItem) {
  return {
    itemId: isPlaceholder(item) ? null : item.id,
    productStoreId: item.product_store_id,
    name: item.product.name,
    seenPrice: item.price.selling_price,
  }
}

/** The stepper: sets an item's quantity; a quantity below 1 is ignored (spec sections 4 and 5). */
export function useSetQuantity(): (item: CartItem, quantity: number) => void {
  const { mutate } = useMutation<Cart, ApiError, UpdateItemVariables>({ mutationKey: cartMutationKeys.update })
  return (item, quantity) => {
    if (quantity < 1) return
    mutate({ ...itemRef(item), quantity, idempotencyKey: newIdempotencyKey() })
  }
}

export function useRemoveItem(): (item: CartItem) => void {
  const { mutate } = useMutation<Cart, ApiError, RemoveItemVariables>({ mutationKey: cartMutationKeys.remove })
  return (item) => mutate({ ...itemRef(item), idempotencyKey: newIdempotencyKey() })
}

export interface OfferToAdd {
  productStoreId: number
  quantity?: number
  /** How the offer shows in the drawer before the server answers (offline, until reconnecting). */
  preview?: CartItemPreview
}

/**
 * Add-to-cart. Signed in: adds the offers one after another and opens the cart drawer (online, a
 * refusal stops there; its Persian detail is toasted). Offline the adds are queued and the drawer
 * opens at once with them marked as waiting. Signed out: goes to the login screen, which brings
 * the visitor back here.
 */
export function useAddToCart() {
  const loggedIn = useLoggedIn()
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const { mutateAsync } = useMutation<Cart, ApiError, AddItemVariables>({ mutationKey: cartMutationKeys.add })

  async function add(offers: readonly OfferToAdd[]): Promise<void> {
    if (!loggedIn) {
      const returnTo = pathWithQuery(router.state.location)
      await router.navigate({ to: '/login', search: { returnTo } })
      return
    }
    if (pending || !offers.length) return
    setPending(true)
    try {
      for (const { productStoreId, quantity = 1, preview } of offers) {
        const change = mutateAsync({ productStoreId, quantity, preview, idempotencyKey: newIdempotencyKey() })
        // A queued add resolves only when the connection returns: nothing to wait for here.
        if (onlineManager.isOnline()) await change
        else change.catch(() => {})
      }
      openCartDrawer()
    } catch {
      // Already reported (toast, or the session flow on 401).
    } finally {
      setPending(false)
    }
  }

  return { add, pending }
}
