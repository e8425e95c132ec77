// Parts of a page that load when first opened (the cart drawer, the facets drawer, the toaster),
// and that wait for the connection instead of breaking when opened offline before their file was
// ever cached.
import { type ComponentType, lazy, useState } from 'react'

/**
 * React.lazy for a part of the frame: an import that fails while offline (its file was never
 * cached) waits for the connection and tries again instead of breaking the page.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React.lazy's own
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => retryWhenOnline(load))
}

/**
 * Whether a lazily loaded panel has ever been open: it mounts (and its code loads) the first time
 * `open` is true, and stays mounted after that so it can animate closed and open again.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened
}

async function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (navigator.onLine) throw error
    await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
    return retryWhenOnline(load)
  }
}
