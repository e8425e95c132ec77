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

// Numbers as the UI and the server's own pages (the test gateway) show them.
const GROUP_SEPARATOR = '٬'
// Building the first Intl.NumberFormat for fa-IR loads ICU's data: 30–90 ms of a phone-class CPU's
// first script (docs/decisions/008). Non-negative numbers with up to three decimals (prices,
// counts, sizes) are spelt out here exactly as Intl would; anything else goes to Intl, built when
// first needed.
let numberFormat: Intl.NumberFormat | undefined
const PLAIN_NUMBER = /^(\d{1,15})(?:\.(\d{1,3}))?$/
const THOUSANDS = /\B(?=(\d{3})+$)/g

/** 18900000 → '۱۸٬۹۰۰٬۰۰۰', 1.5 → '۱٫۵' */
export function formatNumber(value: number): string {
  const plain = value > 0 || Object.is(value, 0) ? PLAIN_NUMBER.exec(String(value)) : null
  if (!plain) {
    numberFormat ??= new Intl.NumberFormat('fa-IR')
    return numberFormat.format(value)
  }
  const whole = toPersianDigits(plain[1].replace(THOUSANDS, GROUP_SEPARATOR))
  return plain[2] ? `${whole}٫${toPersianDigits(plain[2])}` : whole
}
