// A seller's identity numbers, one copy for the store form and the server's stores module (spec
// section 4, seller registration): each takes any digit script with the spaces and dashes people
// type, answers the stored form (Latin digits) or null, and has its Persian message per field.
// Neutral: no DOM, no Node.
import { verifyIranianLegalId } from '@persian-tools/persian-tools'
import { typedDigits } from './digits'
import { normalizeMobile } from './phone'
import { normalizeNationalCode } from './profile'
import { slugFromText } from './slug'

export { normalizeNationalCode }

export const IDENTITY_MESSAGES = {
  nationalCodeInvalid: 'کد ملی معتبر نیست',
  shebaInvalid: 'شماره شبا معتبر نیست؛ IR و ۲۴ رقم، مثلا IR820540102680020817909002',
  companyIdInvalid: 'شناسه ملی شرکت معتبر نیست؛ ۱۱ رقم',
  registrationInvalid: 'شماره ثبت شرکت باید ۱ تا ۱۲ رقم باشد',
  postalInvalid: 'کد پستی باید ۱۰ رقم باشد',
  phoneInvalid: 'شماره تماس معتبر نیست؛ موبایل یا تلفن ثابت با کد شهر، مثلا ۰۲۱۸۸۷۷۶۶۵۵',
  slugInvalid: 'نامک فقط حروف کوچک انگلیسی، رقم و خط تیره دارد؛ ۳ تا ۶۰ نویسه',
} as const

/**
 * ISO 7064 mod 97-10 over an IBAN: the country code and check digits move to the end, letters
 * become two-digit numbers (A=10 … Z=35), and the whole number modulo 97 must be 1.
 */
export function ibanChecksumValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4)
  let rest = 0
  for (const ch of moved) {
    const value = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97
  }
  return rest === 1
}

/** A Sheba in any case and digit script, spaces and dashes ignored, as 'IR' + 24 digits with valid check digits, or null. */
export function normalizeSheba(value: string): string | null {
  const sheba = typedDigits(value).toUpperCase()
  const full = /^\d{24}$/.test(sheba) ? `IR${sheba}` : sheba
  return /^IR\d{24}$/.test(full) && ibanChecksumValid(full) ? full : null
}

/** A company's 11-digit national id (شناسه ملی) with its check digit, as Latin digits, or null. */
export function normalizeCompanyNationalId(value: string): string | null {
  const digits = typedDigits(value)
  return /^\d{11}$/.test(digits) && verifyIranianLegalId(digits) === true ? digits : null
}

/** A company registration number: 1 to 12 digits, as Latin digits, or null. */
export function normalizeRegistrationNumber(value: string): string | null {
  const digits = typedDigits(value)
  return /^\d{1,12}$/.test(digits) ? digits : null
}

/** A 10-digit postal code (one dash allowed) as Latin digits, or null. Postal codes never start with 0. */
export function normalizeStorePostalCode(value: string): string | null {
  const digits = typedDigits(value)
  return /^[1-9]\d{9}$/.test(digits) ? digits : null
}

/**
 * A store's contact number: a mobile ('09…') or a landline with its area code ('0' + 10 digits,
 * e.g. 021…), as Latin digits, or null.
 */
export function normalizeStorePhone(value: string): string | null {
  const mobile = normalizeMobile(value)
  if (mobile) return mobile
  const digits = typedDigits(value).replace(/^(?:\+98|0098)/, '0')
  return /^0[1-8]\d{9}$/.test(digits) ? digits : null
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A slug as the storefront's /store/{slug} takes it: lower-case Latin letters, digits and single dashes, 3–60 long. */
export function normalizeSlug(value: string): string | null {
  const slug = value.trim().toLowerCase()
  return slug.length >= 3 && slug.length <= 60 && SLUG.test(slug) ? slug : null
}

/** A slug made from a store's name: its Latin words, else its Persian ones in Latin letters (the server numbers a taken one). */
export const slugFromName = (name: string): string => slugFromText(name, 'store', 50)
