// The rows channel (decision 026, migration 0019): rows that nearly every signed-in request reads
// (its session and user, the store a seller lists with its list version) are kept in this process's
// memory and checked against the database by one shared round trip instead of a query each.
// Triggers NOTIFY rasteh_rows at commit with what changed ('s <store>', 'a <session>', 'u <user>',
// 't <store>' for its products' texts, 'f <store>' for its ledger and payouts, '*'); a request first calls fresh(): one `select 1` on the listening connection, shared by the
// concurrent requests (Listener.sync), after which every change committed before the request has
// been heard and forgotten here. So a revoked session, a removed store or a new list version is
// seen by the next request in every process, as when each request read them itself. While the
// channel is not listening (a broken connection, until it is back and everything is forgotten),
// fresh() says false and callers read the database as before.
import type { FastifyBaseLogger } from 'fastify'
import { TtlLru } from '../lib/lru'
import type { Database, Db } from './client'
import type { Listener } from './listen'

export const ROWS_CHANNEL = 'rasteh_rows'

/**
 * What a message names: a store (its row or offers), a session, a user, a store's product texts,
 * a store's money (its ledger entries and payouts).
 */
export type RowKind = 's' | 'a' | 'u' | 't' | 'f'

type Forget = (id: string) => void

export class RowsChannel {
  private readonly forgetters = {
    s: new Set<Forget>(),
    a: new Set<Forget>(),
    u: new Set<Forget>(),
    t: new Set<Forget>(),
    f: new Set<Forget>(),
  }
  private readonly resets = new Set<() => void>()

  constructor(private readonly listener: Listener) {}

  /** True once every change committed before the call has been heard; false while not listening. */
  async fresh(): Promise<boolean> {
    if (!this.listener.listening()) return false
    return (await this.listener.sync()) && this.listener.listening()
  }

  /** Calls forget with the id of every row of that kind that changes, and reset on '*' or a break. */
  subscribe(kind: RowKind, forget: Forget, reset: () => void): void {
    this.forgetters[kind].add(forget)
    this.resets.add(reset)
  }

  heard(payload: string): void {
    const kind = payload[0]
    if (
      payload === '*' ||
      payload[1] !== ' ' ||
      !(kind === 's' || kind === 'a' || kind === 'u' || kind === 't' || kind === 'f')
    ) {
      this.reset()
      return
    }
    const id = payload.slice(2)
    for (const forget of this.forgetters[kind]) forget(id)
  }

  reset(): void {
    for (const reset of this.resets) reset()
  }

  /** Lets every subscriber go: a closed channel says nothing more (its memories are replaced). */
  close(): void {
    for (const forgetters of Object.values(this.forgetters)) forgetters.clear()
    this.resets.clear()
  }
}

const channels = new WeakMap<Db, RowsChannel>()

/** The channel of a database, once startRowsChannel has run (API servers); undefined otherwise. */
export const rowsChannelOf = (db: Db): RowsChannel | undefined => channels.get(db)

export async function startRowsChannel(database: Database, log: FastifyBaseLogger): Promise<Listener> {
  let channel: RowsChannel | undefined
  const listener = await database.listen(ROWS_CHANNEL, {
    onMessage: (payload) => channel?.heard(payload),
    onReset: () => channel?.reset(),
    onError: (error) => log.warn({ err: error }, 'rows channel: LISTEN connection lost, retrying'),
  })
  channel = new RowsChannel(listener)
  channels.set(database.db, channel)
  return {
    ...listener,
    close() {
      if (channels.get(database.db) === channel) channels.delete(database.db)
      channel?.close()
      return listener.close()
    },
  }
}

/**
 * Whether this request may answer from the rows kept in memory: true once every change committed
 * before it has been heard (one shared round trip, made once per request however many memories it
 * reads); false without a listening channel, and then every get() loads.
 */
export function freshRows(db: Db, request?: object): Promise<boolean> {
  const channel = channels.get(db)
  if (!channel) return Promise.resolve(false)
  if (!request) return channel.fresh()
  let fresh = checked.get(request)
  if (!fresh) {
    fresh = channel.fresh()
    checked.set(request, fresh)
  }
  return fresh
}
const checked = new WeakMap<object, Promise<boolean>>()

/**
 * Rows of one kind kept by key (a session id, a store id), each forgotten when the channel names
 * it, all when it resets. A load is kept as its promise from the start, so a change heard while
 * it runs drops it too; a load that fails is not kept.
 */
export class RowMemory<V> {
  private readonly rows: TtlLru<V>

  constructor(
    kind: RowKind,
    readonly channel: RowsChannel | undefined,
    maxEntries: number,
    ttlMs: number,
  ) {
    this.rows = new TtlLru<V>(maxEntries, ttlMs)
    channel?.subscribe(
      kind,
      (id) => this.rows.delete(id),
      () => this.rows.clear(),
    )
  }

  /** The kept row when `fresh` (freshRows said so), else load() straight from the database. */
  get(key: string, fresh: boolean, load: () => Promise<V>): Promise<V> {
    return fresh ? this.rows.get(key, load) : load()
  }

  /** Forgets one key: a row found missing is not kept (it may be inserted, which sends nothing). */
  forget(key: string): void {
    this.rows.delete(key)
  }
}

/**
 * The named object of a database, made on first use (one per database, as dbCache), and made anew
 * when it was made before the channel started or for a channel since closed: it heard nothing.
 */
function ofChannel<T extends { channel: RowsChannel | undefined }>(
  kept: WeakMap<Db, Map<string, T>>,
  db: Db,
  name: string,
  make: (channel: RowsChannel | undefined) => T,
): T {
  let byName = kept.get(db)
  if (!byName) {
    byName = new Map()
    kept.set(db, byName)
  }
  const channel = rowsChannelOf(db)
  let made = byName.get(name)
  if (!made || made.channel !== channel) {
    made = make(channel)
    byName.set(name, made)
  }
  return made
}

const memories = new WeakMap<Db, Map<string, RowMemory<unknown>>>()

/** The named memory of a database. */
export function rowMemory<V>(db: Db, name: string, kind: RowKind, maxEntries: number, ttlMs: number): RowMemory<V> {
  return ofChannel(memories, db, name, (channel) => new RowMemory<V>(kind, channel, maxEntries, ttlMs)) as RowMemory<V>
}

/**
 * A count per key that grows each time the channel names the key (all of them on a reset): part of
 * a cache key, it makes answers built on older rows unreachable.
 */
export class RowGenerations {
  private readonly counts = new Map<string, number>()
  private base = 0

  constructor(
    kind: RowKind,
    readonly channel: RowsChannel | undefined,
  ) {
    channel?.subscribe(
      kind,
      (id) => this.counts.set(id, (this.counts.get(id) ?? this.base) + 1),
      () => {
        let highest = this.base
        for (const n of this.counts.values()) highest = Math.max(highest, n)
        this.base = highest + 1
        this.counts.clear()
      },
    )
  }

  of(key: string): number {
    return this.counts.get(key) ?? this.base
  }
}

const generations = new WeakMap<Db, Map<string, RowGenerations>>()

/** The named generations of a database (as rowMemory). */
export function rowGenerations(db: Db, name: string, kind: RowKind): RowGenerations {
  return ofChannel(generations, db, name, (channel) => new RowGenerations(kind, channel))
}
