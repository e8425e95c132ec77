import * as v from 'valibot'
import { IDENTITY_MESSAGES, normalizeSheba } from '#sdk/rules/identity'
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

/**
 * The Sheba a refund by hand is paid to, by the stores' rule (sdk/rules/identity.ts): any letter
 * case and digit script, spaces and dashes ignored, 24 digits alone taken with IR; comes out as
 * the rule writes it ('IR' + 24 Latin digits).
 */
export const refundShebaSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('برای بازگرداندن مبلغ، شماره شبای حساب خود را وارد کنید'),
  v.transform((value) => normalizeSheba(value) ?? ''),
  v.nonEmpty(IDENTITY_MESSAGES.shebaInvalid),
)

/** The Sheba's account holder (the contract's 1 to 100 characters). */
export const accountNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('نام صاحب حساب را وارد کنید'),
  v.maxLength(100, 'نام صاحب حساب حداکثر ۱۰۰ نویسه است'),
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
