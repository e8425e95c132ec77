import { useParams } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { parseIdParam } from '#lib/or-not-found'
import { selectedStore, subscribeSession } from '#lib/storage'

/** The provider's selected store id: from the URL's storeId, else from storage (spec section 4). */
export function useSelectedStoreId(): number | null {
  const params = useParams({ strict: false }) as { storeId?: string }
  const stored = useSyncExternalStore(subscribeSession, selectedStore.get, () => null)
  return parseIdParam(params.storeId) ?? stored
}
