import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** The browser's own view of the connection (navigator.onLine), kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * True while TanStack Query holds its requests until the connection returns: a page still loading
 * then waits for the network, not for the service worker's cache, so it can say so. (After a
 * cold start offline the query client still believes it is online and asks the service worker.)
 */
export function useQueriesPaused(): boolean {
  return !useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  )
}
