import { useSyncExternalStore } from 'react'

// Whether the cart drawer is open: the header's cart button and every add-to-cart button open
// the same drawer, which lives in the header. It remembers the page it was opened on, so that
// only going to another page closes it (leaveCartDrawerBehind), never a header that mounts after
// the tap (a server-rendered page hydrates its header after a tap may already have opened it).
let open = false
let openedOn: string | null = null
const listeners = new Set<() => void>()

export function setCartDrawerOpen(next: boolean): void {
  if (next === open) return
  open = next
  openedOn = next && typeof location !== 'undefined' ? location.pathname : null
  for (const listener of listeners) listener()
}

export function openCartDrawer(): void {
  setCartDrawerOpen(true)
}

/** The page is now `pathname`: a drawer opened on another page closes. */
export function leaveCartDrawerBehind(pathname: string): void {
  if (open && openedOn !== pathname) setCartDrawerOpen(false)
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
