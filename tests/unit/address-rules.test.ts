import { describe, expect, it } from 'vitest'
import {
  ADDRESS_MESSAGES,
  type AddressInput,
  normalizeAddress,
  normalizeMobile,
  normalizePostalCode,
} from '#sdk/rules/address'
import { canonicalCity, citiesOf, isKnownPlace, PROVINCES, placeKey } from '#sdk/rules/iran-places'
import { normalizeNationalCode } from '#sdk/rules/profile'

const form = (over: Partial<AddressInput> = {}): AddressInput => ({
  title: 'خانه',
  receiver_name: 'مریم احمدی',
  receiver_phone: '09121234567',
  province: 'تهران',
  city: 'تهران',
  address_line: 'خیابان ولیعصر، کوچه بهار',
  plaque: '12',
  unit: '3',
  postal_code: '1315613391',
  ...over,
})

function errorsOf(input: AddressInput) {
  const result = normalizeAddress(input)
  if (result.success) throw new Error('expected a failure')
  return result.errors
}

describe('Iran places', () => {
  it('lists the 31 provinces, each with its capital first and no repeated city', () => {
    expect(PROVINCES).toHaveLength(31)
    expect(new Set(PROVINCES.map((p) => p.name)).size).toBe(31)
    for (const province of PROVINCES) {
      const keys = province.cities.map(placeKey)
      expect(new Set(keys).size, province.name).toBe(keys.length)
      expect(province.cities.join(''), province.name).not.toMatch(/[يك]/)
    }
    expect(citiesOf('اصفهان')[0]).toBe('اصفهان')
    expect(citiesOf('هرمزگان')[0]).toBe('بندرعباس')
    expect(citiesOf('تهران')).toEqual(
      expect.arrayContaining(['تهران', 'شهریار', 'اسلامشهر', 'ری', 'ورامین', 'پاکدشت', 'دماوند']),
    )
    expect(PROVINCES.reduce((n, p) => n + p.cities.length, 0)).toBeGreaterThan(450)
  })

  it('matches Arabic letters, spaces and ZWNJ loosely but answers the list spelling', () => {
    expect(isKnownPlace('تهران', 'اسلامشهر')).toBe(true)
    expect(isKnownPlace('هرمزگان', 'بندر عباس')).toBe(true)
    expect(canonicalCity('كرمانشاه', 'اسلام آباد غرب')).toBe('اسلام‌آباد غرب')
    expect(canonicalCity('خراسان رضوي', 'نيشابور')).toBe('نیشابور')
    expect(isKnownPlace('تهران', 'شیراز')).toBe(false)
    expect(isKnownPlace('تهرانستان', 'تهران')).toBe(false)
    expect(citiesOf('ناکجا')).toEqual([])
  })
})

describe('address rules', () => {
  it('accepts Persian, Arabic and Latin digits and answers the API body with Latin ones', () => {
    const persian = normalizeAddress(
      form({ receiver_phone: '۰۹۱۲۱۲۳۴۵۶۷', postal_code: '۱۳۱۵۶-۱۳۳۹۱', plaque: '۱۲', unit: '۳' }),
    )
    const arabic = normalizeAddress(form({ receiver_phone: '٠٩١٢١٢٣٤٥٦٧', postal_code: '١٣١٥٦١٣٣٩١' }))
    const latin = normalizeAddress(form({ receiver_phone: '+98 912 123 4567', postal_code: '13156 13391' }))
    for (const result of [persian, arabic, latin]) {
      expect(result.success).toBe(true)
      if (!result.success) continue
      expect(result.body.receiver_phone).toBe('09121234567')
      expect(result.body.postal_code).toBe('1315613391')
    }
    if (!persian.success) throw new Error('unreachable')
    expect(persian.body).toEqual({
      title: 'خانه',
      receiver_name: 'مریم احمدی',
      receiver_phone: '09121234567',
      province: 'تهران',
      city: 'تهران',
      address_line: 'خیابان ولیعصر، کوچه بهار',
      plaque: '12',
      unit: '3',
      postal_code: '1315613391',
      latitude: null,
      longitude: null,
    })
  })

  it('turns blank optional fields into null and folds Arabic letters and spaces in text', () => {
    const result = normalizeAddress(
      form({ title: '  ', plaque: '', unit: null, receiver_name: ' علي   كريمي ', address_line: 'كوچه  ۵، پلاک ۷' }),
    )
    expect(result).toMatchObject({
      success: true,
      body: { title: null, plaque: null, unit: null, receiver_name: 'علی کریمی', address_line: 'کوچه 5، پلاک 7' },
    })
  })

  it('rejects a bad mobile number with the Persian message', () => {
    expect(errorsOf(form({ receiver_phone: '0912123' }))).toEqual({ receiver_phone: ADDRESS_MESSAGES.mobileInvalid })
    expect(errorsOf(form({ receiver_phone: '02188776655' })).receiver_phone).toBe(
      'شماره موبایل معتبر نیست؛ مثلا ۰۹۱۲۱۲۳۴۵۶۷',
    )
    expect(errorsOf(form({ receiver_phone: '' })).receiver_phone).toBe(ADDRESS_MESSAGES.mobileRequired)
    expect(normalizeMobile('۰۹۱۲ ۱۲۳ ۴۵۶۷')).toBe('09121234567')
    expect(normalizeMobile('0912abc4567')).toBeNull()
  })

  it('rejects a postal code that is not exactly 10 digits with the Persian message', () => {
    expect(errorsOf(form({ postal_code: '۱۲۳۴۵۶۷۸۹' }))).toEqual({ postal_code: 'کد پستی باید ۱۰ رقم باشد' })
    expect(errorsOf(form({ postal_code: '12345678901' })).postal_code).toBe(ADDRESS_MESSAGES.postalInvalid)
    expect(errorsOf(form({ postal_code: '12345abcde' })).postal_code).toBe(ADDRESS_MESSAGES.postalInvalid)
    expect(errorsOf(form({ postal_code: ' ' })).postal_code).toBe(ADDRESS_MESSAGES.postalRequired)
    expect(normalizePostalCode('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
  })

  it('rejects an unknown province, and a city that is not in the chosen province', () => {
    expect(errorsOf(form({ province: 'آتلانتیس' }))).toEqual({ province: ADDRESS_MESSAGES.provinceUnknown })
    expect(errorsOf(form({ city: 'شیراز' }))).toEqual({ city: 'شهر انتخاب‌شده در این استان نیست' })
    expect(errorsOf(form({ city: 'ناکجاآباد' })).city).toBe(ADDRESS_MESSAGES.cityUnknown)
    expect(errorsOf(form({ city: '' })).city).toBe(ADDRESS_MESSAGES.cityRequired)
    const result = normalizeAddress(form({ province: 'فارس', city: 'شيراز' }))
    expect(result).toMatchObject({ success: true, body: { province: 'فارس', city: 'شیراز' } })
  })

  it('checks lengths: name 2-100, address line 5-500, plaque and unit 20, title 50', () => {
    const errors = errorsOf(
      form({
        receiver_name: 'م',
        address_line: 'کوچه',
        plaque: '1'.repeat(21),
        unit: '2'.repeat(21),
        title: 'ع'.repeat(51),
      }),
    )
    expect(errors).toEqual({
      receiver_name: ADDRESS_MESSAGES.nameShort,
      address_line: ADDRESS_MESSAGES.lineShort,
      plaque: ADDRESS_MESSAGES.plaqueLong,
      unit: ADDRESS_MESSAGES.unitLong,
      title: ADDRESS_MESSAGES.titleLong,
    })
    expect(errorsOf(form({ receiver_name: 'ب'.repeat(101) })).receiver_name).toBe(ADDRESS_MESSAGES.nameLong)
    expect(errorsOf(form({ address_line: 'ب'.repeat(501) })).address_line).toBe(ADDRESS_MESSAGES.lineLong)
  })

  it('reports every bad field at once, so the form can mark each', () => {
    const errors = errorsOf(form({ receiver_name: '', receiver_phone: '123', postal_code: '1', city: 'قم' }))
    expect(Object.keys(errors).sort()).toEqual(['city', 'postal_code', 'receiver_name', 'receiver_phone'])
  })
})

describe('profile rules', () => {
  it('checks a national code in any digit script with its check digit', () => {
    expect(normalizeNationalCode('۰۰۸۴۵۷۵۹۴۸')).toBe('0084575948')
    expect(normalizeNationalCode('0084575949')).toBeNull()
    expect(normalizeNationalCode('12345')).toBeNull()
  })
})
