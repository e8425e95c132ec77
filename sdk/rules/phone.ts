// Iranian mobile numbers, one rule for the sign-in form, the address form, the server's auth and
// addresses, and the admin CLI. Any mobile number is 9 followed by nine digits once its country
// or trunk prefix is gone; no operator list is checked (operators keep adding prefixes, and a
// stale list refuses real customers), but the length is exact, so «98» is read as the country
// code only when twelve digits follow from it.
import { typedDigits } from './digits'

const MOBILE = /^(?:\+98|0098|98|0)?(9\d{9})$/

/**
 * An Iranian mobile number in any common form (+98…, 0098…, 98…, 09…, 9…; any digit script,
 * with spaces or dashes) as '09xxxxxxxxx', or null when it is not one.
 */
export function normalizeMobile(value: string): string | null {
  const match = MOBILE.exec(typedDigits(value))
  return match ? `0${match[1]}` : null
}

export function isMobile(value: string): boolean {
  return normalizeMobile(value) !== null
}
