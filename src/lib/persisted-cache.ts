import type { QueryKey } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/react-query-persist-client'

// What is written to IndexedDB and what comes back from it: pure functions, so the rules (how
// many queries, how old, whose) are tested without a browser.

/** The persisted client, with the user its private entries belong to. */
export interface StoredClient extends PersistedClient {
  owner?: string | null
}

export interface CacheLimits {
  now: number
  /** The most recently updated queries kept; restoring a large cache blocks the main thread. */
  maxQueries: number
  /** A query older than this is not worth showing, even offline. */
  queryMaxAge: number
  /** A queued change older than this is dropped: the server forgets its Idempotency-Key then. */
  queueMaxAge: number
  isPrivate: (key: QueryKey) => boolean
  /**
   * Restoring while online: how old an answer of this key may be and still be shown (its
   * freshness, decision 028), or undefined for no such limit. An older one is asked for again
   * instead: a returning visitor must not meet an article unpublished meanwhile.
   */
  onlineMaxAge?: (key: QueryKey) => number | undefined
}

type Queries = PersistedClient['clientState']['queries']
type Mutations = PersistedClient['clientState']['mutations']

/** The `max` most recently updated queries, in their original order. */
export function keepNewest<T extends { state: { dataUpdatedAt: number } }>(queries: readonly T[], max: number): T[] {
  if (queries.length <= max) return [...queries]
  const cutoff = queries
    .map((query, index) => ({ at: query.state.dataUpdatedAt, index }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .slice(0, Math.max(0, max))
  const kept = new Set(cutoff.map((entry) => entry.index))
  return queries.filter((_, index) => kept.has(index))
}

function prunedQueries(queries: Queries, limits: CacheLimits, withPrivate: boolean): Queries {
  const fresh = queries.filter(
    (query) =>
      query.state.status === 'success' &&
      limits.now - query.state.dataUpdatedAt <= limits.queryMaxAge &&
      (withPrivate || !limits.isPrivate(query.queryKey)),
  )
  return keepNewest(fresh, limits.maxQueries)
}

function prunedMutations(mutations: Mutations, limits: CacheLimits): Mutations {
  return mutations.filter((mutation) => limits.now - mutation.state.submittedAt <= limits.queueMaxAge)
}

/**
 * The copy to write: capped, fresh queries only, stamped with the signed-in user. A change still
 * in flight is stored as paused, so after a reload it is sent again — with its Idempotency-Key,
 * so the server applies it at most once.
 */
export function toStored(client: PersistedClient, owner: string | null, limits: CacheLimits): StoredClient {
  const { queries, mutations } = client.clientState
  return {
    ...client,
    owner,
    clientState: {
      queries: prunedQueries(queries, limits, true),
      mutations: prunedMutations(mutations, limits).map((mutation) =>
        mutation.state.isPaused ? mutation : { ...mutation, state: { ...mutation.state, isPaused: true } },
      ),
    },
  }
}

/**
 * The copy to restore. Written while someone else was signed in (or no one): the catalogue
 * comes back, that user's queries and queued changes do not.
 */
export function fromStored(stored: StoredClient, owner: string | null, limits: CacheLimits): PersistedClient {
  const sameOwner = (stored.owner ?? null) === owner
  const { queries, mutations } = stored.clientState
  const fresh = (query: Queries[number]) => {
    const maxAge = limits.onlineMaxAge?.(query.queryKey)
    return maxAge === undefined || limits.now - query.state.dataUpdatedAt <= maxAge
  }
  return {
    buster: stored.buster,
    timestamp: stored.timestamp,
    clientState: {
      queries: prunedQueries(queries, limits, sameOwner).filter(fresh),
      mutations: sameOwner ? prunedMutations(mutations, limits) : [],
    },
  }
}
