// The moves the seller panel offers are the server's allowed transitions (spec section 7).
import { describe, expect, it } from 'vitest'
import { allowedMove, needsTrackingCode, nextStatuses } from '#sdk/rules/order-moves'

describe('order moves', () => {
  it('offers only the allowed next statuses', () => {
    expect(nextStatuses('pending_payment', 'online')).toEqual(['paid', 'cancelled'])
    expect(nextStatuses('pending_payment', 'cod')).toEqual(['paid', 'processing', 'cancelled'])
    expect(nextStatuses('paid', 'online')).toEqual(['processing', 'cancelled'])
    expect(nextStatuses('processing', 'cod')).toEqual(['shipped', 'cancelled'])
    expect(nextStatuses('shipped', 'online')).toEqual(['delivered'])
    expect(nextStatuses('delivered', 'online')).toEqual([])
    expect(nextStatuses('cancelled', 'cod')).toEqual([])
  })

  it('refuses going back or skipping ahead', () => {
    expect(allowedMove('shipped', 'cancelled', 'online')).toBe(false)
    expect(allowedMove('paid', 'shipped', 'online')).toBe(false)
    expect(allowedMove('processing', 'paid', 'cod')).toBe(false)
    expect(allowedMove('pending_payment', 'processing', 'online')).toBe(false)
  })

  it('asks for a tracking code only to ship', () => {
    expect(needsTrackingCode('shipped')).toBe(true)
    expect(needsTrackingCode('processing')).toBe(false)
  })
})
