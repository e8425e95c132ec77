import { describe, expect, it } from 'vitest'
import { cleanText, normalizeText, persianSpelling } from '#sdk/rules/text'

describe('sdk/rules/text', () => {
  it('normalises for matching: Arabic letters, ۀ, diacritics, tatweel, ZWNJ, digits, case', () => {
    expect(normalizeText('كتاب‌هاي عَربي ۱۲')).toBe('کتاب های عربی 12')
    expect(normalizeText('می‌خواهم')).toBe(normalizeText('می خواهم'))
    expect(normalizeText('خانۀ  بزرگـــ  Apple')).toBe('خانه بزرگ apple')
  })

  it('spells text shown back in Persian: letters and Arabic digits fixed, ZWNJ, case and Latin digits kept', () => {
    expect(persianSpelling('  كتاب‌هاي  عَربي ٣ iPhone 15 ')).toBe('کتاب‌های عربی ۳ iPhone 15')
  })

  it('cleans free text for storing: Latin digits, spaces folded, ZWNJ kept', () => {
    expect(cleanText('  خيابان   ولی‌عصر، پلاک ۱۲ ')).toBe('خیابان ولی‌عصر، پلاک 12')
  })
})
