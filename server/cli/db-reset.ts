// npm run db:reset: deletes the embedded PGlite database (never touches DATABASE_URL).
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { loadConfig } from '../config'

const config = loadConfig()
const dir = join(config.dataDir, 'pglite')
rmSync(dir, { recursive: true, force: true })
console.log(`Removed ${dir}; the next start migrates and seeds a fresh database.`)
