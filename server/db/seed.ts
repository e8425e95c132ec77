// Demo data for a fresh embedded database. The storefront issue grows this into a full Persian
// catalogue; for now it makes the three demo accounts (sign in with a one-time code from the log).
import { count } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from './client'
import { users } from './schema'

export const DEMO_USERS = [
  { phone: '09120000001', name: 'مدیر راسته', roles: ['customer', 'admin'] },
  { phone: '09120000002', name: 'فروشنده نمونه', roles: ['customer', 'provider'] },
  { phone: '09120000003', name: 'خریدار نمونه', roles: ['customer'] },
]

export async function seedIfEmpty(db: Db, log: FastifyBaseLogger): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(users)
  if (n > 0) return
  await db.insert(users).values(DEMO_USERS).onConflictDoNothing()
  log.info(`Demo accounts: ${DEMO_USERS.map((u) => `${u.phone} (${u.roles.join('+')})`).join(', ')}`)
}
