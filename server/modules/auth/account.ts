// The account writes and reads behind the auth handlers: password sign-in with its lockout,
// profile changes and password hashes (handlers hold no SQL).
import { and, count, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { loginFailures, users } from '../../db/schema/index'
import { HttpError } from '../../lib/http-error'
import { verifyPassword } from './passwords'
import { findByPhone, type UserRow } from './users'

const LOGIN_FAILED = 'شماره موبایل یا رمز عبور نادرست است'
const PASSWORD_LOCKOUT = 5
const LOCKOUT_WINDOW_MS = 15 * 60_000

/** The user of a phone and password; five failures in 15 minutes lock the phone out (429). */
export async function passwordSignIn(db: Db, phone: string, password: string): Promise<UserRow> {
  const windowStart = new Date(Date.now() - LOCKOUT_WINDOW_MS)
  const [failures] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.phone, phone), gt(loginFailures.createdAt, windowStart)))
  if (failures.n >= PASSWORD_LOCKOUT) {
    throw new HttpError(429, 'تلاش‌های ناموفق زیاد بود؛ ۱۵ دقیقه دیگر دوباره تلاش کنید یا با کد یکبارمصرف وارد شوید', {
      headers: { 'Retry-After': '900' },
    })
  }
  const user = await findByPhone(db, phone)
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    await db.insert(loginFailures).values({ phone })
    throw new HttpError(400, LOGIN_FAILED)
  }
  return user
}

export async function findById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export type UserChanges = Partial<Pick<typeof users.$inferInsert, 'name' | 'phone' | 'passwordHash'>>

/** Applies the changes (and stamps updatedAt); the updated row. */
export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return row
}
