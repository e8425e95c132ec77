// The demo catalogue in a bench's own PostgreSQL database: created when missing, migrated, and
// seeded once (about two minutes for 100,000 products); later runs reuse it. Shared by the
// catalogue, seller and discount benches.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../../server/db/client'
import { appMeta, users } from '../../server/db/schema'
import { rowsOf } from '../../server/seed/catalog/bulk'
import { DEMO_USERS } from '../../server/seed/data/users'
import { seedCatalog } from '../../server/seed/seed-catalog'

export interface BenchDatabase {
  name: string
  url: string
  adminUrl: string
}

/** `fresh` drops the database first; a database holding another number of products is refused. */
export async function ensureCatalogDatabase(bench: BenchDatabase, products: number, fresh: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: bench.adminUrl })
  await admin.connect()
  if (fresh) await admin.query(`DROP DATABASE IF EXISTS ${bench.name} WITH (FORCE)`)
  const exists = await admin.query('select 1 from pg_database where datname = $1', [bench.name])
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${bench.name}`)
  await admin.end()

  const database = await openDatabase({ databaseUrl: bench.url, poolSize: 4 })
  try {
    await database.migrate()
    const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from products`))
    if (n === products) {
      console.log(`Reusing ${bench.name} with ${n.toLocaleString('en')} products (--fresh to reseed).`)
      return
    }
    if (n > 0) throw new Error(`${bench.name} has ${n} products; run with --fresh`)
    const started = Date.now()
    console.log(`Seeding ${products.toLocaleString('en')} products into ${bench.name} …`)
    await database.db.insert(users).values(DEMO_USERS).onConflictDoNothing()
    await seedCatalog(database.db, { products, batchSize: 2000, mediaDir: null, log: console.log })
    await database.db
      .insert(appMeta)
      .values({ key: 'demo_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await database.close()
  }
}
