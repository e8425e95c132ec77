// Persian display and input rules (spec sections 1, 5 and 9): Persian digits with thousands
// separators, prices in toman, Jalali dates, and inputs that accept any digit script.

const numberFormat = new Intl.NumberFormat('fa-IR')
const TEHRAN = 'Asia/Tehran'

/** 18900000 → '۱۸٬۹۰۰٬۰۰۰' */
export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

/** 18900000 → '۱۸٬۹۰۰٬۰۰۰ تومان'; a missing price shows as zero. */
export function formatPrice(value: number | null | undefined): string {
  return `${formatNumber(value ?? 0)} تومان`
}

type DateInput = Date | string | number

// Building an Intl.DateTimeFormat costs about a millisecond on a phone: one per set of options.
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** A Jalali date such as '۱ فروردین ۱۴۰۴', in Tehran time. */
export function formatDate(value: DateInput, options: Intl.DateTimeFormatOptions = {}): string {
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

/** A Jalali date with the time of day, e.g. '۱ فروردین ۱۴۰۴، ساعت ۱۵:۳۰'. */
export function formatDateTime(value: DateInput): string {
  return formatDate(value, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
}

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits become Latin; everything else is kept. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660))
  })
}

/** Latin and Arabic-Indic digits become Persian. */
export function toPersianDigits(value: string | number): string {
  return toLatinDigits(String(value)).replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)))
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

/**
 * An Iranian mobile number in any common form (+98…, 0098…, 98…, 09…, 9…; any digit script,
 * with spaces or dashes) as '09xxxxxxxxx', or null when it is not one.
 */
export function normalizeIranMobile(value: string): string | null {
  let digits = toLatinDigits(value).replace(/[\s\-().]/g, '')
  if (digits.startsWith('+98')) digits = digits.slice(3)
  else if (digits.startsWith('0098')) digits = digits.slice(4)
  else if (digits.startsWith('98') && digits.length === 12) digits = digits.slice(2)
  else if (digits.startsWith('0')) digits = digits.slice(1)
  return /^9\d{9}$/.test(digits) ? `0${digits}` : null
}

export function isIranMobile(value: string): boolean {
  return normalizeIranMobile(value) !== null
}

/** A one-time code typed in any digit script, reduced to its Latin digits. */
export function normalizeOtpCode(value: string): string {
  return toLatinDigits(value).replace(/\D/g, '')
}
