import type { QueryClient } from '@tanstack/react-query'
import { redirect, useParams } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { myStoresQueryOptions } from '../../api/stores'
import { selectedStore, subscribeSession } from '../../lib/storage'
import { type StoreSection, storeSections } from './provider-nav'

/** The provider's selected store id: from the URL's storeId, else from storage (spec section 4). */
export function useSelectedStoreId(): number | null {
  const params = useParams({ strict: false }) as { storeId?: string }
  const stored = useSyncExternalStore(subscribeSession, selectedStore.get, () => null)
  const fromUrl = Number(params.storeId)
  return Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : stored
}

/**
 * Where an address without a store id goes: the stored store, else the provider's first store
 * (GET /stores, oldest first); null when the provider has none.
 */
export async function selectedOrFirstStore(queryClient: QueryClient): Promise<number | null> {
  const stored = selectedStore.get()
  if (stored) return stored
  const page = await queryClient.ensureQueryData(myStoresQueryOptions({ limit: 1 }))
  const first = page.items[0]?.id ?? null
  if (first) selectedStore.set(first)
  return first
}

const SECTIONS: ReadonlySet<string> = new Set<StoreSection>([...storeSections.map((s) => s.section), 'homepage'])

/** Whether `/providers/<rest>` names a store's page without its id (`products`, `orders/3`…). */
export function isStorePath(rest: string): boolean {
  return SECTIONS.has(rest.split('/')[0])
}

/**
 * The one redirect of the id-less seller addresses (spec section 2: "without a store id the
 * paths are /providers/products and so on"): to the same page of the selected store, or to
 * /register-store when the provider has no store (spec section 4). `rest` defaults to products.
 */
export async function toSelectedStore(
  queryClient: QueryClient,
  rest = 'products',
  search: Record<string, unknown> = {},
): Promise<never> {
  const storeId = await selectedOrFirstStore(queryClient)
  if (!storeId) throw redirect({ to: '/register-store', replace: true })
  // A concrete path (no $params to fill): the sub-path may be any page of the store tree.
  throw redirect({ to: `/providers/${storeId}/${rest}` as '/providers/$storeId', search, replace: true } as never)
}
