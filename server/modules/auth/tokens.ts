// Sessions and tokens. Access tokens are short-lived HS256 JWTs (algorithm allowlist; exp, aud,
// iss and typ checked) naming their session; refresh tokens are opaque, stored hashed, rotate on
// every use, and reusing a rotated one revokes its whole session (token family).
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { jwtVerify, SignJWT } from 'jose'
import type { Db } from '../../db/client'
import { freshRows, rowMemory } from '../../db/rows-channel'
import { refreshTokens, sessions, users } from '../../db/schema/index'
import { inTransaction } from '../../db/transaction'
import { unauthorized } from '../../lib/http-error'
import { TtlLru } from '../../lib/lru'

const ISSUER = 'rasteh'
const AUDIENCE = 'rasteh-api'

export interface TokenDeps {
  db: Db
  secret: string
  accessTtl: number
  refreshTtl: number
}

export interface IssuedTokens {
  access_token: string
  refresh_token: string
  token_type: 'bearer'
  expires_in: number
}

const key = (secret: string) => new TextEncoder().encode(secret)
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export async function signAccess(deps: TokenDeps, userId: number, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${deps.accessTtl}s`)
    .setJti(randomUUID())
    .sign(key(deps.secret))
}

async function newRefresh(deps: TokenDeps, db: Db, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + deps.refreshTtl * 1000),
  })
  return token
}

export async function startSession(deps: TokenDeps, userId: number, userAgent?: string): Promise<IssuedTokens> {
  const sessionId = randomUUID()
  return inTransaction(deps.db, async (tx) => {
    await tx.insert(sessions).values({ id: sessionId, userId, userAgent: userAgent?.slice(0, 300) })
    const refresh_token = await newRefresh(deps, tx, sessionId)
    const access_token = await signAccess(deps, userId, sessionId)
    return { access_token, refresh_token, token_type: 'bearer' as const, expires_in: deps.accessTtl }
  })
}

/** Rotates a refresh token. Reuse of an already-rotated token revokes the session. */
export async function rotate(deps: TokenDeps, token: string): Promise<IssuedTokens & { userId: number }> {
  const { db } = deps
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1)
  if (!row || row.session.revokedAt) throw unauthorized()
  if (row.token.usedAt) {
    await revokeSession(db, row.session.id, 'refresh_token_reuse')
    throw unauthorized()
  }
  if (row.token.expiresAt.getTime() <= Date.now()) throw unauthorized()
  const issued = await inTransaction(db, async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.token.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id })
    // Lost a race with another use of the same token: that is reuse too. Nothing was written
    // here, so the transaction ends cleanly and the revocation below is not rolled back with it.
    if (claimed.length === 0) return null
    const refresh_token = await newRefresh(deps, tx, row.session.id)
    const access_token = await signAccess(deps, row.session.userId, row.session.id)
    return {
      access_token,
      refresh_token,
      token_type: 'bearer' as const,
      expires_in: deps.accessTtl,
      userId: row.session.userId,
    }
  })
  if (!issued) {
    // Committed on its own before the 401 goes out (decision 012: no grace window).
    await revokeSession(db, row.session.id, 'refresh_token_reuse')
    throw unauthorized()
  }
  return issued
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Ends every session of a user, except optionally the one making the call. */
export async function revokeUserSessions(db: Db, userId: number, reason: string, keep?: string): Promise<void> {
  const where = keep
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keep))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt))
  await db.update(sessions).set({ revokedAt: new Date(), revokedReason: reason }).where(where)
}

/** The session a refresh token belongs to, or null (logout tolerates unknown tokens). */
export async function sessionOfRefresh(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1)
  return row?.sessionId ?? null
}

export interface AuthUser {
  id: number
  phone: string
  name: string | null
  roles: string[]
  hasPassword: boolean
  createdAt: Date
  sessionId: string
}

interface Claims {
  sub?: string
  sid?: unknown
  /** seconds since the epoch */
  exp?: number
}

// A token's signature and claims verified once, per signing secret: the same token string always
// verifies the same way, and jose's HMAC through WebCrypto (a job on libuv's pool per call) was 8 %
// of a signed-in seller list's CPU under load (docs/benchmarks-history.md). Only the expiry is checked
// again on each use; the session's revocation is read from the database on every request as before.
const verifiedTokens = new Map<string, TtlLru<Claims>>()

async function verifiedClaims(secret: string, token: string): Promise<Claims> {
  let cache = verifiedTokens.get(secret)
  if (!cache) {
    cache = new TtlLru<Claims>(10_000, 10 * 60_000)
    verifiedTokens.set(secret, cache)
  }
  const claims = await cache.get(token, async () => {
    const { payload, protectedHeader } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: 'JWT',
      requiredClaims: ['exp', 'sub', 'sid'],
    })
    if (protectedHeader.alg !== 'HS256') throw new Error('alg')
    return { sub: payload.sub, sid: payload.sid, exp: payload.exp }
  })
  // jose allows no clock tolerance here either.
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now() / 1000) {
    cache.delete(token)
    throw new Error('expired')
  }
  return claims
}

/** Verifies an access token and loads its user, refusing revoked sessions. */
export async function authenticate(deps: TokenDeps, token: string, request?: object): Promise<AuthUser> {
  let sub: string | undefined
  let sid: unknown
  try {
    const claims = await verifiedClaims(deps.secret, token)
    sub = claims.sub
    sid = claims.sid
  } catch {
    throw unauthorized()
  }
  if (typeof sid !== 'string' || !sub || !/^\d+$/.test(sub)) throw unauthorized()
  const userId = Number(sub)
  const db = deps.db
  // The session and its user from memory, as fresh as a read (decision 026); else one join.
  const fresh = await freshRows(db, request)
  let row: { user: UserRow; revokedAt: Date | null } | undefined
  if (fresh) {
    // Both at once (two connections): a session's first request finds neither in memory. The
    // token's signature vouches for its user id; a session of another user is refused below.
    const [session, kept] = await Promise.all([
      keptSessions(db).get(sid, true, () => sessionRow(db, sid as string)),
      keptUsers(db).get(sub, true, () => userRow(db, userId)),
    ])
    if (!session) keptSessions(db).forget(sid)
    if (!kept) keptUsers(db).forget(sub)
    const user = session && session.userId === userId ? kept : null
    row = session && user ? { user, revokedAt: session.revokedAt } : undefined
  } else {
    ;[row] = await db
      .select({ user: users, revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sid), eq(users.id, userId)))
      .limit(1)
  }
  if (!row || row.revokedAt) throw unauthorized()
  const u = row.user
  return {
    id: u.id,
    phone: u.phone,
    name: u.name,
    roles: u.roles,
    hasPassword: !!u.passwordHash,
    createdAt: u.createdAt,
    sessionId: sid,
  }
}

type UserRow = typeof users.$inferSelect
const keptSessions = (db: Db) =>
  rowMemory<{ userId: number; revokedAt: Date | null } | null>(db, 'sessions', 'a', 20_000, 10 * 60_000)
const keptUsers = (db: Db) => rowMemory<UserRow | null>(db, 'users', 'u', 20_000, 10 * 60_000)

async function sessionRow(db: Db, id: string) {
  const [row] = await db
    .select({ userId: sessions.userId, revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1)
  return row ?? null
}

async function userRow(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row ?? null
}
