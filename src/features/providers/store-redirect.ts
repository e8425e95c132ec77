import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { myStoresQueryOptions } from '#api/seller-stores'
import { selectedStore } from '#lib/storage'
import { ApiError } from '#sdk'
import { isStorePath } from '#sdk/rules/store-sections'

export { isStorePath }

// The id-less seller addresses' redirect. The routes load this file only when one is visited
// (a dynamic import in beforeLoad), so it stays out of the app shell's precached script.

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
  let storeId: number | null
  try {
    storeId = await selectedOrFirstStore(queryClient)
  } catch (error) {
    // GET /stores answers 501 until the stores issue builds it: the provider then picks a store
    // on their stores page rather than facing an error. Any other failure shows (with a retry).
    if (error instanceof ApiError && error.status === 501) throw redirect({ to: '/providers/stores', replace: true })
    throw error
  }
  if (!storeId) throw redirect({ to: '/register-store', replace: true })
  // A concrete path (no $params to fill): the sub-path may be any page of the store tree.
  throw redirect({ to: `/providers/${storeId}/${rest}` as '/providers/$storeId', search, replace: true } as never)
}
