// Persian display and input rules (spec sections 1, 5 and 9): Persian digits with thousands
// separators, prices in toman, Jalali dates, and inputs that accept any digit script.

import { arabicToPersianDigits, formatNumber, toLatinDigits, toPersianDigits } from '#sdk/rules/digits'
import { isMobile, normalizeMobile } from '#sdk/rules/phone'
import { JALALI_MONTHS, toJalali } from './jalali'

// The digit, number and mobile rules are the server's too (sdk/rules); the UI imports them from here.
export {
  formatNumber,
  isMobile as isIranMobile,
  normalizeMobile as normalizeIranMobile,
  toLatinDigits,
  toPersianDigits,
}

const TEHRAN = 'Asia/Tehran'
/**
 * A phone number as every page writes it (one format, issue 27 item 20), read left to right:
 * a mobile '09121234567' → '۰۹۱۲ ۱۲۳ ۴۵۶۷', a landline '02188776655' → '۰۲۱ ۸۸۷۷ ۶۶۵۵'; anything
 * else keeps its digits as they are, in Persian.
 */
export function formatPhone(phone: string): string {
  const grouped = /^09\d{9}$/.test(phone)
    ? phone.replace(/^(\d{4})(\d{3})(\d{4})$/, '$1 $2 $3')
    : phone.replace(/^(0\d{2})(\d{4})(\d{4})$/, '$1 $2 $3')
  return toPersianDigits(grouped)
}

/** A postal code as bills print it: '1315613391' → '۱۳۱۵۶-۱۳۳۹۱' (read left to right). */
export function formatPostalCode(code: string): string {
  return toPersianDigits(code.replace(/^(\d{5})(\d{5})$/, '$1-$2'))
}

/**
 * What a number field shows as it is typed: its digits in Persian, whichever script the keyboard
 * typed (the field's value is normalised to Latin digits when it is read).
 */
export function typedAsPersian(value: string): string {
  return arabicToPersianDigits(toPersianDigits(value))
}

/** 18900000 → '۱۸٬۹۰۰٬۰۰۰ تومان'; a missing price shows as zero. */
export function formatPrice(value: number | null | undefined): string {
  return `${formatNumber(value ?? 0)} تومان`
}

type DateInput = Date | string | number

// The two date forms the app shows are spelt out here too (Intl's cost: see formatNumber), exactly
// as Intl's fa-IR Persian calendar spells them; other options, and dates from before Iran dropped
// daylight saving time (autumn 2022), go to Intl.
const TEHRAN_OFFSET_MS = 3.5 * 60 * 60 * 1000
const NO_DST_SINCE = Date.UTC(2022, 8, 21, 20, 30) // 1401-06-31 24:00 Tehran time, the last change
const DATE_TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }

const pad2 = (value: number) => toPersianDigits(String(value).padStart(2, '0'))

/** '۱ فروردین ۱۴۰۴' (and ' ساعت ۱۵:۳۰' with the time), or undefined where Intl must answer. */
function spellJalali(date: Date, withTime: boolean): string | undefined {
  const time = date.getTime()
  if (!(time >= NO_DST_SINCE)) return undefined
  const tehran = new Date(time + TEHRAN_OFFSET_MS)
  const [year, month, day] = toJalali(tehran.getUTCFullYear(), tehran.getUTCMonth() + 1, tehran.getUTCDate())
  const text = `${toPersianDigits(day)} ${JALALI_MONTHS[month - 1]} ${toPersianDigits(year)}`
  return withTime ? `${text} ساعت ${pad2(tehran.getUTCHours())}:${pad2(tehran.getUTCMinutes())}` : text
}

// Building an Intl.DateTimeFormat costs about a millisecond on a phone: one per set of options.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** Intl's answer, for any options (also what the spelt-out forms are tested against). */
export function intlFormatDate(value: DateInput, options: Intl.DateTimeFormatOptions = {}): string {
  const key = JSON.stringify(options)
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: TEHRAN,
      ...options,
    })
    dateFormats.set(key, format)
  }
  return format.format(new Date(value))
}

/** A Jalali date such as '۱ فروردین ۱۴۰۴', in Tehran time. */
export function formatDate(value: DateInput, options?: Intl.DateTimeFormatOptions): string {
  const spelt = options === undefined ? spellJalali(new Date(value), false) : undefined
  return spelt ?? intlFormatDate(value, options)
}

/** A Jalali date with the time of day, e.g. '۱ فروردین ۱۴۰۴ ساعت ۱۵:۳۰'. */
export function formatDateTime(value: DateInput): string {
  return spellJalali(new Date(value), true) ?? intlFormatDate(value, DATE_TIME_OPTIONS)
}

const SEPARATORS = /[,٬،\s]/g

function toNumberOrNull(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (value == null) return null
  const cleaned = toLatinDigits(value).replace(SEPARATORS, '').replace('٫', '.')
  if (cleaned === '') return null
  const parsed = Number(cleaned)
  return Number.isFinite(parsed) ? parsed : null
}

/** Parse a formatted number input ('۱٬۲۰۰', '1,200'): separators are dropped; empty or non-numeric gives 0. */
export function parseNumberInput(value: string | number | null | undefined): number {
  return toNumberOrNull(value) ?? 0
}

/** What a number input shows: Persian digits with separators, or '' for empty or non-numeric input. */
export function formatNumberInput(value: string | number | null | undefined): string {
  const parsed = toNumberOrNull(value)
  return parsed === null ? '' : formatNumber(parsed)
}

/** A one-time code typed in any digit script, reduced to its Latin digits. */
export function normalizeOtpCode(value: string): string {
  return toLatinDigits(value).replace(/\D/g, '')
}

// Persian alphabetical order without Intl.Collator (whose first use loads ICU's data, see above).
// As ICU's fa collation: آ before ا, Arabic forms of کاف, یا and ها with their Persian letters,
// the zero-width non-joiner ignored, spaces and punctuation before digits, digits before letters,
// and Persian letters before Latin ones.
const ALPHABET = 'آاأإبپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی'
const SAME_LETTER: Record<string, string> = { ك: 'ک', ي: 'ی', ى: 'ی', ئ: 'ی', ة: 'ه', ؤ: 'و' }
const LETTER_RANK = new Map([...ALPHABET].map((letter, i) => [letter, 2000 + i]))

function rank(char: string): number {
  const letter = SAME_LETTER[char] ?? char
  const persian = LETTER_RANK.get(letter)
  if (persian !== undefined) return persian
  const latin = toLatinDigits(letter).toLowerCase()
  const code = latin.charCodeAt(0)
  if (code >= 48 && code <= 57) return 1000 + code // digits of every script
  if (code >= 97 && code <= 122) return 3000 + code
  return code < 128 ? code : 4000 + code // spaces and punctuation first, anything else last
}

/** Compares two names in Persian alphabetical order (for Array.prototype.sort). */
export function comparePersian(a: string, b: string): number {
  const left = a.replace(/\u200c/g, '')
  const right = b.replace(/\u200c/g, '')
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = rank(left[i]) - rank(right[i])
    if (difference !== 0) return difference
  }
  return left.length - right.length || (a < b ? -1 : a > b ? 1 : 0)
}
