import { describe, expect, it } from 'vitest'
import { formatNumberInput, parseNumberInput } from '#lib/fa'
import { clampNumber, formatDigits, formatNumberText, numberDigits, parseNumberText, reformat } from '#lib/number-text'

describe('number input text (spec section 5)', () => {
  it('reads Persian, Arabic and Latin digits with any separator', () => {
    expect(parseNumberText('۱۲٬۵۰۰')).toBe(12500)
    expect(parseNumberText('١٢٬٥٠٠')).toBe(12500)
    expect(parseNumberText('12,500')).toBe(12500)
    expect(parseNumberText('۱۲ ۵۰۰ تومان')).toBe(12500)
  })

  it('gives no number for empty or non-numeric text, which the spec reads as 0', () => {
    expect(parseNumberText('')).toBeNull()
    expect(parseNumberText('abc')).toBeNull()
    // The spec's rule as the rest of the app applies it: the same answers, with 0 for none.
    for (const text of ['', 'abc', '۱۲٬۵۰۰', '1,200', '٣٤']) {
      expect(parseNumberText(text) ?? 0).toBe(parseNumberInput(text))
    }
  })

  it('shows Persian digits with thousands separators, and nothing for no number', () => {
    expect(formatNumberText(12500)).toBe('۱۲٬۵۰۰')
    expect(formatNumberText(18900000)).toBe('۱۸٬۹۰۰٬۰۰۰')
    expect(formatNumberText(0)).toBe('۰')
    expect(formatNumberText(null)).toBe('')
    expect(formatNumberText(Number.NaN)).toBe('')
    for (const value of [0, 7, 999, 1000, 12500, 18900000])
      expect(formatNumberText(value)).toBe(formatNumberInput(value))
  })

  it('keeps one decimal point only where decimals are allowed', () => {
    expect(numberDigits('12.5')).toBe('125')
    expect(numberDigits('12.5', { decimals: true })).toBe('12.5')
    expect(numberDigits('۱۲٫۵٫۳', { decimals: true })).toBe('12.53')
    expect(numberDigits('.5', { decimals: true })).toBe('0.5')
    expect(formatDigits('1234.')).toBe('۱٬۲۳۴٫')
    expect(parseNumberText('۱۲٫۵', { decimals: true })).toBe(12.5)
    expect(formatNumberText(1.5, { decimals: true })).toBe('۱٫۵')
  })

  it('drops leading zeros and stops at 15 digits', () => {
    expect(numberDigits('0070')).toBe('70')
    expect(numberDigits('0')).toBe('0')
    expect(numberDigits('1234567890123456789')).toBe('123456789012345')
  })

  it('puts the caret back after the same digits when the separators move', () => {
    // '۱۲۵۰۰' with the caret at the end becomes '۱۲٬۵۰۰', caret still at the end
    expect(reformat('۱۲۵۰۰', 5)).toEqual({ text: '۱۲٬۵۰۰', caret: 6 })
    // Typing '۳' after '۱' in '۱۲٬۵۰۰': the digits 132500 keep their grouping, the caret follows the ۳
    expect(reformat('۱۳۲٬۵۰۰', 2)).toEqual({ text: '۱۳۲٬۵۰۰', caret: 2 })
    expect(reformat('۱۲۳۴', 1)).toEqual({ text: '۱٬۲۳۴', caret: 1 })
    expect(reformat('۱۲۳۴', 2)).toEqual({ text: '۱٬۲۳۴', caret: 3 })
    // Deleting the digit after a separator
    expect(reformat('۱٬۲۳', 2)).toEqual({ text: '۱۲۳', caret: 1 })
    expect(reformat('abc', 3)).toEqual({ text: '', caret: 0 })
  })

  it('keeps a value within its bounds, and leaves an empty one alone', () => {
    expect(clampNumber(5, 10, 100)).toBe(10)
    expect(clampNumber(500, 10, 100)).toBe(100)
    expect(clampNumber(50, 10, 100)).toBe(50)
    expect(clampNumber(null, 10, 100)).toBeNull()
  })
})
