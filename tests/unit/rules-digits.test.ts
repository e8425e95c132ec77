import { describe, expect, it } from 'vitest'
import { arabicToPersianDigits, toLatinDigits, toPersianDigits, typedDigits } from '#sdk/rules/digits'

describe('sdk/rules/digits', () => {
  it('turns Persian and Arabic-Indic digits into Latin ones and keeps the rest', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(toLatinDigits('کد ۱۲a٣')).toBe('کد 12a3')
  })

  it('turns Latin and Arabic-Indic digits into Persian ones', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵')
    expect(toPersianDigits('٣ و 4')).toBe('۳ و ۴')
  })

  it('turns only Arabic-Indic digits into Persian ones for text shown back', () => {
    expect(arabicToPersianDigits('٣ و 4 و ۵')).toBe('۳ و 4 و ۵')
  })

  it('reads a typed number without its spacing and punctuation', () => {
    expect(typedDigits(' ۱۲۳-۴۵ (۶۷).8 ')).toBe('12345678')
  })
})
