// One-time codes (DESIGN.md security baselines): 6 digits from a CSPRNG, valid 2 minutes, used
// once, bound to the phone and purpose they were requested for (a newer request kills older
// codes), dead after 5 wrong tries; at most 1 send a minute and 5 an hour per phone and per IP.
// The send counters live in the database, so they hold across processes without Redis.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { SmsSender } from '../../adapters/sms'
import type { Db } from '../../db/client'
import { otpCodes } from '../../db/schema/index'
import { HttpError } from '../../lib/http-error'

export const OTP_TTL_SECONDS = 120
export const OTP_MAX_ATTEMPTS = 5
export const OTP_SENDS_PER_MINUTE = 1
export const OTP_SENDS_PER_HOUR = 5

export type OtpPurpose = 'login' | 'register' | 'reset' | 'change_phone'

export interface OtpDeps {
  db: Db
  sms: SmsSender
  secret: string
  log?: { error: (obj: object, msg: string) => void }
}

function hashCode(secret: string, phone: string, purpose: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}|${purpose}|${code}`).digest('base64url')
}

const tooMany = (seconds: number) =>
  new HttpError(429, 'تعداد درخواست‌های کد تأیید بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید', {
    headers: { 'Retry-After': String(seconds) },
  })

/**
 * Sends a code unless a limit is hit. `deliver` false records the send (so limits and timing
 * are the same) without sending: used when the answer must not reveal whether a phone exists.
 */
export async function requestCode(
  deps: OtpDeps,
  input: { phone: string; purpose: OtpPurpose; ip: string; deliver?: boolean },
): Promise<{ expires_in: number; resend_in: number }> {
  const { db } = deps
  const now = Date.now()
  const minuteAgo = new Date(now - 60_000)
  const hourAgo = new Date(now - 3_600_000)
  const [byPhone] = await db
    .select({
      minute: sql<number>`count(*) filter (where ${otpCodes.createdAt} > ${minuteAgo})`.mapWith(Number),
      hour: count(),
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, input.phone), gt(otpCodes.createdAt, hourAgo)))
  const [byIp] = await db
    .select({
      minute: sql<number>`count(*) filter (where ${otpCodes.createdAt} > ${minuteAgo})`.mapWith(Number),
      hour: count(),
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.ip, input.ip), gt(otpCodes.createdAt, hourAgo)))
  if (byPhone.hour >= OTP_SENDS_PER_HOUR || byIp.hour >= OTP_SENDS_PER_HOUR) throw tooMany(3600)
  if (byPhone.minute >= OTP_SENDS_PER_MINUTE || byIp.minute >= OTP_SENDS_PER_MINUTE) throw tooMany(60)

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const deliver = input.deliver ?? true
  await db.transaction(async (tx) => {
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
  await db.delete(otpCodes).where(or(lt(otpCodes.createdAt, dayAgo)))
}
