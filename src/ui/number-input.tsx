import { Field as ArkField } from '@ark-ui/react/field'
import { type ChangeEvent, type InputHTMLAttributes, useEffect, useState } from 'react'
import { cx } from 'styled-system/css'
import { numberInput } from 'styled-system/recipes'
import { clampNumber, formatNumberText, parseNumberText, reformat } from '../lib/number-text'

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
>

export interface NumberInputProps extends NativeProps {
  value: number | null
  onValueChange: (value: number | null) => void
  /** What empty or non-numeric text stands for: 0 by the spec (section 5), or null for "no value" (filters) */
  emptyAs?: 0 | null
  /** Bounds, applied when the field is left (typing 1 on the way to 15 must not jump to a minimum of 10) */
  min?: number
  max?: number
  /** Allow a fractional part */
  decimals?: boolean
  /** Show «تومان» at the inline end */
  toman?: boolean
}

/**
 * A number typed in any digit script and shown in Persian digits with thousands separators
 * («۱۲٬۵۰۰»). Inside a Field.Root it takes its label, ids and invalid state from the field.
 */
export function NumberInput({
  value,
  onValueChange,
  emptyAs = 0,
  min,
  max,
  decimals = false,
  toman = false,
  className,
  onBlur,
  ...rest
}: NumberInputProps) {
  const options = { decimals }
  const [text, setText] = useState(() => formatNumberText(value, options))
  const classes = numberInput({ suffix: toman })
  const read = (shown: string) => parseNumberText(shown, options) ?? emptyAs

  // A value set from outside (a reset, a loaded record) replaces the text; the text the user is
  // typing already stands for the value it sent, so it is kept as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside
  useEffect(() => {
    if (read(text) !== value) setText(formatNumberText(value, options))
  }, [value])

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const next = reformat(input.value, input.selectionStart ?? input.value.length, options)
    setText(next.text)
    // Put the caret back once the new text is rendered.
    requestAnimationFrame(() => {
      if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret)
    })
    onValueChange(read(next.text))
  }

  return (
    <div className={cx(classes.root, className)}>
      <ArkField.Input
        {...rest}
        type="text"
        inputMode={decimals ? 'decimal' : 'numeric'}
        autoComplete="off"
        className={classes.input}
        value={text}
        onChange={onChange}
        onBlur={(event) => {
          const bounded = clampNumber(read(text), min, max)
          if (bounded !== read(text)) {
            setText(formatNumberText(bounded, options))
            onValueChange(bounded)
          }
          onBlur?.(event)
        }}
      />
      {toman ? <span className={classes.suffix}>تومان</span> : null}
    </div>
  )
}
