import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { type ApiError, newIdempotencyKey } from '../../../sdk'
import { pathWithQuery } from '../session/return-to'
import { useLoggedIn } from '../session/use-session'
import { openCartDrawer } from './cart-drawer-state'
import {
  type AddItemVariables,
  type CartMutationContext,
  cartMutationKeys,
  type RemoveItemVariables,
  type UpdateItemVariables,
} from './cart-mutations'
import type { Cart } from './cart-queries'

// The mutationFn, optimistic update and error handling of each change are its defaults
// (cart-mutations.ts); these hooks only make the change, with a fresh Idempotency-Key.

/** The stepper: sets an item's quantity; a quantity below 1 is ignored (spec sections 4 and 5). */
export function useSetQuantity(): (itemId: number, quantity: number) => void {
  const { mutate } = useMutation<Cart, ApiError, UpdateItemVariables, CartMutationContext>({
    mutationKey: cartMutationKeys.update,
  })
  return (itemId, quantity) => {
    if (quantity < 1) return
    mutate({ itemId, quantity, idempotencyKey: newIdempotencyKey() })
  }
}

export function useRemoveItem(): (itemId: number) => void {
  const { mutate } = useMutation<Cart, ApiError, RemoveItemVariables, CartMutationContext>({
    mutationKey: cartMutationKeys.remove,
  })
  return (itemId) => mutate({ itemId, idempotencyKey: newIdempotencyKey() })
}

export interface OfferToAdd {
  productStoreId: number
  quantity?: number
}

/**
 * Add-to-cart. Signed in: adds the offers one after another and opens the cart drawer (a refusal
 * stops there; its Persian detail is toasted by the global error handler). Signed out: goes to
 * the login screen, which brings the visitor back here.
 */
export function useAddToCart() {
  const loggedIn = useLoggedIn()
  const router = useRouter()
  const [pending, setPending] = useState(false)
  const { mutateAsync } = useMutation<Cart, ApiError, AddItemVariables, CartMutationContext>({
    mutationKey: cartMutationKeys.add,
  })

  async function add(offers: readonly OfferToAdd[]): Promise<void> {
    if (!loggedIn) {
      const returnTo = pathWithQuery(router.state.location)
      await router.navigate({ to: '/login', search: { returnTo } })
      return
    }
    if (pending || !offers.length) return
    setPending(true)
    try {
      for (const { productStoreId, quantity = 1 } of offers) {
        await mutateAsync({ productStoreId, quantity, idempotencyKey: newIdempotencyKey() })
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
