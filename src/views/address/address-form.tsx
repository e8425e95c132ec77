import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { stack, wrap } from 'styled-system/patterns'
import type { Address } from '#api/addresses'
import { useSaveAddress } from '#api/addresses'
import { typedAsPersian } from '#lib/fa'
import { toast } from '#lib/toast'
import { type AddressErrors, normalizeAddress } from '#sdk/rules/address'
import { isKnownPlace } from '#sdk/rules/iran-places'
import { Button } from '#ui/button'
import * as Field from '#ui/field'
import { type AddressFormValues, formValuesOf, inputOf, serverErrorsOf } from './address-form-values'
import { PlaceFields } from './place-fields'

const NUMBER_FIELDS: ReadonlySet<string> = new Set(['receiver_phone', 'postal_code'])
export interface AddressFormProps {
  /** The address to edit; without it the form adds a new one. */
  initial?: Address
  onSaved: (address: Address) => void
  onCancel?: () => void
}

const formClass = stack({ gap: '4' })
const pairClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })
const shortPairClass = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4' })
// Numbers are typed left to right, aligned with the Persian labels above them.
const numberClass = css({ textAlign: 'end', fontFeatureSettings: '"tnum"' })
const optional = <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> (اختیاری)</span>

/**
 * Adds or edits an address: province then city, digits in any script, the shared rules'
 * Persian messages beside each field (and the server's, when it refuses), a toast when saved.
 * Used by /profile/addresses and by /shipping.
 */
export function AddressForm({ initial, onSaved, onCancel }: AddressFormProps) {
  const [values, setValues] = useState(() => formValuesOf(initial))
  const [errors, setErrors] = useState<AddressErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [checked, setChecked] = useState(false)
  const [focusRequest, setFocusRequest] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const save = useSaveAddress()

  // After a refused submit, move to the first field that needs attention.
  useEffect(() => {
    if (focusRequest === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-form-error]')?.focus()
  }, [focusRequest])

  function change(next: AddressFormValues) {
    setValues(next)
    // Once a submit has shown the messages, they follow the typing.
    if (checked) {
      const result = normalizeAddress(inputOf(next, initial))
      setErrors(result.success ? {} : result.errors)
    }
  }

  function set<K extends keyof AddressFormValues>(key: K, value: AddressFormValues[K]) {
    change({ ...values, [key]: value })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (save.isPending) return
    setChecked(true)
    setFormError(null)
    const result = normalizeAddress(inputOf(values, initial))
    if (!result.success) {
      setErrors(result.errors)
      setFocusRequest((n) => n + 1)
      return
    }
    setErrors({})
    save.mutate(
      { id: initial?.id, body: result.body },
      {
        onSuccess: (address) => {
          toast({ title: initial ? 'نشانی ویرایش شد' : 'نشانی ذخیره شد', variant: 'success' })
          onSaved(address)
        },
        onError: (error) => {
          const { fields, message } = serverErrorsOf(error)
          setErrors(fields)
          setFormError(message)
          setFocusRequest((n) => n + 1)
        },
      },
    )
  }

  const text = (key: keyof AddressFormValues) => ({
    value: values[key] as string,
    // Numbers show in Persian digits as they are typed, whatever the keyboard (saved as Latin).
    onChange: (e: { target: { value: string } }) =>
      set(key, NUMBER_FIELDS.has(key) ? typedAsPersian(e.target.value) : e.target.value),
  })

  return (
    <form ref={formRef} className={formClass} noValidate onSubmit={submit} aria-busy={save.isPending}>
      <TextField label="عنوان" hint={optional} error={errors.title}>
        <Field.Input {...text('title')} maxLength={50} placeholder="مثلا خانه یا محل کار" />
      </TextField>
      <div className={pairClass}>
        <TextField label="نام و نام خانوادگی گیرنده" error={errors.receiver_name} required>
          <Field.Input {...text('receiver_name')} autoComplete="name" maxLength={100} />
        </TextField>
        <TextField label="شماره موبایل گیرنده" error={errors.receiver_phone} required>
          <Field.Input
            {...text('receiver_phone')}
            className={numberClass}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            dir="ltr"
            placeholder="۰۹۱۲ ۳۴۵ ۶۷۸۹"
          />
        </TextField>
      </div>
      <div className={pairClass}>
        <PlaceFields
          province={values.province}
          city={values.city}
          errors={errors}
          onProvinceChange={(province) =>
            change({ ...values, province, city: isKnownPlace(province, values.city) ? values.city : '' })
          }
          onCityChange={(city) => set('city', city)}
        />
      </div>
      <TextField label="نشانی" error={errors.address_line} required>
        <Field.Textarea
          {...text('address_line')}
          autoComplete="street-address"
          rows={3}
          maxLength={500}
          placeholder="خیابان، کوچه، ساختمان"
        />
      </TextField>
      <div className={shortPairClass}>
        <TextField label="پلاک" hint={optional} error={errors.plaque}>
          <Field.Input {...text('plaque')} className={numberClass} maxLength={20} />
        </TextField>
        <TextField label="واحد" hint={optional} error={errors.unit}>
          <Field.Input {...text('unit')} className={numberClass} maxLength={20} />
        </TextField>
      </div>
      <TextField label="کد پستی" error={errors.postal_code} required helper="۱۰ رقمی، با خط تیره یا بدون آن">
        <Field.Input
          {...text('postal_code')}
          className={numberClass}
          inputMode="numeric"
          autoComplete="postal-code"
          dir="ltr"
          placeholder="۱۲۳۴۵۶۷۸۹۰"
        />
      </TextField>
      {initial?.is_default ? null : (
        <label className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', cursor: 'pointer' })}>
          <input
            type="checkbox"
            checked={values.is_default}
            onChange={(e) => set('is_default', e.target.checked)}
            className={css({ w: '5', h: '5', accentColor: 'accent.default' })}
          />
          نشانی پیش‌فرض من باشد
        </label>
      )}
      {formError ? (
        <p
          role="alert"
          tabIndex={-1}
          data-form-error
          className={css({
            color: 'danger.default',
            bg: 'danger.subtle',
            borderRadius: 'control',
            p: '3',
            fontSize: 'sm',
          })}
        >
          {formError}
        </p>
      ) : null}
      <div className={wrap({ gap: '3', justifyContent: 'flex-end' })}>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} className={css({ flex: { base: '1', sm: 'none' } })}>
            انصراف
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending} className={css({ flex: { base: '1', sm: 'none' } })}>
          {save.isPending ? 'در حال ذخیره...' : 'ذخیره نشانی'}
        </Button>
      </div>
    </form>
  )
}

interface TextFieldProps {
  label: string
  error?: string
  required?: boolean
  hint?: ReactNode
  helper?: string
  children: ReactNode
}

/** Label, control, and either the error or a helper line, wired together by Ark's Field. */
function TextField({ label, error, required, hint, helper, children }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {hint}
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  )
}
