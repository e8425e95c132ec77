// LISTEN on a channel of the database, for in-process state that follows a table (the catalogue
// search's token index, decision 022; the rows channel) or the other processes' changes (the cache
// bus, notify.ts). On PostgreSQL a connection of its own, reconnected with back-off: NOTIFY reaches
// only the listeners connected at that moment, so after a break the caller is told to start afresh
// (onReset). On PGlite the one in-process database delivers its notifications itself, before the
// writing statement returns.
//
// sync() is a barrier for read-your-writes: PostgreSQL signals the listeners while the writer
// commits, and a listening backend sends what it was signalled before it answers its next query;
// so once a `select 1` sent on the listening connection after a commit has answered, that commit's
// notifications have been handed to onMessage. Concurrent callers share one round trip.
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

const MAX_RETRY_MS = 10_000

export interface Listener {
  /**
   * Resolves once every notification committed before the call has reached onMessage: true, or
   * false when that cannot be known (not listening, or the connection broke on the way).
   */
  sync(): Promise<boolean>
  /** True while connected and listening: false from a break until listening again (then onReset). */
  listening(): boolean
  close(): Promise<void>
}

export interface ListenHandlers {
  onMessage(payload: string): void
  /** Called once listening again after a break: messages may have been missed. */
  onReset(): void
  /** The connection broke (or the first try failed); the next try follows in retryInMs. */
  onError?(error: unknown, retryInMs: number): void
}

export interface PostgresListener extends Listener {
  /** NOTIFYs the channel over the listening connection; rejects while it is not connected. */
  notify(payload: string): Promise<void>
}

/**
 * Resolves once listening (or after the first failed try, retrying in the background). The
 * connection shows in pg_stat_activity as applicationName.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  on: ListenHandlers,
  applicationName = `rasteh-${channel}`,
): Promise<PostgresListener> {
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined
  let retryMs = 500
  let first = true
  const ended = new WeakSet<pg.Client>()

  function lost(c: pg.Client, error?: unknown): void {
    if (ended.has(c)) return
    ended.add(c)
    if (client === c) client = null
    c.end().catch(() => {})
    if (closed || retry) return
    on.onError?.(error, retryMs)
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, retryMs)
    retry.unref()
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
  }

  async function connect(): Promise<void> {
    if (closed) return
    const c = new pg.Client({ connectionString: url, application_name: applicationName })
    c.on('error', (error) => lost(c, error))
    c.on('end', () => lost(c))
    c.on('notification', (n) => {
      if (n.channel === channel) on.onMessage(n.payload ?? '')
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${channel}`)
    } catch (error) {
      lost(c, error)
      return
    }
    if (closed) {
      await c.end().catch(() => {})
      return
    }
    client = c
    retryMs = 500
    if (!first) on.onReset()
    first = false
  }

  // The round trip in flight, and the one the callers that came during it wait for.
  let inFlight: Promise<boolean> | null = null
  let next: Promise<boolean> | null = null
  const roundTrip = (): Promise<boolean> => {
    const c = client
    // Not listening: nothing more can arrive now; the reconnection reloads (onReset).
    const done = c
      ? c.query('select 1').then(
          () => true,
          () => false,
        )
      : Promise.resolve(false)
    inFlight = done.finally(() => {
      inFlight = null
    })
    return inFlight
  }
  const sync = (): Promise<boolean> => {
    if (!inFlight) return roundTrip()
    // The one in flight may have been sent before this caller's write committed: wait for the next.
    next ??= inFlight.then(() => {
      next = null
      return roundTrip()
    })
    return next
  }

  await connect()
  // A first try that failed counts as a break: whatever loads meanwhile is redone once listening.
  first = false
  return {
    sync,
    listening: () => client !== null && !closed,
    notify(payload) {
      const c = client
      if (!c) return Promise.reject(new Error(`not listening on ${channel}`))
      return c.query('select pg_notify($1, $2)', [channel, payload]).then(() => {})
    },
    async close() {
      closed = true
      clearTimeout(retry)
      const c = client
      client = null
      if (c) {
        ended.add(c)
        await c.end().catch(() => {})
      }
    },
  }
}

export async function listenPglite(client: PGlite, channel: string, on: ListenHandlers): Promise<Listener> {
  const stop = await client.listen(channel, (payload) => on.onMessage(payload))
  return { sync: () => Promise.resolve(true), listening: () => true, close: () => stop() }
}
