// Users as the auth calls need them.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/index'
import type { AuthUser } from './tokens'

export type UserRow = typeof users.$inferSelect

export async function findByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
  return row
}

/** The user of a phone, created as a customer on first sign-in (racing sign-ins get the same row). */
export async function findOrCreate(db: Db, phone: string, name?: string): Promise<{ user: UserRow; created: boolean }> {
  const inserted = await db
    .insert(users)
    .values({ phone, name: name?.trim() || null })
    .onConflictDoNothing({ target: users.phone })
    .returning()
  if (inserted[0]) return { user: inserted[0], created: true }
  const existing = await findByPhone(db, phone)
  if (!existing) throw new Error('user vanished after conflict')
  return { user: existing, created: false }
}

export async function addRole(db: Db, userId: number, role: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      roles: sql`(select array_agg(distinct r order by r) from unnest(array_append(${users.roles}, ${role}::text)) r)`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning()
  return row
}

export function profileOf(u: UserRow | AuthUser) {
  const hasPassword = 'passwordHash' in u ? !!u.passwordHash : u.hasPassword
  const order = ['customer', 'provider', 'admin']
  return {
    id: u.id,
    name: u.name,
    phone: u.phone,
    roles: [...u.roles].sort((a, b) => order.indexOf(a) - order.indexOf(b)) as ('customer' | 'provider' | 'admin')[],
    has_password: hasPassword,
    created_at: u.createdAt.toISOString(),
  }
}
