// The finance pages' pure helpers (issue 30): percents and basis points converted exactly, and
// the ledger's filters taken from the URL (an inverted day range is never sent).
import { describe, expect, it } from 'vitest'
import { ledgerFilters } from '../../src/features/providers/finance/ledger-filters'
import { bpInput, bpToPercent, formatBp, percentToBp } from '../../src/lib/basis-points'

describe('percent ↔ basis points', () => {
  it('is exact both ways, in any digit script', () => {
    expect(percentToBp('7.5')).toBe(750)
    expect(percentToBp('۷٫۵')).toBe(750)
    expect(percentToBp('7.15')).toBe(715) // 7.15 * 100 is 715.0000000000001 in floats
    expect(percentToBp('0.01')).toBe(1)
    expect(percentToBp('12')).toBe(1200)
    expect(percentToBp(' 100 ')).toBe(10_000)
    expect(percentToBp('0')).toBe(0)
    for (const bp of [0, 1, 5, 99, 715, 750, 1000, 9999, 10_000]) expect(percentToBp(bpInput(bp))).toBe(bp)
    expect(bpToPercent(750)).toBe(7.5)
  })

  it('refuses what is not a percent to two decimals (the range is the server’s)', () => {
    for (const text of ['', 'abc', '7.125', '-3', '1e3', '7..5']) expect(percentToBp(text)).toBeNull()
    expect(percentToBp('150')).toBe(15_000)
  })

  it('shows a rate as a Persian percent', () => {
    expect(formatBp(750)).toBe('۷٫۵٪')
    expect(formatBp(1000)).toBe('۱۰٪')
    expect(formatBp(5)).toBe('۰٫۰۵٪')
  })
})

describe('ledger filters from the URL', () => {
  it('passes a range and a kind as they are', () => {
    expect(ledgerFilters({ from: '2026-11-01', to: '2026-11-30', kind: 'sale' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      kind: 'sale',
    })
    expect(ledgerFilters({ from: '2026-11-05', to: '2026-11-05' })).toEqual({ from: '2026-11-05', to: '2026-11-05' })
    expect(ledgerFilters({})).toEqual({})
  })

  it('keeps the start of a range turned inside out', () => {
    expect(ledgerFilters({ from: '2026-11-30', to: '2026-11-01' })).toEqual({ from: '2026-11-30' })
    expect(ledgerFilters({ to: '2026-11-01' })).toEqual({ to: '2026-11-01' })
  })
})
