import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatNumberInput,
  formatPrice,
  isIranMobile,
  normalizeIranMobile,
  normalizeOtpCode,
  parseNumberInput,
  toLatinDigits,
  toPersianDigits,
} from '../../src/lib/fa'

describe('numbers and prices', () => {
  it('uses Persian digits and the Persian thousands separator', () => {
    expect(formatNumber(18900000)).toBe('۱۸٬۹۰۰٬۰۰۰')
    expect(formatNumber(0)).toBe('۰')
    expect(formatNumber(999)).toBe('۹۹۹')
  })

  it('formats toman prices and shows a missing price as zero', () => {
    expect(formatPrice(18900000)).toBe('۱۸٬۹۰۰٬۰۰۰ تومان')
    expect(formatPrice(null)).toBe('۰ تومان')
    expect(formatPrice(undefined)).toBe('۰ تومان')
  })
})

describe('digits', () => {
  it('turns Persian and Arabic digits into Latin ones and keeps other text', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(toLatinDigits('کد ۴۸۲۹۱۰ و 12')).toBe('کد 482910 و 12')
  })

  it('turns Latin and Arabic digits into Persian ones', () => {
    expect(toPersianDigits('2025')).toBe('۲۰۲۵')
    expect(toPersianDigits(37)).toBe('۳۷')
    expect(toPersianDigits('٤٢')).toBe('۴۲')
  })

  it('reduces a typed code to its Latin digits', () => {
    expect(normalizeOtpCode('۴۸۲ ۹١0')).toBe('482910')
  })
})

describe('number inputs (spec section 5)', () => {
  it('parses by removing thousands separators of every script', () => {
    expect(parseNumberInput('1,200,000')).toBe(1200000)
    expect(parseNumberInput('۱٬۲۰۰٬۰۰۰')).toBe(1200000)
    expect(parseNumberInput('١،٢٠٠')).toBe(1200)
    expect(parseNumberInput(' 42 ')).toBe(42)
    expect(parseNumberInput(7)).toBe(7)
  })

  it('gives 0 for empty or non-numeric input', () => {
    expect(parseNumberInput('')).toBe(0)
    expect(parseNumberInput('abc')).toBe(0)
    expect(parseNumberInput('12ab')).toBe(0)
    expect(parseNumberInput(null)).toBe(0)
    expect(parseNumberInput(undefined)).toBe(0)
  })

  it('displays numbers with separators and gives an empty string for empty or non-numeric input', () => {
    expect(formatNumberInput('1200000')).toBe('۱٬۲۰۰٬۰۰۰')
    expect(formatNumberInput('۱۲۰۰')).toBe('۱٬۲۰۰')
    expect(formatNumberInput(0)).toBe('۰')
    expect(formatNumberInput('')).toBe('')
    expect(formatNumberInput('قیمت')).toBe('')
    expect(formatNumberInput(null)).toBe('')
    expect(formatNumberInput(Number.NaN)).toBe('')
  })
})

describe('Jalali dates', () => {
  it('formats Nowruz 1404 in the Persian calendar', () => {
    expect(formatDate('2025-03-21T12:00:00Z')).toBe('۱ فروردین ۱۴۰۴')
  })

  it('uses Tehran time, so a late-evening UTC instant is already the next day', () => {
    expect(formatDate('2025-03-20T21:00:00Z')).toBe('۱ فروردین ۱۴۰۴')
    expect(formatDateTime('2025-03-21T12:00:00Z')).toContain('۱۵:۳۰')
  })
})

describe('Iranian mobile numbers', () => {
  it.each([
    ['09121234567'],
    ['9121234567'],
    ['+989121234567'],
    ['00989121234567'],
    ['989121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷'],
    ['٠٩١٢١٢٣٤٥٦٧'],
    ['+98 912 123 4567'],
    ['0912-123-4567'],
  ])('normalises %s', (input) => {
    expect(normalizeIranMobile(input)).toBe('09121234567')
  })

  it.each([[''], ['0912123456'], ['091212345678'], ['02112345678'], ['+1 912 123 4567'], ['abc']])(
    'rejects %s',
    (input) => {
      expect(normalizeIranMobile(input)).toBeNull()
      expect(isIranMobile(input)).toBe(false)
    },
  )
})
