// The customer profile's checked fields, shared by the settings form and the server.
import { verifyIranianNationalId } from '@persian-tools/persian-tools'
import { toLatinDigits } from './digits'

export const PROFILE_MESSAGES = {
  nationalCodeInvalid: 'کد ملی معتبر نیست',
  emailInvalid: 'نشانی ایمیل معتبر نیست',
  nameShort: 'نام باید دست‌کم ۲ حرف باشد',
  birthDateInvalid: 'تاریخ تولد معتبر نیست',
} as const

/** A national code in any digit script (spaces and dashes allowed) as 10 Latin digits with a valid check digit, or null. */
export function normalizeNationalCode(value: string): string | null {
  const digits = toLatinDigits(value).replace(/[\s-]/g, '')
  return /^\d{10}$/.test(digits) && verifyIranianNationalId(digits) ? digits : null
}

/** An e-mail address trimmed and lower-cased, or null when it does not look like one. */
export function normalizeEmail(value: string): string | null {
  const email = value.trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? email : null
}
