import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formFieldOf, serverErrors, validationMessages } from '#lib/form-errors'
import { ApiError, DEFAULT_ERROR_DETAIL, toApiError } from '#sdk'

const FIELDS = ['phone', 'title', 'address', 'items']

describe("the server's 422 field errors on their fields", () => {
  it('strips where the server found the problem', () => {
    expect(formFieldOf('body.phone')).toBe('phone')
    expect(formFieldOf('body.items.0.quantity')).toBe('items.0.quantity')
    expect(formFieldOf('query.limit')).toBe('limit')
    expect(formFieldOf('body')).toBe('')
  })

  it('puts each message on its field, the first one per field, nested ones on their parent', () => {
    // The body exactly as the server sends it (server/plugins/errors.ts), read by the SDK.
    const error = toApiError(422, {
      detail: 'اطلاعات واردشده معتبر نیست: شماره موبایل معتبر نیست',
      errors: [
        { field: 'body.phone', message: 'شماره موبایل معتبر نیست' },
        { field: 'body.phone', message: 'دومین پیام' },
        { field: 'body.address.city', message: 'شهر را وارد کنید' },
      ],
    })
    expect(serverErrors(error, FIELDS)).toEqual({
      fields: { phone: 'شماره موبایل معتبر نیست', address: 'شهر را وارد کنید' },
      form: null,
    })
  })

  it('shows the detail for the form when a 422 names a field the form does not have', () => {
    const error = new ApiError(422, 'اطلاعات واردشده معتبر نیست', [
      { field: 'body.title', message: 'عنوان را وارد کنید' },
      { field: 'body', message: 'دست‌کم یک فیلد باید فرستاده شود' },
    ])
    expect(serverErrors(error, FIELDS)).toEqual({
      fields: { title: 'عنوان را وارد کنید' },
      form: 'اطلاعات واردشده معتبر نیست',
    })
  })

  it('shows any other failure as one message for the form', () => {
    expect(serverErrors(new ApiError(409, 'این نامک قبلاً استفاده شده است'), FIELDS)).toEqual({
      fields: {},
      form: 'این نامک قبلاً استفاده شده است',
    })
    expect(serverErrors(new ApiError(422, 'نامعتبر'), FIELDS)).toEqual({ fields: {}, form: 'نامعتبر' })
    expect(serverErrors(new Error('boom'), FIELDS)).toEqual({ fields: {}, form: DEFAULT_ERROR_DETAIL })
    expect(serverErrors(toApiError(500, null), FIELDS).form).toBe(DEFAULT_ERROR_DETAIL)
  })
})

describe("the schema's messages by field", () => {
  const schema = v.object({
    title: v.pipe(v.string(), v.trim(), v.nonEmpty('عنوان را وارد کنید')),
    price: v.pipe(v.number(), v.minValue(1, 'قیمت باید بیشتر از صفر باشد')),
    address: v.object({ city: v.pipe(v.string(), v.nonEmpty('شهر را وارد کنید')) }),
  })

  it('gives the first message for each dot path, and none when the values pass', () => {
    expect(validationMessages(schema, { title: ' ', price: 0, address: { city: '' } })).toEqual({
      title: 'عنوان را وارد کنید',
      price: 'قیمت باید بیشتر از صفر باشد',
      'address.city': 'شهر را وارد کنید',
    })
    expect(validationMessages(schema, { title: 'کیف', price: 10, address: { city: 'تهران' } })).toEqual({})
  })
})
