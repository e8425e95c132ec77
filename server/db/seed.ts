// Demo data, loaded once into a fresh database (a marker in app_meta says it was). The storefront
// issue grows this into a full Persian catalogue; for now it makes the three demo accounts
// (sign in with a one-time code from the server log).
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from './client'
import { appMeta, users } from './schema'

export const DEMO_USERS = [
  { phone: '09120000001', name: 'مدیر راسته', roles: ['customer', 'admin'] },
  { phone: '09120000002', name: 'فروشنده نمونه', roles: ['customer', 'provider'] },
  { phone: '09120000003', name: 'خریدار نمونه', roles: ['customer'] },
]

export async function seedIfEmpty(db: Db, log: FastifyBaseLogger): Promise<void> {
  const claimed = await db
    .insert(appMeta)
    .values({ key: 'demo_seeded', value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning()
  if (claimed.length === 0) return
  await db.insert(users).values(DEMO_USERS).onConflictDoNothing()
  log.info(`Demo accounts: ${DEMO_USERS.map((u) => `${u.phone} (${u.roles.join('+')})`).join(', ')}`)
}
