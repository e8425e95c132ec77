// npm run seed -- [--products N] [--reset] [--database-url URL]: loads the deterministic demo
// marketplace into PostgreSQL or the embedded database, with progress lines for big catalogues.
// Stop the server first when seeding the embedded database (PGlite allows one process).
import { join } from 'node:path'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { appMeta, users } from '../server/db/schema'
import { describeSeed, hasCatalogue } from '../server/db/seed'
import { parseSeedArgs, SEED_USAGE } from '../server/seed/cli-args'
import { DEMO_USERS } from '../server/seed/data/users'
import { resetCatalogue } from '../server/seed/reset'
import { seedCatalog } from '../server/seed/seed-catalog'

let args: ReturnType<typeof parseSeedArgs>
try {
  args = parseSeedArgs(process.argv.slice(2))
} catch (e) {
  console.error(`${(e as Error).message}\n\n${SEED_USAGE}`)
  process.exit(2)
}
if (args.help) {
  console.log(SEED_USAGE)
  process.exit(0)
}

const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET ?? 'unused-by-the-seed' })
const databaseUrl = args.databaseUrl ?? config.databaseUrl
const database = await openDatabase({ databaseUrl, dataDir: join(config.dataDir, 'pglite'), poolSize: 4 })
const where = databaseUrl ? new URL(databaseUrl).pathname.slice(1) || databaseUrl : join(config.dataDir, 'pglite')
try {
  const started = Date.now()
  await database.migrate()
  const { db } = database
  if (args.reset) {
    await resetCatalogue(db)
    console.log('Emptied the catalogue tables.')
  } else if (await hasCatalogue(db)) {
    console.error(`The ${database.kind} database ${where} already has a catalogue; add --reset to replace it.`)
    process.exitCode = 1
  }
  if (process.exitCode !== 1) {
    console.log(`Seeding ${args.products.toLocaleString('en')} products into ${database.kind} ${where} …`)
    await db.insert(users).values(DEMO_USERS).onConflictDoNothing()
    const report = await seedCatalog(db, {
      products: args.products,
      seed: args.seed,
      batchSize: args.batchSize ?? (database.kind === 'postgres' ? 2000 : 500),
      mediaDir: join(config.dataDir, 'media'),
      log: (line) => console.log(line),
    })
    // The server must not seed this database again on its next start.
    await db
      .insert(appMeta)
      .values({ key: 'demo_seeded', value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: new Date().toISOString() } })
    console.log(describeSeed(report))
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s (migrations included).`)
  }
} finally {
  await database.close()
}
