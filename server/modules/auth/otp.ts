// One-time codes (DESIGN.md security baselines): 6 digits from a CSPRNG, valid 2 minutes, used
// once, bound to the phone and purpose they were requested for (a newer request kills older
// codes), dead after 5 wrong tries. Sends are limited per phone (1 a minute, 5 an hour) and,
// looser because carrier NAT, offices and families share one address, per IP (30 a minute and
// 300 an hour by default, OTP_IP_PER_MINUTE / OTP_IP_PER_HOUR). The counters are the codes
// table itself, so they hold across processes without Redis; counting and inserting run in one
// transaction under advisory locks on the phone and the address, so a burst cannot slip past.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm'
import { toPersianDigits } from '#sdk/rules/digits'
import type { SmsSender } from '../../adapters/sms'
import type { Db } from '../../db/client'
import { otpCodes } from '../../db/schema/index'
import { inTransaction } from '../../db/transaction'
import { HttpError } from '../../lib/http-error'

export const OTP_TTL_SECONDS = 120
export const OTP_MAX_ATTEMPTS = 5
/** The per-phone limits are fixed: one person, one phone. */
export const OTP_SENDS_PER_MINUTE = 1
export const OTP_SENDS_PER_HOUR = 5

export interface OtpIpLimits {
  perMinute: number
  perHour: number
}
export const DEFAULT_OTP_IP_LIMITS: OtpIpLimits = { perMinute: 30, perHour: 300 }

export type OtpPurpose = 'login' | 'register' | 'reset' | 'change_phone'

export interface OtpDeps {
  db: Db
  sms: SmsSender
  secret: string
  /** Per-address send limits (config); the defaults when absent */
  ipLimits?: OtpIpLimits
  log?: { error: (obj: object, msg: string) => void }
}

function hashCode(secret: string, phone: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}|${purpose}|${code}`).digest('base64url')
}

const faDigits = toPersianDigits

/** 429 naming the wait in Persian digits; the same number of seconds in Retry-After. */
export function tooManyCodes(seconds: number): HttpError {
  const wait =
    seconds > 120
      ? `${faDigits(seconds)} ثانیه (حدود ${faDigits(Math.ceil(seconds / 60))} دقیقه)`
      : `${faDigits(seconds)} ثانیه`
  return new HttpError(429, `تعداد درخواست‌های کد تأیید بیش از حد مجاز است؛ لطفا ${wait} دیگر دوباره تلاش کنید`, {
    headers: { 'Retry-After': String(seconds) },
  })
}

interface Window {
  ms: number
  limit: number
}

/**
 * Seconds until a send is allowed for the rows matching `where`, or 0 when it is allowed now.
 * When `limit` sends are inside a window, the wait ends when the limit-th newest leaves it.
 */
async function waitFor(db: Db, where: SQL | undefined, windows: Window[], now: number): Promise<number> {
  let wait = 0
  for (const w of windows) {
    const [row] = await db
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(where, gt(otpCodes.createdAt, new Date(now - w.ms))))
      .orderBy(desc(otpCodes.createdAt))
      .offset(w.limit - 1)
      .limit(1)
    if (row) wait = Math.max(wait, Math.ceil((row.createdAt.getTime() + w.ms - now) / 1000), 1)
  }
  return wait
}

/** One advisory lock per phone and per address, taken in that order (no deadlock between them). */
const lockKey = (kind: 'phone' | 'ip', value: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`otp:${kind}:${value}`}))`

/**
 * Sends a code unless a limit is hit. `deliver` false records the send (so limits and timing
 * are the same) without sending: used when the answer must not reveal whether a phone exists.
 */
export async function requestCode(
  deps: OtpDeps,
  input: { phone: string; purpose: OtpPurpose; ip: string; deliver?: boolean },
): Promise<{ expires_in: number; resend_in: number }> {
  const { db } = deps
  const ipLimits = deps.ipLimits ?? DEFAULT_OTP_IP_LIMITS
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const deliver = input.deliver ?? true
  await inTransaction(db, async (tx) => {
    // Check and count as one step: concurrent requests for the same phone or address queue here.
    await tx.execute(lockKey('phone', input.phone))
    await tx.execute(lockKey('ip', input.ip))
    const now = Date.now()
    const phoneWait = await waitFor(
      tx,
      eq(otpCodes.phone, input.phone),
      [
        { ms: 60_000, limit: OTP_SENDS_PER_MINUTE },
        { ms: 3_600_000, limit: OTP_SENDS_PER_HOUR },
      ],
      now,
    )
    const ipWait = await waitFor(
      tx,
      eq(otpCodes.ip, input.ip),
      [
        { ms: 60_000, limit: ipLimits.perMinute },
        { ms: 3_600_000, limit: ipLimits.perHour },
      ],
      now,
    )
    const wait = Math.max(phoneWait, ipWait)
    if (wait > 0) throw tooManyCodes(wait)
    // A new request supersedes the codes sent before it.
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date(now) })
      .where(and(eq(otpCodes.phone, input.phone), eq(otpCodes.purpose, input.purpose), isNull(otpCodes.consumedAt)))
    await tx.insert(otpCodes).values({
      phone: input.phone,
      purpose: input.purpose,
      codeHash: hashCode(deps.secret, input.phone, input.purpose, code),
      ip: input.ip,
      delivered: deliver ? 1 : 0,
      createdAt: new Date(now),
      expiresAt: new Date(now + OTP_TTL_SECONDS * 1000),
    })
  })
  if (deliver) {
    try {
      await deps.sms.sendCode(input.phone, code, input.purpose)
    } catch (error) {
      deps.log?.error({ err: error }, 'SMS send failed')
      throw new HttpError(503, 'ارسال پیامک با خطا روبه‌رو شد؛ لطفا کمی بعد دوباره تلاش کنید')
    }
  }
  return { expires_in: OTP_TTL_SECONDS, resend_in: 60 }
}

export const CODE_INVALID = 'کد تأیید نادرست است'
export const CODE_EXPIRED = 'کد تأیید منقضی شده است؛ لطفا کد جدید درخواست کنید'
export const CODE_LOCKED = 'تعداد تلاش‌های نادرست بیش از حد مجاز است؛ لطفا کد جدید درخواست کنید'

/** Consumes the code if it is right; otherwise counts a wrong try and throws 400. */
export async function consumeCode(
  deps: OtpDeps,
  input: { phone: string; purpose: OtpPurpose; code: string },
): Promise<void> {
  const { db } = deps
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, input.phone), eq(otpCodes.purpose, input.purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1)
  if (!row || row.consumedAt || row.delivered === 0) throw new HttpError(400, CODE_EXPIRED)
  if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(400, CODE_EXPIRED)
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(400, CODE_LOCKED)

  const expected = Buffer.from(row.codeHash)
  const actual = Buffer.from(hashCode(deps.secret, input.phone, input.purpose, input.code))
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const [after] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ attempts: otpCodes.attempts })
    throw new HttpError(400, after && after.attempts < OTP_MAX_ATTEMPTS ? CODE_INVALID : CODE_LOCKED)
  }
  // Conditional update: of two concurrent right answers only one wins.
  const used = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: otpCodes.id })
  if (used.length === 0) throw new HttpError(400, CODE_EXPIRED)
}

/** Old rows are only needed for the hourly limits; prune what is older than a day. */
export async function pruneCodes(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - 86_400_000)
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, dayAgo))
}
