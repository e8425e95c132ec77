// What a number input shows and reads (spec sections 5 and 9): Persian digits with thousands
// separators («۱۲٬۵۰۰»), typed in any digit script, with any separator; the formatted text is
// read by dropping the separators, and empty or non-numeric text is no number. Pure, so the
// caret arithmetic is tested without a browser.

import { toLatinDigits, toPersianDigits } from './fa'

const GROUP = '٬'
const DECIMAL = '٫'
// Beyond 15 digits a double no longer holds every whole number exactly.
const MAX_DIGITS = 15

export interface NumberTextOptions {
  /** Allow a fractional part (typed with '.', '٫' or '/'); whole numbers only by default */
  decimals?: boolean
}

/**
 * The digits of typed text, as Latin digits with at most one '.': other characters (separators,
 * letters, spaces) are dropped. '۱۲٬۵۰۰' → '12500', '1,2a3' → '123', '۱۲٫۵' → '12.5' with decimals.
 */
export function numberDigits(text: string, { decimals = false }: NumberTextOptions = {}): string {
  let out = ''
  let seenPoint = false
  for (const char of toLatinDigits(text)) {
    if (char >= '0' && char <= '9') out += char
    else if (decimals && !seenPoint && (char === '.' || char === DECIMAL || char === '/')) {
      out += '.'
      seenPoint = true
    }
  }
  const [whole, fraction] = out.split('.')
  // Leading zeros go ('007' → '7'), but a lone zero and '0.5' stay.
  const trimmed = whole.replace(/^0+(?=\d)/, '').slice(0, MAX_DIGITS)
  return fraction === undefined ? trimmed : `${trimmed || '0'}.${fraction}`
}

/** Latin digits ('12500', '12.5', '12.') as shown: '۱۲٬۵۰۰', '۱۲٫۵', '۱۲٫'. */
export function formatDigits(digits: string): string {
  const [whole, fraction] = digits.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, GROUP)
  return toPersianDigits(fraction === undefined ? grouped : `${grouped}${DECIMAL}${fraction}`)
}

// A minus sign in any of its forms: hyphen-minus, the minus sign, dashes and their full-width and
// small forms (a Persian keyboard or a paste brings any of them).
const MINUS = /[-\u2010-\u2015\u2212\uFE63\uFF0D]/

/**
 * Whether typed text asks for a negative number. None of the app's number fields takes one, and
 * reading the digits alone would turn «-3» into 3, so the input refuses it with a message.
 */
export const hasMinus = (text: string): boolean => MINUS.test(text)

export const NEGATIVE_REFUSED = 'عدد منفی پذیرفته نمی‌شود'

/** The number typed text stands for; null for empty or non-numeric text. */
export function parseNumberText(text: string, options?: NumberTextOptions): number | null {
  const digits = numberDigits(text, options)
  if (digits === '' || digits === '.') return null
  const value = Number(digits)
  return Number.isFinite(value) ? value : null
}

/** A number as the input shows it ('' for null). */
export function formatNumberText(value: number | null | undefined, options?: NumberTextOptions): string {
  if (value == null || !Number.isFinite(value)) return ''
  return formatDigits(numberDigits(String(Math.abs(value)), options))
}

/**
 * Reformats text as the user types and puts the caret back after the same number of digits it
 * followed, so typing in the middle of '۱۲٬۵۰۰' does not throw the caret to the end.
 */
export function reformat(text: string, caret: number, options?: NumberTextOptions): { text: string; caret: number } {
  const before = numberDigits(text.slice(0, caret), { decimals: options?.decimals }).length
  const formatted = formatDigits(numberDigits(text, options))
  let seen = 0
  let position = 0
  while (position < formatted.length && seen < before) {
    if (formatted[position] !== GROUP) seen++
    position++
  }
  return { text: formatted, caret: position }
}

/** Keeps a value within its bounds (null stays null: an empty input is not out of range). */
export function clampNumber(value: number | null, min?: number, max?: number): number | null {
  if (value === null) return null
  if (min !== undefined && value < min) return min
  if (max !== undefined && value > max) return max
  return value
}
