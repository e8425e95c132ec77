import { css } from 'styled-system/css'
import * as Field from '#ui/field'
import { legendClass, numberClass, pairClass, sectionClass, TextField } from './store-form-parts'
import type { StoreFormValues, StoreKind } from './store-form-rules'

type IdentityName = 'kind' | 'sheba' | 'national_code' | 'company_name' | 'company_national_id' | 'registration_number'

interface IdentityFieldsProps {
  values: StoreFormValues
  /** A store's kind is fixed once created. */
  kindLocked: boolean
  setValue: (name: IdentityName, value: string) => void
  blur: (name: string) => () => void
  error: (name: string) => string | null
}

const kinds: { kind: StoreKind; label: string; hint: string }[] = [
  { kind: 'individual', label: 'شخص حقیقی', hint: 'با کد ملی' },
  { kind: 'legal_entity', label: 'شخص حقوقی', hint: 'شرکت، با شناسه ملی و شماره ثبت' },
]
const kindClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  cursor: 'pointer',
  fontSize: 'sm',
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
})

/** Who sells: an individual (national code) or a legal entity (company), and the Sheba payouts go to. */
export function StoreIdentityFields({ values, kindLocked, setValue, blur, error }: IdentityFieldsProps) {
  const input = (name: Exclude<IdentityName, 'kind'>) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
    onBlur: blur(name),
  })
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>هویت و حساب بانکی</legend>
      <div role="radiogroup" aria-label="نوع فروشنده" className={pairClass}>
        {kinds.map((k) => (
          <label key={k.kind} className={kindClass}>
            <span className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'semibold' })}>
              <input
                type="radio"
                name="kind"
                value={k.kind}
                checked={values.kind === k.kind}
                disabled={kindLocked && values.kind !== k.kind}
                onChange={() => setValue('kind', k.kind)}
              />
              {k.label}
            </span>
            <span className={css({ color: 'fg.muted' })}>{k.hint}</span>
          </label>
        ))}
      </div>
      {values.kind === 'individual' ? (
        <TextField label="کد ملی" error={error('national_code')} required>
          <Field.Input
            {...input('national_code')}
            inputMode="numeric"
            dir="ltr"
            className={numberClass}
            maxLength={12}
          />
        </TextField>
      ) : (
        <>
          <TextField label="نام شرکت" error={error('company_name')} required>
            <Field.Input {...input('company_name')} maxLength={200} />
          </TextField>
          <div className={pairClass}>
            <TextField label="شناسه ملی شرکت" error={error('company_national_id')} required helper="۱۱ رقمی">
              <Field.Input {...input('company_national_id')} inputMode="numeric" dir="ltr" className={numberClass} />
            </TextField>
            <TextField label="شماره ثبت" error={error('registration_number')} required>
              <Field.Input {...input('registration_number')} inputMode="numeric" dir="ltr" className={numberClass} />
            </TextField>
          </div>
        </>
      )}
      <TextField label="شماره شبا" error={error('sheba')} required helper="IR و ۲۴ رقم؛ به نام فروشنده">
        <Field.Input {...input('sheba')} dir="ltr" className={numberClass} placeholder="IR000000000000000000000000" />
      </TextField>
    </fieldset>
  )
}
