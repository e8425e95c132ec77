import { useSyncExternalStore } from 'react'

// Whether the cart drawer is open: the header's cart button and every add-to-cart button open
// the same drawer, which lives in the header.
let open = false
const listeners = new Set<() => void>()

export function setCartDrawerOpen(next: boolean): void {
  if (next === open) return
  open = next
  for (const listener of listeners) listener()
}

export function openCartDrawer(): void {
  setCartDrawerOpen(true)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
}
