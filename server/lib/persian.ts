// Persian text rules on the server (DESIGN.md "Persian text"): digits of any script are accepted
// on input, and stored/searched text is normalised. The rules are shared with the PWA and live
// once in sdk/rules; these names stay for older callers (tests, fixtures). Only the one-time code
// form is the server's own.
import { toLatinDigits } from '#sdk/rules/digits'

export { toLatinDigits } from '#sdk/rules/digits'
export { normalizeMobile as normalizePhone } from '#sdk/rules/phone'
export { normalizeText, persianSpelling } from '#sdk/rules/text'

/** A one-time code typed in any digit script, trimmed; null when it is not all digits. */
export function normalizeCode(input: string): string | null {
  const code = toLatinDigits(input).replace(/\s/g, '')
  return /^\d{4,12}$/.test(code) ? code : null
}
