// A small in-process LRU with a time-to-live. Public catalogue reads (suggestions, catalogue
// search, list totals) repeat a lot, so answering repeats from memory keeps the database free for
// the rest. Values are promises: concurrent misses of one key share a single query (single-flight).

interface Entry<V> {
  value: Promise<V>
  expires: number
}

export class TtlLru<V> {
  private readonly entries = new Map<string, Entry<V>>()

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  /** The cached value of key, or load() stored under it (a failed load is not kept). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now()
    const hit = this.entries.get(key)
    if (hit && hit.expires > now) {
      // Re-insert so the Map's insertion order doubles as recency order.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit.value
    }
    const value = load()
    const entry = { value, expires: now + this.ttlMs }
    this.entries.delete(key)
    this.entries.set(key, entry)
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    })
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return value
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

/** Values by key, the least recently used dropped beyond maxEntries (synchronous: no loads, no expiry). */
export class KeptRows<V> {
  private readonly entries = new Map<string, V>()

  constructor(private readonly maxEntries: number) {}

  has(key: string): boolean {
    return this.entries.has(key)
  }

  /** The value, marked as just used. */
  peek(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  clear(): void {
    this.entries.clear()
  }
}
