// The database: PostgreSQL when a URL is given, otherwise PGlite (Postgres in WASM) kept in a
// folder. Both get the same Drizzle schema and the same migrations, pg_trgm included.
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { type Listener, type ListenHandlers, listenPglite, listenPostgres } from './listen'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
  /** LISTENs on a channel (listen.ts): for in-process state that must follow other processes' writes. */
  listen(channel: string, on: ListenHandlers): Promise<Listener>
  /**
   * A Db on `size` connections of its own, for a background worker that runs the same few
   * statements several times a second: they are parsed, their functions and key checks cached,
   * and planned once on its connection, instead of once on each of the request pool's connections
   * it happens to get while requests hold the others (decision 045). Closed with the database.
   * The connections are named `rasteh-<name>` (pg_stat_activity's application_name), as the
   * listeners' are. PGlite has one connection: its Db.
   */
  ownConnections(name: string, size: number): Db
}

// Money is bigint (migration 0005): node-postgres reads int8 as a number, as PGlite does (exact
// below 2^53, far above any amount). Drizzle's raw queries use this global registry too.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value))
// …and int8 arrays (array_agg of prices) the same way, with the int4[] parser (1016 is int8[]).
pg.types.setTypeParser(1016 as never, pg.types.getTypeParser(1007 as never))

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

export interface DatabaseOptions {
  databaseUrl?: string
  /** Folder for PGlite's files; 'memory://' keeps it in memory (tests) */
  dataDir?: string
  poolSize?: number
  /** A PGlite data folder dumped by dumpDataDir() to start from instead of an empty database
   * (the tests load one migrated image per run instead of migrating every file's database) */
  image?: Blob
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const url = options.databaseUrl
    const pools: pg.Pool[] = []
    const dbOnPool = (max: number, name?: string): Db => {
      const pool = postgresPool(url, max, name)
      pools.push(pool)
      const db: Db = drizzlePg(pool, { schema })
      releaseAlways(db, pool)
      return db
    }
    const db = dbOnPool(options.poolSize ?? 20)
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: async () => {
        await Promise.all(pools.map((pool) => pool.end()))
      },
      listen: (channel, on) => listenPostgres(url, channel, on),
      ownConnections: (name, size) => dbOnPool(size, `rasteh-${name}`),
    }
  }
  const dir = options.dataDir ?? 'memory://'
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true })
  return pgliteDatabase(await PGlite.create(dir, { extensions: { pg_trgm, btree_gin }, loadDataDir: options.image }))
}

function postgresPool(connectionString: string, max: number, applicationName?: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: applicationName,
    // A database that does not answer fails the request (503) instead of holding it forever.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    // No JIT compilation: the server's statements are short, and PostgreSQL compiles a statement
    // whenever its cost estimate is high, however fast it then runs (a bulk price change's
    // summary refresh over 10,000 products spent 2.8 s compiling before it ran).
    options: '-c jit=off',
  })
  // A connection the server closes (a restart, a failover, pg_terminate_backend) emits 'error':
  // on the pool while idle, and on the client itself while a request holds it between two
  // queries. Without a listener either would end the process. The query that was running gets
  // the error itself (and its request a 503, see connection-errors.ts); the broken client is
  // dropped when released, and the pool opens a new one for the next query.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

/**
 * The Database over an open PGlite instance. Each call makes a Drizzle instance of its own, and
 * with it caches of its own (they are kept per Drizzle instance): the tests hand one PGlite,
 * reset to its image, to file after file.
 */
export function pgliteDatabase(client: PGlite, close: () => Promise<void> = () => client.close()): Database {
  const db: Db = drizzlePglite(client, { schema })
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close,
    listen: (channel, on) => listenPglite(client, channel, on),
    ownConnections: () => db,
  }
}

/**
 * Every transaction gives its connection back to the pool. Drizzle's transaction() on a pool
 * checks a client out, sends BEGIN and only then enters the try whose `finally` releases it: a
 * BEGIN on a connection that died after checkout (a failover, pg_terminate_backend) kept the
 * client out for good, and once the pool's 20 were lost so, every request answered 503 until a
 * restart (the failover test caught it). Here the client is checked out and released around
 * Drizzle's transaction on that one client; pg-pool drops a broken client when it comes back.
 */
function releaseAlways(db: Db, pool: pg.Pool): void {
  // One Drizzle instance per pooled connection, made on its first transaction (making one reads
  // the whole schema: ~0.2 ms).
  const onClient = new WeakMap<pg.PoolClient, Db>()
  const drizzleOn = (client: pg.PoolClient) => {
    const found = onClient.get(client)
    if (found) return found
    const made: Db = drizzlePg(client, { schema })
    onClient.set(client, made)
    return made
  }
  db.transaction = (async (run: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
    const client = await pool.connect()
    try {
      return await drizzleOn(client).transaction(run, config)
    } finally {
      client.release()
    }
  }) as Db['transaction']
}
