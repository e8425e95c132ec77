// Cross-process cache invalidation on PostgreSQL. Each server process keeps one connection of its
// own that LISTENs on a channel; a change made in this process (server/db/caches.ts) is
// sent there with NOTIFY and the other processes empty the same caches, so a price changed through
// one process is not served old by another. A change made through a transaction is NOTIFYd inside
// it: PostgreSQL delivers it when the transaction commits (to this process too, which empties its
// caches once more, after the commit), and never if it rolls back. NOTIFY reaches the listeners
// of the same database that are connected at that moment: after a lost connection this process
// empties all its caches once reconnected, since it may have missed changes meanwhile. The
// connection, its reconnection and back-off are listen.ts's; its changes are sent over it too.
// PGlite runs in one process and needs none of this (see app.ts).
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger } from 'fastify'
import { applyRemoteChange, type ChangeScope, onCacheChange } from './caches'
import { listenPostgres, type PostgresListener } from './listen'

export const CACHE_CHANNEL = 'rasteh_cache'

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
  let listener: PostgresListener | undefined
  // Changes not sent yet: several in one tick (a batch of writes) go as one message.
  const pending = new Set<ChangeScope>()
  let scheduled = false

  function flush(): void {
    scheduled = false
    if (!listener?.listening() || pending.size === 0) return // sent once the channel is back (reset flushes)
    const scope: ChangeScope = pending.has('categories') ? 'categories' : 'catalog'
    pending.clear()
    listener.notify(JSON.stringify({ from: me, scope })).catch(() => {
      // The connection broke (the listener reconnects); the change goes out after it.
      pending.add(scope)
    })
  }

  // Whatever the others changed while this process was not listening is unknown: start afresh.
  function reset(): void {
    applyRemoteChange('categories')
    flush()
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

  const bus = await listenPostgres(
    databaseUrl,
    CACHE_CHANNEL,
    {
      onMessage(payload) {
        const message = parse(payload)
        if (message && message.from !== me) applyRemoteChange(message.scope)
      },
      onReset: reset,
      onError: (error, retryInMs) =>
        log.warn({ err: error }, `cache channel: connection lost, retrying in ${retryInMs} ms`),
    },
    'rasteh-cache-channel',
  )
  listener = bus
  // The first connection is a start afresh too (onReset follows only later ones).
  if (bus.listening()) reset()
  return {
    listening: () => bus.listening(),
    async close() {
      unsubscribe()
      await bus.close()
    },
  }
}
