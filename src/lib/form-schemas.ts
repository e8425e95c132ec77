import * as v from 'valibot'
import { normalizeMobile } from '#sdk/rules/phone'
import { normalizeOtpCode, toPersianDigits } from './fa'

// Form rules with Persian messages. Phones and codes accept Persian, Arabic and Latin digits and
// come out normalised ('09xxxxxxxxx', Latin digits).

export const phoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('شماره موبایل را وارد کنید'),
  v.transform((value) => normalizeMobile(value) ?? ''),
  v.nonEmpty('شماره موبایل معتبر نیست؛ مثلا ۰۹۱۲۱۲۳۴۵۶۷'),
)

export const otpCodeSchema = v.pipe(
  v.string(),
  v.transform(normalizeOtpCode),
  v.nonEmpty('کد تأیید را وارد کنید'),
  v.length(6, 'کد تأیید ۶ رقم است'),
)

export const nameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('نام و نام خانوادگی را وارد کنید'),
  v.minLength(2, 'نام باید دست‌کم ۲ حرف باشد'),
  v.maxLength(100, 'نام حداکثر ۱۰۰ حرف است'),
)

export const passwordSchema = v.pipe(v.string(), v.nonEmpty('رمز عبور را وارد کنید'), v.maxLength(128))

/** The first Persian message for a value, or null when it is valid. */
export function validationMessage<T extends v.GenericSchema>(schema: T, value: unknown): string | null {
  const result = v.safeParse(schema, value)
  return result.success ? null : result.issues[0].message
}

/** A question, an answer or a report's text (the contract's TrustText: 2 to 1000 characters, plain text). */
export function trustTextSchema(what: string, max = 1000) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`متن ${what} را بنویسید`),
    v.minLength(2, `متن ${what} دست‌کم ۲ نویسه است`),
    v.maxLength(max, `متن ${what} حداکثر ${toPersianDigits(max)} نویسه است`),
    v.check((value) => !/<[a-z!/?][^>]*>/i.test(value), 'متن نباید برچسب HTML داشته باشد؛ متن ساده بنویسید'),
  )
}
