import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { PUBLIC_QUERY_ROOTS } from '#sdk/rules/public-reads'
import { subscribeSession, tokenStore } from './storage'

// The catalogue anyone may read (its query-key roots, listed with its addresses in
// sdk/rules/public-reads.ts). Every other query (cart, orders, addresses, profile, discount
// checks…) and every mutation needed the session, so it belongs to the user who was signed in:
// an unknown key counts as private, so a new feature cannot leak by forgetting to say so.
export function isPrivateKey(key: QueryKey | undefined): boolean {
  return !key?.length || !PUBLIC_QUERY_ROOTS.has(key[0])
}

/**
 * Whose private cache this is: the access token's subject (the user id), or null when signed
 * out. The signature is not checked — this only tells the users of one device apart.
 */
export function ownerOf(token: string | null): string | null {
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))
    const sub = claims && typeof claims === 'object' && 'sub' in claims ? claims.sub : undefined
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null
  } catch {
    return null
  }
}

export function currentOwner(): string | null {
  return ownerOf(tokenStore.getAccessToken())
}

/** Drops the signed-in user's queries and every queued change from memory (not the catalogue). */
export function removePrivateData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isPrivateKey(query.queryKey) })
  const mutations = queryClient.getMutationCache()
  for (const mutation of mutations.getAll()) mutations.remove(mutation)
}

// Whose private data the cache holds now. It changes only once the previous user's data is out,
// so a copy written halfway through the removal still names the user it belongs to.
let holder: string | null = null

export function cacheOwner(): string | null {
  return holder
}

/**
 * Whenever the signed-in user changes (logout, an expired session, another account signed in
 * here or in another tab), the previous user's private data leaves the cache, then `onChange`
 * runs (to rewrite the persisted copy at once).
 */
export function followOwner(queryClient: QueryClient, onChange: () => void): () => void {
  holder = currentOwner()
  return subscribeSession(() => {
    const next = currentOwner()
    if (next === holder) return
    removePrivateData(queryClient)
    holder = next
    onChange()
  })
}
