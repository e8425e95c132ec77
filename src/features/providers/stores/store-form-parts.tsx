import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import * as Field from '#ui/field'

export const sectionClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
  p: { base: '4', md: '5' },
})
export const legendClass = css({ fontWeight: 'bold', fontSize: 'md', px: '1' })
export const pairClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })
// Numbers are typed left to right, aligned with the Persian labels above them.
export const numberClass = css({ textAlign: 'end', fontFeatureSettings: '"tnum"' })
export const optional = <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> (اختیاری)</span>

interface TextFieldProps {
  label: string
  error: string | null
  required?: boolean
  hint?: ReactNode
  helper?: string
  children: ReactNode
}

/** A labelled field with its Persian message (or its helper text while there is none). */
export function TextField({ label, error, required, hint, helper, children }: TextFieldProps) {
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
