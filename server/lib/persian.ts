// Persian text rules shared by the server (DESIGN.md "Persian text"): digits of any script are
// accepted on input, and stored/searched text is normalised.

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹'
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩'

/** Persian ۰-۹ and Arabic ٠-٩ digits → Latin 0-9; everything else unchanged. */
export function toLatinDigits(input: string): string {
  return input.replace(/[۰-۹٠-٩]/g, (ch) => {
    const p = PERSIAN_DIGITS.indexOf(ch)
    return String(p >= 0 ? p : ARABIC_DIGITS.indexOf(ch))
  })
}

/**
 * An Iranian mobile number in any common form (+98, 0098, 98, 0 or none before 9xxxxxxxxx;
 * spaces and dashes; any digit script) as '09xxxxxxxxx', or null when it is not one.
 */
export function normalizePhone(input: string): string | null {
  const digits = toLatinDigits(input).replace(/[\s\-()]/g, '')
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(digits)
  return match ? `0${match[1]}` : null
}

/** A one-time code typed in any digit script, trimmed; null when it is not all digits. */
export function normalizeCode(input: string): string | null {
  const code = toLatinDigits(input).replace(/\s/g, '')
  return /^\d{4,12}$/.test(code) ? code : null
}

/**
 * Text for storing and matching: Arabic ي/ك → ی/ک, diacritics and tatweel removed, digits
 * Latin, ZWNJ and runs of spaces folded to one space. (The displayed text keeps its ZWNJ.)
 */
export function normalizeText(input: string): string {
  return toLatinDigits(input)
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ۀة]/g, 'ه')
    .replace(/\p{Mn}/gu, '') // harakat, tanwin, superscript alef
    .replace(/\u0640/g, '') // tatweel
    .replace(/(?:\u200C|\u200D|\s)+/g, ' ')
    .trim()
    .toLowerCase()
}

/**
 * Text as a Persian reader expects to see it: Arabic ي/ى/ك → ی/ک, Arabic-Indic digits → Persian,
 * diacritics and tatweel removed, runs of spaces folded; ZWNJ, letter case and Latin digits kept.
 * (normalizeText is for matching; this is for text shown back, such as a typed search phrase.)
 */
export function persianSpelling(input: string): string {
  return input
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[٠-٩]/g, (ch) => PERSIAN_DIGITS[ARABIC_DIGITS.indexOf(ch)])
    .replace(/\p{Mn}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
