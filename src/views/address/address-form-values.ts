// What the address form holds (strings as typed) and how it maps to and from the API.

import type { Address } from '#api/addresses'
import { toPersianDigits } from '#lib/fa'
import { ApiError } from '#sdk'
import type { AddressErrors, AddressField, AddressInput } from '#sdk/rules/address'

export interface AddressFormValues {
  title: string
  receiver_name: string
  receiver_phone: string
  province: string
  city: string
  address_line: string
  plaque: string
  unit: string
  postal_code: string
  is_default: boolean
}

const FORM_FIELDS: AddressField[] = [
  'title',
  'receiver_name',
  'receiver_phone',
  'province',
  'city',
  'address_line',
  'plaque',
  'unit',
  'postal_code',
]

/** The form's starting values: empty, or the address being edited shown with Persian digits. */
export function formValuesOf(address?: Address): AddressFormValues {
  const fa = (value: string | null | undefined) => (value ? toPersianDigits(value) : '')
  return {
    title: address?.title ?? '',
    receiver_name: address?.receiver_name ?? '',
    receiver_phone: fa(address?.receiver_phone),
    province: address?.province ?? '',
    city: address?.city ?? '',
    address_line: fa(address?.address_line),
    plaque: fa(address?.plaque),
    unit: fa(address?.unit),
    postal_code: fa(address?.postal_code),
    is_default: false,
  }
}

/** The rules' input; an edited address keeps its map position, which this form does not change. */
export function inputOf(values: AddressFormValues, initial?: Address): AddressInput {
  return {
    ...values,
    latitude: initial?.latitude ?? null,
    longitude: initial?.longitude ?? null,
    is_default: values.is_default || undefined,
  }
}

/** A failed save as the form shows it: messages beside their fields, the rest above the buttons. */
export function serverErrorsOf(error: unknown): { fields: AddressErrors; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: 'ذخیره نشانی انجام نشد؛ دوباره تلاش کنید' }
  const fields: AddressErrors = {}
  for (const { field, message } of error.errors ?? []) {
    const name = field.replace(/^body\./, '') as AddressField
    if (FORM_FIELDS.includes(name) && !fields[name]) fields[name] = message
  }
  return { fields, message: Object.keys(fields).length ? null : error.detail }
}
