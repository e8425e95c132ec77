import { formatNumber, toLatinDigits } from './fa'

// Commission rates travel as basis points (1 % = 100, so 7.5 % = 750) and are typed and shown as
// percents. The conversion is done on the digits, not by multiplying floats, so it is exact.

/** 750 → 7.5 */
export function bpToPercent(bp: number): number {
  return bp / 100
}

/**
 * A typed percent ('7.5', '۷٫۵', '12') as basis points, or null when it is not a number with at
 * most two decimals (whether it lies within 0–100 % is the server's rule, said under the field).
 */
export function percentToBp(typed: string): number | null {
  const text = toLatinDigits(typed.trim()).replace('٫', '.').replace('/', '.')
  const match = /^(\d{1,5})(?:\.(\d{0,2}))?$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** 750 → «۷٫۵٪» */
export function formatBp(bp: number): string {
  return `${formatNumber(bpToPercent(bp))}٪`
}

/** What a percent field shows for a rate: 750 → '7.5' (typed digits are read in any script). */
export function bpInput(bp: number): string {
  return String(bpToPercent(bp))
}
