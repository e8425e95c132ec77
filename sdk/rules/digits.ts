// Digits of every script, one copy for the PWA and the server (spec section 1: inputs accept
// Persian, Arabic-Indic and Latin digits; the UI shows Persian ones). Neutral: no DOM, no Node.

const PERSIAN_ZERO = 0x06f0
const ARABIC_ZERO = 0x0660

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits become Latin; everything else is kept. */
export function toLatinDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_ZERO))
  })
}

/** Latin and Arabic-Indic digits become Persian. */
export function toPersianDigits(value: string | number): string {
  return toLatinDigits(String(value)).replace(/[0-9]/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)))
}

/** Arabic-Indic digits become Persian; Latin ones are kept (text shown back as it was typed). */
export function arabicToPersianDigits(value: string): string {
  return value.replace(/[٠-٩]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - ARABIC_ZERO + PERSIAN_ZERO))
}

/** A number as typed (a phone, a postal code): Latin digits, without the spaces, dashes, dots and parentheses people put inside. */
export function typedDigits(value: string): string {
  return toLatinDigits(value).replace(/[\s\-().]/g, '')
}
