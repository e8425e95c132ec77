import { css } from 'styled-system/css'
import { formatNumber } from '#lib/fa'
import * as Field from '#ui/field'
import { NOTE_MAX_LENGTH } from './checkout-schemas'
import { panelClass } from './checkout-styles'

interface NoteFieldProps {
  value: string
  onChange: (value: string) => void
  error: string | null
}

/** The customer's note, kept on every order of the purchase. */
export function NoteField({ value, onChange, error }: NoteFieldProps) {
  return (
    <div className={panelClass}>
      <Field.Root invalid={Boolean(error)}>
        <Field.Label className={css({ fontSize: 'md', fontWeight: 'bold' })}>توضیحات سفارش (اختیاری)</Field.Label>
        <Field.Textarea
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={3}
          placeholder="مثلا: لطفا پیش از ارسال تماس بگیرید"
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {formatNumber(value.length)} از {formatNumber(NOTE_MAX_LENGTH)} نویسه
          </Field.HelperText>
        )}
      </Field.Root>
    </div>
  )
}
