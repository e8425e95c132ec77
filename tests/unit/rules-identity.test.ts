import { describe, expect, it } from 'vitest'
import {
  ibanChecksumValid,
  normalizeCompanyNationalId,
  normalizeNationalCode,
  normalizeRegistrationNumber,
  normalizeSheba,
  normalizeSlug,
  normalizeStorePhone,
  normalizeStorePostalCode,
  slugFromName,
} from '#sdk/rules/identity'

describe('sdk/rules/identity: a seller’s identity numbers', () => {
  it.each([
    ['IR820540102680020817909002', 'IR820540102680020817909002'],
    ['ir820540102680020817909002', 'IR820540102680020817909002'],
    ['IR82 0540 1026 8002 0817 9090 02', 'IR820540102680020817909002'],
    ['IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲', 'IR820540102680020817909002'],
    ['820540102680020817909002', 'IR820540102680020817909002'],
    ['IR062960000000100324200001', 'IR062960000000100324200001'],
  ])('reads the Sheba %s', (input, out) => {
    expect(normalizeSheba(input)).toBe(out)
  })

  it.each([
    ['IR820540102680020817909003'], // one digit off: the check digits no longer match
    ['IR830540102680020817909002'],
    ['DE89370400440532013000'], // a valid IBAN, but not Iranian
    ['IR82054010268002081790900'], // 23 digits
    ['IR8205401026800208179090021'],
    [''],
  ])('refuses the Sheba %s', (input) => {
    expect(normalizeSheba(input)).toBeNull()
  })

  it('checks IBANs by ISO 7064 mod 97', () => {
    expect(ibanChecksumValid('DE89370400440532013000')).toBe(true)
    expect(ibanChecksumValid('GB82WEST12345698765432')).toBe(true)
    expect(ibanChecksumValid('GB82WEST12345698765433')).toBe(false)
  })

  it('reads national codes with their check digit', () => {
    expect(normalizeNationalCode('0084575948')).toBe('0084575948')
    expect(normalizeNationalCode('۰۰۸۴۵۷۵۹۴۸')).toBe('0084575948')
    expect(normalizeNationalCode('0084575949')).toBeNull()
    expect(normalizeNationalCode('008457594')).toBeNull()
  })

  it('reads company national ids with their check digit', () => {
    expect(normalizeCompanyNationalId('14007650912')).toBe('14007650912')
    expect(normalizeCompanyNationalId('۱۰۳۸۰۲۸۴۷۹۰')).toBe('10380284790')
    expect(normalizeCompanyNationalId('14007650913')).toBeNull()
    expect(normalizeCompanyNationalId('00000000000')).toBeNull()
    expect(normalizeCompanyNationalId('1400765091')).toBeNull()
  })

  it('reads registration numbers and postal codes', () => {
    expect(normalizeRegistrationNumber('۴۵۲۳۱۰')).toBe('452310')
    expect(normalizeRegistrationNumber('1234567890123')).toBeNull()
    expect(normalizeRegistrationNumber('12a')).toBeNull()
    expect(normalizeStorePostalCode('13156-13391')).toBe('1315613391')
    expect(normalizeStorePostalCode('۱۳۱۵۶۱۳۳۹۱')).toBe('1315613391')
    expect(normalizeStorePostalCode('0315613391')).toBeNull()
    expect(normalizeStorePostalCode('131561339')).toBeNull()
  })

  it('reads a store phone: a mobile or a landline with its area code', () => {
    expect(normalizeStorePhone('02188776655')).toBe('02188776655')
    expect(normalizeStorePhone('۰۲۱-۸۸۷۷۶۶۵۵')).toBe('02188776655')
    expect(normalizeStorePhone('+982188776655')).toBe('02188776655')
    expect(normalizeStorePhone('+989121234567')).toBe('09121234567')
    expect(normalizeStorePhone('88776655')).toBeNull()
    expect(normalizeStorePhone('0218877665')).toBeNull()
  })

  it('reads slugs and makes one from a name', () => {
    expect(normalizeSlug('Pars-Digital')).toBe('pars-digital')
    expect(normalizeSlug('pa')).toBeNull()
    expect(normalizeSlug('pars--digital')).toBeNull()
    expect(normalizeSlug('پارس')).toBeNull()
    expect(slugFromName('Pars Digital فروشگاه')).toBe('pars-digital')
    expect(slugFromName('فروشگاه دیجیتال پارس')).toBe('frushgah-dijital-pars')
    expect(slugFromName('کالای مریم')).toBe('kalay-mrim')
    expect(slugFromName('آب')).toBe('store-ab')
    expect(slugFromName('!!')).toBe('store')
    expect(slugFromName('shop-24')).toBe('shop-24')
  })
})
