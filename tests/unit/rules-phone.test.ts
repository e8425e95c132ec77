import { describe, expect, it } from 'vitest'
import { isMobile, normalizeMobile } from '#sdk/rules/phone'

describe('sdk/rules/phone: Iranian mobile numbers', () => {
  it.each([
    ['09121234567'],
    ['+989121234567'],
    ['00989121234567'],
    ['989121234567'],
    ['9121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷'],
    ['٠٩١٢١٢٣٤٥٦٧'],
    ['+۹۸۹۱۲۱۲۳۴۵۶۷'],
    ['0912 123 4567'],
    ['0912-123-4567'],
    ['+98 (912) 123-4567'],
    [' 0912.123.4567 '],
  ])('reads %s as 09121234567', (input) => {
    expect(normalizeMobile(input)).toBe('09121234567')
    expect(isMobile(input)).toBe(true)
  })

  it('keeps every operator prefix (no stale operator list)', () => {
    expect(normalizeMobile('09341234567')).toBe('09341234567')
    expect(normalizeMobile('09991234567')).toBe('09991234567')
  })

  it('reads 98 as the country code only when the length says so', () => {
    expect(normalizeMobile('9891212345')).toBe('09891212345')
  })

  it.each([
    [''],
    ['0912123456'],
    ['091212345678'],
    ['0912123'],
    ['08121234567'],
    ['02188776655'],
    ['0912abc4567'],
    ['0912123456a'],
    ['+1 912 123 4567'],
    ['+9809121234567'],
  ])('refuses %s', (input) => {
    expect(normalizeMobile(input)).toBeNull()
    expect(isMobile(input)).toBe(false)
  })
})
