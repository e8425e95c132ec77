import { describe, expect, it } from 'vitest'
import {
  comparePersian,
  formatDate,
  formatDateTime,
  formatNumber,
  formatNumberInput,
  formatPrice,
  intlFormatDate,
  isIranMobile,
  normalizeIranMobile,
  normalizeOtpCode,
  parseNumberInput,
  toLatinDigits,
  toPersianDigits,
} from '#lib/fa'
import { BRANDS } from '../../server/seed/data/brands'

describe('numbers and prices', () => {
  it('uses Persian digits and the Persian thousands separator', () => {
    expect(formatNumber(18900000)).toBe('۱۸٬۹۰۰٬۰۰۰')
    expect(formatNumber(0)).toBe('۰')
    expect(formatNumber(999)).toBe('۹۹۹')
  })

  it('spells whole numbers exactly as Intl does for fa-IR, and leaves the rest to Intl', () => {
    const intl = new Intl.NumberFormat('fa-IR')
    const values = [1, 12, 123, 1234, 12345, 123456, 1234567, 10_000_000, 999_999_999, Number.MAX_SAFE_INTEGER]
    const others = [-1500, -0, 1.5, 0.125, 0.001, 12.3456, 0.0005, 1e-7, 1e21, 2 ** 60, 999_999_999_999_999]
    for (const value of [...values, ...others]) {
      expect(formatNumber(value)).toBe(intl.format(value))
    }
    for (let i = 0; i < 5000; i++) {
      const value = Math.round(Math.random() * 10 ** (i % 12)) / 10 ** (i % 4)
      expect(formatNumber(value)).toBe(intl.format(value))
    }
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

  it('spells every day from autumn 2022 to 2045 exactly as Intl does, date and time', () => {
    const DAY = 24 * 60 * 60 * 1000
    const first = Date.UTC(2022, 8, 22, 0, 7)
    for (let time = first, i = 0; time < Date.UTC(2045, 0, 1); time += DAY, i++) {
      // A different hour each day, so both sides of Tehran's midnight are met.
      const instant = time + (i % 24) * 60 * 60 * 1000
      expect(formatDate(instant)).toBe(intlFormatDate(instant))
      expect(formatDateTime(instant)).toBe(
        intlFormatDate(instant, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      )
    }
  })

  it('leaves older dates (daylight saving time) and other options to Intl', () => {
    expect(formatDate('2020-06-01T20:00:00Z')).toBe(intlFormatDate('2020-06-01T20:00:00Z'))
    expect(formatDateTime('2020-06-01T20:00:00Z')).toContain('۰۰:۳۰')
    const numeric = formatDate('2025-03-21T12:00:00Z', { month: 'numeric' })
    expect(numeric).toBe(intlFormatDate('2025-03-21T12:00:00Z', { month: 'numeric' }))
    expect(numeric).not.toContain('فروردین')
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

describe('Persian alphabetical order', () => {
  it('sorts the catalogue brands as the fa collation of ICU does', () => {
    const names = BRANDS.map((brand) => brand.fa)
    const collator = new Intl.Collator('fa')
    expect([...names].sort(comparePersian)).toEqual([...names].sort(collator.compare))
  })

  it('puts آ before ا, ignores the non-joiner and puts Persian before Latin', () => {
    const names = ['Zara', 'اپل', 'آدیداس', 'اچ‌پی', 'اچپ', 'ک۲', 'ك1', 'ی']
    expect([...names].sort(comparePersian)).toEqual([...names].sort(new Intl.Collator('fa').compare))
  })
})
