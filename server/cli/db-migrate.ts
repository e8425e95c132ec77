// npm run db:migrate: applies the migrations to DATABASE_URL or the embedded database.
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'

const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` })
await database.migrate()
await database.close()
console.log(`Migrated the ${database.kind} database.`)
