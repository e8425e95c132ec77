import { describe, expect, it } from 'vitest'
import { courierDelivers } from '#sdk/rules/courier'

describe('sdk/rules/courier', () => {
  it('delivers inside the courier city, however the city is spelt', () => {
    expect(courierDelivers('تهران', 'تهران')).toBe(true)
    expect(courierDelivers('کرج', ' كرج ')).toBe(true)
    expect(courierDelivers('اسلام‌شهر', 'اسلام شهر')).toBe(true)
    expect(courierDelivers('Tehran', 'tehran')).toBe(true)
  })

  it('does not deliver to another city, nor without a courier city or an address city', () => {
    expect(courierDelivers('تهران', 'کرج')).toBe(false)
    expect(courierDelivers(null, 'تهران')).toBe(false)
    expect(courierDelivers('', 'تهران')).toBe(false)
    expect(courierDelivers('تهران', null)).toBe(false)
    expect(courierDelivers('تهران', undefined)).toBe(false)
  })
})
