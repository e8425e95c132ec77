// Issue 27 item 20: one display format for phones and postal codes, Persian digits while a number
// is typed, and a tracking code shown with the Latin digits a person copies, isolated left to right.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { formatPhone, formatPostalCode, typedAsPersian } from '#lib/fa'
import { CopyableCode, PhoneText, PostalCodeText } from '#views/contact-numbers'

describe('phones, postal codes and codes to copy', () => {
  it('writes a mobile, a landline and a postal code one way', () => {
    expect(formatPhone('09121234567')).toBe('۰۹۱۲ ۱۲۳ ۴۵۶۷')
    expect(formatPhone('02188776655')).toBe('۰۲۱ ۸۸۷۷ ۶۶۵۵')
    expect(formatPhone('12345')).toBe('۱۲۳۴۵')
    expect(formatPostalCode('1315613391')).toBe('۱۳۱۵۶-۱۳۳۹۱')
    expect(renderToStaticMarkup(createElement(PhoneText, { value: '09121234567' }))).toBe(
      '<bdi dir="ltr">۰۹۱۲ ۱۲۳ ۴۵۶۷</bdi>',
    )
  })

  it('shows typed digits in Persian, whichever keyboard typed them', () => {
    expect(typedAsPersian('0912123')).toBe('۰۹۱۲۱۲۳')
    expect(typedAsPersian('٠٩١٢')).toBe('۰۹۱۲')
    expect(typedAsPersian('۰۹۱۲')).toBe('۰۹۱۲')
  })

  it('keeps a tracking code in Latin digits, isolated left to right', () => {
    // order-facts.tsx (OrderShipping) and the customer's tracking-code.tsx show it through this.
    expect(renderToStaticMarkup(createElement(CopyableCode, { value: 'TP-0123456789' }))).toBe(
      '<bdi dir="ltr" translate="no">TP-0123456789</bdi>',
    )
    expect(renderToStaticMarkup(createElement(PostalCodeText, { value: '1315613391' }))).toBe(
      '<bdi dir="ltr">۱۳۱۵۶-۱۳۳۹۱</bdi>',
    )
  })
})
