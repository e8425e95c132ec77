import { describe, expect, it } from 'vitest'
import { checkStoreFields, STORE_MESSAGES } from '#sdk/rules/store-fields'

describe('sdk/rules/store-fields: a store form checked as the server checks it', () => {
  it('normalises the fields present and leaves the others out', () => {
    const { values, errors } = checkStoreFields({
      phone: '۰۲۱ ۸۸۷۷ ۶۶۵۵',
      sheba: 'ir820540102680020817909002',
      province: 'تهران',
      city: 'تهران',
      email: '',
    })
    expect(errors).toEqual({})
    expect(values).toEqual({
      phone: '02188776655',
      sheba: 'IR820540102680020817909002',
      province: 'تهران',
      city: 'تهران',
      email: null,
    })
  })

  it('gives each bad field its Persian message', () => {
    const { errors } = checkStoreFields({
      name: ' ا ',
      sheba: 'IR820540102680020817909003',
      company_national_id: '14007650913',
      province: 'تهران',
      city: 'شیراز',
      email: 'not-mail',
    })
    expect(errors).toEqual({
      name: STORE_MESSAGES.nameShort,
      sheba: STORE_MESSAGES.shebaInvalid,
      company_national_id: STORE_MESSAGES.companyIdInvalid,
      city: STORE_MESSAGES.cityUnknown,
      email: STORE_MESSAGES.emailInvalid,
    })
  })

  it('checks shipping: one entry per method, days in order, a city for the courier', () => {
    const method = { method: 'tipax', fee: 0, estimated_days_min: 1, estimated_days_max: 3, enabled: true }
    const shipping = (methods: (typeof method)[], courier_city: string | null = null) =>
      checkStoreFields({ shipping: { methods, cod_allowed: false, courier_city } }).errors.shipping
    expect(shipping([method, method])).toBe(STORE_MESSAGES.shippingDuplicate)
    expect(shipping([{ ...method, estimated_days_min: 4 }])).toBe(STORE_MESSAGES.shippingDays)
    expect(shipping([{ ...method, method: 'courier' }])).toBe(STORE_MESSAGES.courierCity)
    expect(shipping([{ ...method, method: 'courier' }], 'تهران')).toBeUndefined()
    expect(shipping([{ ...method, method: 'courier', enabled: false }])).toBeUndefined()
  })
})
