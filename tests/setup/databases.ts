// Each test file's database, cloned from an image made once per run instead of being created and
// migrated again: a PGlite data folder dumped to a file (loaded per file), and on PostgreSQL a
// template database (`CREATE DATABASE … TEMPLATE` per file). A seeded image is the migrated one
// plus the demo catalogue of a given size (without images: the run shares one image pool).
// A file gets its own copy, so no test ever sees another file's rows.
import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { type Database, openDatabase, pgliteDatabase } from '../../server/db/client'
import { seedCatalog } from '../../server/seed/seed-catalog'
import { baseline, giveBack, lend, takeSpare } from './pglite-spares'
import { buildOnce } from './run-dir'

export type DbKind = 'pglite' | 'postgres'

/** The demo catalogue a file starts from (seedCatalog with these options, no images). */
export interface Seed {
  products: number
}

export interface TestDatabase {
  database: Database
  /** Closes the database and drops the copy (PostgreSQL). */
  close(): Promise<void>
}

const imageName = (seed?: Seed) => (seed ? `seed-${seed.products}` : 'migrated')

async function prepare(database: Database, seed?: Seed): Promise<void> {
  if (seed) await seedCatalog(database.db, { products: seed.products, mediaDir: null })
  else await database.migrate()
}

/** The dumped PGlite data folder for `seed` (or just migrated), made the first time it is asked for. */
function pgliteImage(seed?: Seed): Promise<string> {
  return buildOnce(`pglite-${imageName(seed)}.tar`, async (path) => {
    const database = seed
      ? await openDatabase({ image: await loadImage(await pgliteImage()) })
      : await openDatabase({ dataDir: 'memory://' })
    try {
      await prepare(database, seed)
      const client = pgliteClientOf(database)
      const dump = await client.dumpDataDir('none')
      writeFileSync(path, Buffer.from(await dump.arrayBuffer()))
    } finally {
      await database.close()
    }
  })
}

const loadImage = async (path: string) => new Blob([readFileSync(path)])

/** The PGlite instance under a database openDatabase() opened without a URL. */
const pgliteClientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client

/** A PGlite instance loaded from the image, its baseline taken for the resets to come. */
async function loadPglite(seed?: Seed): Promise<PGlite> {
  const database = await openDatabase({ image: await loadImage(await pgliteImage(seed)) })
  const client = pgliteClientOf(database)
  await baseline(client)
  return client
}

// --- PostgreSQL -------------------------------------------------------------------------------

const adminUrl = () => process.env.TEST_DATABASE_URL as string

function urlOf(name: string): string {
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return url.toString()
}

async function onAdmin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() })
  await c.connect()
  try {
    return await run(c)
  } finally {
    await c.end()
  }
}

/** The run's id in database names, so the global teardown drops exactly this run's templates. */
const runTag = () => (process.env.RASTEH_TEST_RUN_ID ?? `p${process.pid}`).toLowerCase()

/**
 * The template database for `seed` (or just migrated), made once per run: one file builds it under
 * an advisory lock while the others wait on the lock, then find it made.
 */
async function postgresTemplate(seed?: Seed): Promise<string> {
  const name = `rasteh_tpl_${runTag()}_${imageName(seed).replace(/\W/g, '_')}`
  await onAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name])
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount) return
      const base = seed ? await postgresTemplate() : null
      await admin.query(`CREATE DATABASE ${name}${base ? ` TEMPLATE ${base}` : ''}`)
      const database = await openDatabase({ databaseUrl: urlOf(name), poolSize: 4 })
      try {
        await prepare(database, seed)
      } catch (err) {
        await database.close()
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        throw err
      }
      await database.close() // a template takes no connections while it is copied
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name])
    }
  })
  return name
}

/**
 * The run's connections on PostgreSQL (max_connections 100, 3 reserved) are shared by two files side
 * by side. Each app or server process holds its pool and about four connections of its own (the
 * listeners and the jobs lock). A file's pool holds at most 30, so a file about 35; processes.test.ts,
 * the heaviest, about 52: 10 of its own and 10 + 4 for each server process it runs at once (two,
 * then one of them and a cluster of two). 35 + 52 and the admin connections stay under 97; at 60 a
 * file and 20 a process, two busy files ran out (53300 too_many_connections).
 */
export const FILE_POOL = 30
/** DATABASE_POOL_SIZE of a server process a test spawns on PostgreSQL (see FILE_POOL). */
export const PROCESS_POOL = '10'

/** A database of this file's own, migrated (and seeded when asked), on PGlite or PostgreSQL. */
export async function openTestDatabase(kind: DbKind, seed?: Seed): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const image = imageName(seed)
    const instance = takeSpare(image) ?? (await loadPglite(seed))
    const lent = lend(instance)
    return {
      database: pgliteDatabase(lent.client, async () => {}),
      async close() {
        lent.revoke()
        await giveBack(image, instance)
      },
    }
  }
  const template = await postgresTemplate(seed)
  const name = `rasteh_test_${runTag()}_${randomBytes(5).toString('hex')}`
  await onAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  const database = await openDatabase({ databaseUrl: urlOf(name), poolSize: FILE_POOL })
  return {
    database,
    async close() {
      await database.close()
      await onAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

/** Drops what this run left on PostgreSQL: its templates and any copy a crashed file left behind. */
export async function dropRunDatabases(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return
  await onAdmin(async (admin) => {
    const tag = runTag()
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'rasteh\\_tpl\\_' || $1 || '\\_%' or datname like 'rasteh\\_test\\_' || $1 || '\\_%'`,
      [tag],
    )
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  })
}

/**
 * For a describe block on PostgreSQL: the server's own Database on a pool of one connection (so a
 * test knows which connection a statement runs on), opened before the block and closed after it.
 */
export function oneConnectionDatabase(url: string | undefined): { database: () => Database; pool: () => pg.Pool } {
  let database: Database | undefined
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: url, poolSize: 1 })
  })
  afterAll(async () => {
    await database?.close()
  })
  const opened = () => {
    if (!database) throw new Error('oneConnectionDatabase: used outside its describe block')
    return database
  }
  return { database: opened, pool: () => (opened().db as unknown as { $client: pg.Pool }).$client }
}
