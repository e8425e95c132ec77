// Cross-process cache invalidation on PostgreSQL. Each server process keeps one connection of its
// own that LISTENs on a channel; a change made in this process (server/db/caches.ts) is
// sent there with NOTIFY and the other processes empty the same caches, so a price changed through
// one process is not served old by another. A change made through a transaction is NOTIFYd inside
// it: PostgreSQL delivers it when the transaction commits (to this process too, which empties its
// caches once more, after the commit), and never if it rolls back. NOTIFY reaches the listeners
// of the same database that are connected at that moment: after a lost connection this process
// empties all its caches once reconnected, since it may have missed changes meanwhile. PGlite runs
// in one process and needs none of this (see app.ts).
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { applyRemoteChange, type ChangeScope, onCacheChange } from './caches'

export const CACHE_CHANNEL = 'rasteh_cache'
const MAX_RETRY_MS = 10_000

export interface CacheBus {
  /** True while this process listens (and so hears the others' changes). */
  listening(): boolean
  close(): Promise<void>
}

interface Message {
  /** The sending process, which ignores its own message; absent when sent at a commit. */
  from?: string
  scope: ChangeScope
}

function parse(payload: string): Message | null {
  try {
    const m = JSON.parse(payload) as Message
    return m.scope === 'catalog' || m.scope === 'categories' ? m : null
  } catch {
    return null
  }
}

/** Joins the database's cache channel; resolves once listening (or after the first failed try). */
export async function startCacheBus(databaseUrl: string, log: FastifyBaseLogger): Promise<CacheBus> {
  const me = randomUUID()
  let client: pg.Client | null = null
  let closed = false
  let retry: NodeJS.Timeout | undefined
  let retryMs = 500
  // Changes not sent yet: several in one tick (a batch of writes) go as one message.
  const pending = new Set<ChangeScope>()
  let scheduled = false
  // Connections already given up ('error' and 'end' both come for one break).
  const ended = new WeakSet<pg.Client>()

  function lost(c: pg.Client, error?: unknown): void {
    if (ended.has(c)) return
    ended.add(c)
    if (client === c) client = null
    c.end().catch(() => {})
    if (closed || retry) return
    log.warn({ err: error }, `cache channel: connection lost, retrying in ${retryMs} ms`)
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, retryMs)
    retry.unref()
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
  }

  async function connect(): Promise<void> {
    if (closed) return
    const c = new pg.Client({ connectionString: databaseUrl, application_name: 'rasteh-cache-channel' })
    c.on('error', (error) => lost(c, error))
    c.on('end', () => lost(c))
    c.on('notification', (n) => {
      const message = n.channel === CACHE_CHANNEL && n.payload ? parse(n.payload) : null
      if (message && message.from !== me) applyRemoteChange(message.scope)
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${CACHE_CHANNEL}`)
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
    // Whatever the others changed while this process was not listening is unknown: start afresh.
    applyRemoteChange('categories')
    flush()
  }

  function flush(): void {
    scheduled = false
    const c = client
    if (!c || pending.size === 0) return // sent once the channel is back (connect flushes)
    const scope: ChangeScope = pending.has('categories') ? 'categories' : 'catalog'
    pending.clear()
    c.query('select pg_notify($1, $2)', [CACHE_CHANNEL, JSON.stringify({ from: me, scope })]).catch(() => {
      // The connection broke ('error' reconnects); the change goes out after it.
      pending.add(scope)
    })
  }

  const unsubscribe = onCacheChange(async (scope, db) => {
    if (db instanceof PgTransaction) {
      await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify({ scope })})`)
      return
    }
    pending.add(scope)
    if (!scheduled) {
      scheduled = true
      setImmediate(flush)
    }
  })

  await connect()
  return {
    listening: () => client !== null,
    async close() {
      closed = true
      unsubscribe()
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
