import { formatNumber } from './fa'

/** Persian percent: 10 → «۱۰٪». */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}٪`
}
