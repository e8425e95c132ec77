import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { storeFormSchema } from '#features/providers/stores/store-form-rules'
import { changesIdentity, createBody, storeFormValues } from '#features/providers/stores/store-form-values'
import { validationMessages } from '#lib/form-errors'

const good = {
  ...storeFormValues(),
  name: 'فروشگاه پارس',
  phone: '۰۲۱۸۸۷۷۶۶۵۵',
  province: 'تهران',
  city: 'تهران',
  address: 'خیابان ولیعصر، پلاک ۱۲',
  postal_code: '۱۳۱۵۶۱۳۳۹۱',
  sheba: 'IR820540102680020817909002',
  national_code: '۰۰۸۴۵۷۵۹۴۸',
}

describe('store form rules', () => {
  it('accepts an individual store and sends only its own identity fields, normalised', () => {
    const parsed = v.parse(storeFormSchema, good)
    const body = createBody(parsed) as Record<string, unknown>
    expect(body).toMatchObject({
      kind: 'individual',
      phone: '02188776655',
      postal_code: '1315613391',
      national_code: '0084575948',
    })
    expect(body).not.toHaveProperty('company_name')
    expect(body.slug).toBeUndefined()
  })

  it('puts Persian messages on the wrong fields, by kind', () => {
    expect(validationMessages(storeFormSchema, { ...good, national_code: '1234567890', sheba: 'IR12' })).toMatchObject({
      national_code: 'کد ملی معتبر نیست',
      sheba: expect.stringContaining('شماره شبا معتبر نیست'),
    })
    const legal = validationMessages(storeFormSchema, { ...good, kind: 'legal_entity' })
    expect(legal).toMatchObject({
      company_name: 'نام شرکت را وارد کنید',
      company_national_id: 'شناسه ملی شرکت را وارد کنید',
    })
    expect(legal).not.toHaveProperty('national_code')
  })

  it('asks for the courier city when the courier is on', () => {
    const methods = good.shipping.methods.map((m) => (m.method === 'courier' ? { ...m, enabled: true } : m))
    const messages = validationMessages(storeFormSchema, { ...good, shipping: { ...good.shipping, methods } })
    expect(messages['shipping.courier_city']).toBeTruthy()
  })

  it('tells an identity change from other edits', () => {
    const store = { ...v.parse(storeFormSchema, good), national_code: '0084575948' } as never
    expect(changesIdentity(store, v.parse(storeFormSchema, { ...good, name: 'نام تازه' }))).toBe(false)
    expect(changesIdentity(store, v.parse(storeFormSchema, { ...good, national_code: '0013542419' }))).toBe(true)
  })
})

describe('store switcher path', () => {
  it('keeps the sub-path of a store page and defaults to products', async () => {
    const { switchedPath } = await import('#features/providers/switched-path')
    expect(switchedPath('/providers/7/orders/12', 9)).toBe('/providers/9/orders/12')
    expect(switchedPath('/providers/7/products', 9)).toBe('/providers/9/products')
    expect(switchedPath('/providers/stores', 9)).toBe('/providers/9/products')
    expect(switchedPath('/providers/stores/edit/7', 9)).toBe('/providers/9/products')
  })
})
