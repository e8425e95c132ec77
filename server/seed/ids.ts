// Fake but well-formed Iranian identifiers, so validators written for real data accept them:
// national codes and company national IDs with valid check digits, Sheba numbers with a valid
// IBAN (mod 97) checksum. None belongs to a real person or account.
import type { Rng } from './random'

function digits(rng: Rng, n: number): string {
  let s = ''
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9))
  return s
}

/** کد ملی: 9 digits and a check digit (weighted sum mod 11). */
export function nationalCode(rng: Rng): string {
  let body = digits(rng, 9)
  if (/^(\d)\1+$/.test(body)) body = `1${body.slice(1)}` // all-same codes are rejected by validators
  return body + nationalCodeCheck(body)
}

export function nationalCodeCheck(body: string): string {
  let sum = 0
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i)
  const r = sum % 11
  return String(r < 2 ? r : 11 - r)
}

/** شناسه ملی اشخاص حقوقی: 10 digits and a check digit. */
export function companyNationalId(rng: Rng): string {
  const body = `10${digits(rng, 8)}`
  return body + companyIdCheck(body)
}

export function companyIdCheck(body: string): string {
  const weights = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17]
  const c = Number(body[9]) + 2
  let sum = 0
  for (let i = 0; i < 10; i++) sum += (Number(body[i]) + c) * weights[i]
  const r = sum % 11
  return String(r === 10 ? 0 : r)
}

/** شبا: IR, two IBAN check digits, a bank code and an account number (24 digits in all). */
export function sheba(rng: Rng): string {
  const bank = rng.pick(['017', '012', '054', '055', '056', '057', '062', '015'])
  const bban = `0${bank}${digits(rng, 18)}`
  return `IR${ibanCheck(bban)}${bban}`
}

/** ISO 13616 check digits for an Iranian BBAN: (BBAN + "IR00") mod 97, I=18 R=27. */
export function ibanCheck(bban: string): string {
  const rearranged = `${bban}182700`
  let mod = 0
  for (const ch of rearranged) mod = (mod * 10 + Number(ch)) % 97
  return String(98 - mod).padStart(2, '0')
}

export function isValidSheba(value: string): boolean {
  const m = /^IR(\d{2})(\d{22})$/.exec(value)
  return !!m && ibanCheck(m[2]) === m[1]
}

export function isValidNationalCode(value: string): boolean {
  return /^\d{10}$/.test(value) && nationalCodeCheck(value.slice(0, 9)) === value[9]
}

/** کد پستی: 10 digits, no 0 or 2 in the first five (as the post office issues them). */
export function postalCode(rng: Rng): string {
  const safe = ['1', '3', '4', '5', '6', '7', '8', '9']
  let s = ''
  for (let i = 0; i < 5; i++) s += rng.pick(safe)
  return s + digits(rng, 5)
}
