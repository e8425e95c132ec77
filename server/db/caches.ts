// Per-database in-process caches. One process may serve several databases (the API tests start a
// server per database in one worker), so every cache hangs off the Drizzle instance it reads from.
//
// Invalidation is process-wide rather than per database: writers often hold a transaction, not
// the database object the caches are keyed by, and dropping another database's cache only costs
// a miss. refreshProductSummaries calls catalogChanged(), so a change of offers, stores or
// discounts shows on the next request here; writers of product fields or categories call
// catalogChanged() / categoriesChanged() themselves. Other server processes on the same
// PostgreSQL hear of each change through the cache bus (server/db/notify.ts), which subscribes
// here with onCacheChange and applies their changes with applyRemoteChange.
import type { Db } from './client'

interface Clearable {
  clear(): void
}

/**
 * What empties a cache: 'catalog' - any change of products, offers, prices or stock; 'categories'
 * - a change of the category tree or attributes; 'ttl' - nothing (answers the contract allows to
 * be stale, e.g. suggestions for 300 s, or costly to rebuild, e.g. the search vocabulary).
 */
export type CacheScope = 'catalog' | 'categories' | 'ttl'

const perDb = new WeakMap<object, Map<string, Clearable>>()
let version = 0

/** Bumped by every change: an answer computed under an older version may be out of date. */
export const catalogVersion = () => version
const live = new Set<WeakRef<Clearable>>()
const scopes = new WeakMap<Clearable, CacheScope>()

/** A getter for the named cache of a database, made on first use. */
export function dbCache<T extends Clearable>(name: string, scope: CacheScope, make: () => T): (db: Db) => T {
  return (db) => {
    let caches = perDb.get(db)
    if (!caches) {
      caches = new Map()
      perDb.set(db, caches)
    }
    let cache = caches.get(name) as T | undefined
    if (!cache) {
      cache = make()
      caches.set(name, cache)
      scopes.set(cache, scope)
      live.add(new WeakRef(cache))
    }
    return cache
  }
}

function clearWhere(match: (scope: CacheScope) => boolean): void {
  for (const ref of live) {
    const cache = ref.deref()
    if (!cache) live.delete(ref)
    else if (match(scopes.get(cache) ?? 'ttl')) cache.clear()
  }
}

/** What a change empties: 'catalog' the lists and totals, 'categories' everything but 'ttl'. */
export type ChangeScope = Exclude<CacheScope, 'ttl'>

/**
 * Told of every change made in this process, with the database or transaction it was made
 * through (a transaction's NOTIFY is delivered when it commits). Awaited by the writer.
 */
export type ChangeSubscriber = (scope: ChangeScope, db?: Db) => Promise<void> | void

const subscribers = new Set<ChangeSubscriber>()

/** Subscribes to the changes made in this process; returns the unsubscribe. */
export function onCacheChange(subscriber: ChangeSubscriber): () => void {
  subscribers.add(subscriber)
  return () => subscribers.delete(subscriber)
}

function clearFor(scope: ChangeScope): void {
  version += 1
  clearWhere(scope === 'catalog' ? (s) => s === 'catalog' : (s) => s !== 'ttl')
}

/** A change heard from the cache channel: empty this process's caches without telling anyone again. */
export function applyRemoteChange(scope: ChangeScope): void {
  clearFor(scope)
}

async function changed(scope: ChangeScope, db?: Db): Promise<void> {
  clearFor(scope)
  for (const subscriber of subscribers) await subscriber(scope, db)
}

/**
 * Products, offers, prices or stock changed (through `db`, which may be a transaction): forget
 * cached lists, totals and counts, here and in the other processes.
 */
export function catalogChanged(db?: Db): Promise<void> {
  return changed('catalog', db)
}

/** Categories or their filterable attributes changed: forget the tree and facets too. */
export function categoriesChanged(db?: Db): Promise<void> {
  return changed('categories', db)
}
