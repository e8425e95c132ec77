// npm run make-admin -- 09121234567 : gives a phone number the admin role (creating the user if
// needed) on the configured database. Its existing sessions end, so the next sign-in carries it.

import { normalizeMobile } from '#sdk/rules/phone'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { revokeUserSessions } from '../modules/auth/tokens'
import { addRole, findOrCreate } from '../modules/auth/users'

const input = process.argv[2]
const phone = input ? normalizeMobile(input) : null
if (!phone) {
  console.error('Usage: npm run make-admin -- 09xxxxxxxxx')
  process.exit(2)
}
const config = loadConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` })
await database.migrate()
const { user } = await findOrCreate(database.db, phone)
const updated = await addRole(database.db, user.id, 'admin')
await revokeUserSessions(database.db, user.id, 'role_changed')
await database.close()
console.log(`${phone} is now: ${updated.roles.join(', ')}`)
