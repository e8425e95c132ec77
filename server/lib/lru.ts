// Small in-process LRUs. Public catalogue reads (suggestions, catalogue search, list totals) and a
// seller's list repeat a lot, so answering repeats from memory keeps the database free for the rest.
//
// Recency is kept by the Map's insertion order: a used entry is moved to the newest end by a delete
// and an insert. Doing that on every hit cost 4 % of the seller list's CPU (a hot session, user or
// store is hit thousands of times a second, and the deletes make the Map rehash), so an entry is
// moved only once it has drifted into the older half: one in the newer half has at least half the
// capacity of insertions to go before it could be evicted, and is left where it is.

interface Slot<V> {
  value: V
  /** the insertion count when it was last put at the newest end */
  at: number
}

/** Values by key, the least recently used dropped beyond maxEntries (synchronous: no loads, no expiry). */
export class Lru<V> {
  private readonly entries = new Map<string, Slot<V>>()
  private inserted = 0

  constructor(private readonly maxEntries: number) {}

  has(key: string): boolean {
    return this.entries.has(key)
  }

  /** The value, marked as just used. */
  get(key: string): V | undefined {
    const slot = this.entries.get(key)
    if (slot === undefined) return undefined
    if (this.inserted - slot.at > this.maxEntries >> 1) {
      this.entries.delete(key)
      slot.at = ++this.inserted
      this.entries.set(key, slot)
    }
    return slot.value
  }

  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, { value, at: ++this.inserted })
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}

interface Entry<V> {
  value: Promise<V>
  loaded: number
  refreshing: boolean
}

/**
 * An Lru of loads with a time-to-live. Values are promises: concurrent misses of one key share a
 * single query (single-flight); a failed load is not kept.
 *
 * With `refreshMs` below the time-to-live, a value older than it is renewed in the background:
 * readers keep getting the kept value (never older than ttlMs) while one load replaces it, so the
 * end of a value's time never makes every reader of a hot key wait for the database at once (at 50
 * connections that wait was the p99 of a kept product page). A failed renewal keeps the old value.
 */
export class TtlLru<V> {
  private readonly entries: Lru<Entry<V>>

  constructor(
    maxEntries: number,
    private readonly ttlMs: number,
    private readonly refreshMs = ttlMs,
  ) {
    this.entries = new Lru(maxEntries)
  }

  /** The kept value of key, or load() kept under it. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && now - hit.loaded < this.ttlMs) {
      if (now - hit.loaded >= this.refreshMs && !hit.refreshing) this.renew(key, hit, load)
      return hit.value
    }
    const entry: Entry<V> = { value: load(), loaded: now, refreshing: false }
    this.entries.set(key, entry)
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    return entry.value
  }

  private renew(key: string, old: Entry<V>, load: () => Promise<V>): void {
    old.refreshing = true
    const value = load()
    value.then(
      () => {
        // Unless a clear() or a newer load replaced it meanwhile.
        if (this.entries.get(key) === old) this.entries.set(key, { value, loaded: Date.now(), refreshing: false })
      },
      () => {
        old.refreshing = false
      },
    )
  }

  clear(): void {
    this.entries.clear()
  }

  /** Forgets one key: a value too large to keep, or an answer cut short by a timeout. */
  delete(key: string): void {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }
}
