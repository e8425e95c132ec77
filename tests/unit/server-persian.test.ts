import { describe, expect, it } from 'vitest'
import { normalizeCode, normalizePhone, normalizeText, toLatinDigits } from '../../server/lib/persian'
import { ajvMessage } from '../../server/plugins/errors'

describe('server Persian helpers', () => {
  it('turns Persian and Arabic digits into Latin ones', () => {
    expect(toLatinDigits('۰۹۱۲ ٣٤٥')).toBe('0912 345')
  })

  it('normalises Iranian mobile numbers in every common form', () => {
    for (const input of [
      '09121234567',
      '۰۹۱۲۱۲۳۴۵۶۷',
      '+989121234567',
      '00989121234567',
      '9121234567',
      '0912 123 4567',
    ]) {
      expect(normalizePhone(input)).toBe('09121234567')
    }
    for (const bad of ['0912123456', '08121234567', '0912123456a', '', '+1 912 123 4567']) {
      expect(normalizePhone(bad)).toBeNull()
    }
  })

  it('accepts codes in any digit script and refuses letters', () => {
    expect(normalizeCode(' ۱۲۳۴۵۶ ')).toBe('123456')
    expect(normalizeCode('12a456')).toBeNull()
  })

  it('normalises text for matching: ي/ك, diacritics, ZWNJ and digits', () => {
    expect(normalizeText('كتاب‌هاي عَربي ۱۲')).toBe('کتاب های عربی 12')
    expect(normalizeText('می‌خواهم')).toBe(normalizeText('می خواهم'))
  })

  it('explains validation failures in Persian with Persian digits', () => {
    expect(ajvMessage({ instancePath: '/name', keyword: 'minLength', params: { limit: 2 } })).toBe(
      'دست‌کم ۲ نویسه لازم است',
    )
    expect(ajvMessage({ instancePath: '', keyword: 'required', params: { missingProperty: 'phone' } })).toBe(
      'این فیلد الزامی است',
    )
  })
})
