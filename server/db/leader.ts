// Periodic jobs (the sweeper) run in one process at a time: the process whose own connection holds
// a PostgreSQL advisory lock leads. The lock lives as long as that connection, so when the leader
// dies, stops or loses its connection, the lock is released and another process takes it on its
// next try. PGlite runs in one process, which always leads (see app.ts).
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'

/** The advisory lock key of the periodic jobs ('rast' in ASCII). */
export const JOBS_LOCK_KEY = 0x72617374

export interface Leadership {
  /** Whether this process leads now; tries to take the lead when it does not. */
  lead(): Promise<boolean>
  close(): Promise<void>
}

export function leadership(databaseUrl: string, log: FastifyBaseLogger, key = JOBS_LOCK_KEY): Leadership {
  let client: pg.Client | null = null
  let held = false
  let closed = false

  function lost(c: pg.Client): void {
    if (client !== c) return
    client = null
    if (held) log.warn('periodic jobs: lost the lead (connection closed)')
    held = false
    c.end().catch(() => {})
  }

  return {
    async lead() {
      if (closed) return false
      if (held && client) return true
      try {
        if (!client) {
          const c = new pg.Client({ connectionString: databaseUrl, application_name: 'rasteh-jobs-lock' })
          c.on('error', () => lost(c))
          c.on('end', () => lost(c))
          client = c
          await c.connect()
        }
        const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key])
        held = rows[0]?.ok === true
        if (held) log.info('periodic jobs: this process leads')
        return held
      } catch {
        if (client) lost(client)
        return false
      }
    },
    async close() {
      closed = true
      const c = client
      client = null
      held = false
      // Closing the connection releases the lock.
      if (c) await c.end().catch(() => {})
    },
  }
}
