// Process entry: config from the environment, migrate, seed on first run, listen, and shut
// down gracefully on SIGTERM/SIGINT (in-flight requests finish, the database closes).
import { join } from 'node:path'
import { buildApp } from './app'
import { loadConfig } from './config'
import { seedIfEmpty } from './db/seed'
import { startBanner } from './start-banner'

const config = loadConfig()
const app = await buildApp(config)
if (config.seedDemo) {
  await seedIfEmpty(app.deps.db, app.log, { mediaDir: join(config.dataDir, 'media'), products: config.seedProducts })
}

let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: shutting down`)
    const timer = setTimeout(() => process.exit(1), 10_000)
    timer.unref()
    await app.close()
    process.exit(0)
  })
}

await app.listen({ port: config.port, host: config.host })
app.log.info(startBanner({ port: config.port, database: app.deps.database.kind, demo: config.seedDemo }))
