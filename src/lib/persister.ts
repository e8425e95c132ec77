import { dehydrate, type MutationKey, type QueryClient } from '@tanstack/react-query'
import type { PersistedClient, Persister, PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'
import { freshnessOfKey } from '#sdk/rules/public-reads'
import { laterQueueOf } from './panel-queue-keys'
import { type CacheLimits, fromStored, type StoredClient, toStored } from './persisted-cache'
import { cacheOwner, currentOwner, isPrivateKey, removePrivateData } from './private-data'

const DAY = 24 * 60 * 60 * 1000
const KEY = 'rasteh:query-cache'
const THROTTLE_MS = 1000

/** Queries kept in IndexedDB: the most recently updated ones (a larger cache slows every start). */
export const MAX_PERSISTED_QUERIES = 200
/** A persisted answer older than a day is not shown, even offline. */
export const QUERY_MAX_AGE = DAY
/** Queued cart changes live as long as the server keeps their Idempotency-Keys (7 days). */
export const QUEUE_MAX_AGE = 7 * DAY

/** Performance entries: the restore at start-up (all of it, and its parsing) and each write's serialisation. */
export const RESTORE_MEASURE = 'rasteh:cache-restore'
const RESTORE_START = 'rasteh:cache-restore-start'
export const PARSE_MEASURE = 'rasteh:cache-parse'
export const SAVE_MEASURE = 'rasteh:cache-save'

const limits = (): CacheLimits => ({
  now: Date.now(),
  maxQueries: MAX_PERSISTED_QUERIES,
  queryMaxAge: QUERY_MAX_AGE,
  queueMaxAge: QUEUE_MAX_AGE,
  isPrivate: isPrivateKey,
})

// Set once a copy is in IndexedDB. Opening IndexedDB costs a first visit's start-up about 20 ms on a
// phone-class CPU for nothing: without the mark there is nothing to restore and the database is
// first opened by the first (throttled, later) write.
const SAVED_MARK = 'rasteh-query-cache-saved' // outside 'rasteh:', the session's keys

function savedMark(): boolean {
  try {
    return globalThis.localStorage?.getItem(SAVED_MARK) !== null
  } catch {
    return true // no localStorage to ask: look in IndexedDB
  }
}

function setSavedMark(saved: boolean) {
  try {
    if (saved) globalThis.localStorage?.setItem(SAVED_MARK, '1')
    else globalThis.localStorage?.removeItem(SAVED_MARK)
  } catch {
    // without localStorage every start looks in IndexedDB
  }
}

/** A dehydrated cache, stamped when it was taken: whose it is, and how recent. */
interface Snapshot {
  client: PersistedClient
  owner: string | null
  seq: number
}

function serialize({ client, owner }: Snapshot): string {
  const start = performance.now()
  const text = JSON.stringify(toStored(client, owner, limits()))
  performance.measure(SAVE_MEASURE, { start, end: performance.now() })
  return text
}

function deserialize(text: string): PersistedClient {
  const start = performance.now()
  // Online, a public answer older than its freshness is read again rather than shown (028);
  // offline, the last answers are all there is.
  const restore = limits()
  if (globalThis.navigator?.onLine !== false) restore.onlineMaxAge = freshnessOfKey
  const client = fromStored(JSON.parse(text) as StoredClient, currentOwner(), restore)
  performance.measure(PARSE_MEASURE, { start, end: performance.now() })
  return client
}

// The cache survives reloads and offline starts in IndexedDB (idb-keyval). Writes go one at a time
// and never older over newer: a copy taken before a logout cannot land after the cleaned one.
let taken = 0
let written = 0
let queue: Promise<void> = Promise.resolve()

function write(snapshot: Snapshot): Promise<void> {
  queue = queue.then(async () => {
    if (snapshot.seq <= written) return
    written = snapshot.seq
    try {
      await set(KEY, serialize(snapshot))
      setSavedMark(true)
    } catch (error) {
      console.error('Saving the query cache failed', error)
    }
  })
  return queue
}

function snapshot(client: PersistedClient): Snapshot {
  taken += 1
  return { client, owner: cacheOwner(), seq: taken }
}

// At most one write a second: the first change is written at once, a burst after it once at its end.
let latest: Snapshot | undefined
let timer: ReturnType<typeof setTimeout> | undefined
let lastWriteAt = 0

function flush() {
  timer = undefined
  const next = latest
  latest = undefined
  if (!next) return
  lastWriteAt = Date.now()
  void write(next)
}

// A tab being hidden or closed writes what the throttle still holds: a change queued offline in
// the last second must not be lost with the tab.
function flushNow() {
  if (timer === undefined) return
  clearTimeout(timer)
  flush()
}
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushNow()
  })
  globalThis.addEventListener?.('pagehide', flushNow)
}

export const persister: Persister = {
  persistClient(client) {
    // Stamped now, as it is dehydrated: the owner of the data in it, not of a later moment.
    latest = snapshot(client)
    if (timer === undefined) timer = setTimeout(flush, Math.max(0, lastWriteAt + THROTTLE_MS - Date.now()))
  },
  async restoreClient() {
    performance.mark(RESTORE_START)
    if (!savedMark()) return undefined
    const text = await get<string>(KEY)
    return text ? deserialize(text) : undefined
  },
  removeClient() {
    written = taken
    queue = queue
      .then(() => del(KEY))
      .then(() => setSavedMark(false))
      .catch(() => {})
    return queue
  },
}

/** Called once the restored cache is in the query client: how long the restore took, in ms. */
export function measureRestore(): number {
  try {
    return performance.measure(RESTORE_MEASURE, RESTORE_START).duration
  } catch {
    return 0
  }
}

// Structural: what the filters read, whichever query-core types the persister's package names (one copy
// since decision 040's override, but its declarations are still its own).
interface Entry {
  state: { status: string }
}
interface MutationEntry extends Entry {
  options: { mutationKey?: MutationKey }
}

function dehydrateOptions(queryClient: QueryClient) {
  return {
    // Only answers: a failed or still loading query is asked for again anyway.
    shouldDehydrateQuery: (query: Entry) => query.state.status === 'success',
    // Changes not yet done (queued offline, or in flight when the tab closes), and only those
    // that find their mutationFn again after a reload (setMutationDefaults); any other would fail.
    // (A panel's or the wishlist's queued change is kept before its queue is loaded: app/resume-queued.ts.)
    shouldDehydrateMutation: (mutation: MutationEntry) =>
      mutation.state.status === 'pending' &&
      mutation.options.mutationKey !== undefined &&
      (Boolean(queryClient.getMutationDefaults(mutation.options.mutationKey).mutationFn) ||
        laterQueueOf(mutation.options.mutationKey) !== undefined),
  }
}

export function createPersistOptions(queryClient: QueryClient): PersistQueryClientProviderProps['persistOptions'] {
  return {
    persister,
    // The whole copy's age; each query's own age is checked against QUERY_MAX_AGE.
    maxAge: QUEUE_MAX_AGE,
    // A new build discards the copy.
    buster: __BUILD_ID__,
    dehydrateOptions: dehydrateOptions(queryClient),
  }
}

/** Writes the cache now, past the throttle (and past any older write still on its way). */
export function persistNow(queryClient: QueryClient): Promise<void> {
  return write(
    snapshot({
      buster: __BUILD_ID__,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, dehydrateOptions(queryClient)),
    }),
  )
}

/** Sign-out: the user's queries and queued changes leave memory and IndexedDB; the catalogue stays. */
export async function forgetPrivateData(queryClient: QueryClient): Promise<void> {
  removePrivateData(queryClient)
  await persistNow(queryClient)
}
