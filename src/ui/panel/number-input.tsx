import { Field as ArkField } from '@ark-ui/react/field'
import { type ChangeEvent, type InputHTMLAttributes, useEffect, useState } from 'react'
import { cx } from 'styled-system/css'
import { numberInput } from 'styled-system/recipes'
import { clampNumber, formatNumberText, hasMinus, NEGATIVE_REFUSED, parseNumberText, reformat } from '#lib/number-text'

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
  /**
   * Told when typed text is refused (a minus sign: no field takes a negative number) and when
   * it is fixed. The input says why itself; while refused the value is null, so a form cannot
   * take the digits alone (-3 is not 3), and an in-place editor must not save.
   */
  onRefusedChange?: (refused: boolean) => void
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
  onRefusedChange,
  ...rest
}: NumberInputProps) {
  const options = { decimals }
  const [text, setText] = useState(() => formatNumberText(value, options))
  const classes = numberInput({ suffix: toman })
  const refused = hasMinus(text)
  const read = (shown: string) => (hasMinus(shown) ? null : (parseNumberText(shown, options) ?? emptyAs))
  const showText = (next: string) => {
    if (hasMinus(next) !== refused) onRefusedChange?.(hasMinus(next))
    setText(next)
  }

  // A value set from outside (a reset, a loaded record) replaces the text; the text the user is
  // typing already stands for the value it sent, so it is kept as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside
  useEffect(() => {
    if (read(text) !== value) showText(formatNumberText(value, options))
  }, [value])

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const next = reformat(input.value, input.selectionStart ?? input.value.length, options)
    // A minus sign stays where the seller sees it, with the reason, instead of being dropped.
    const minus = hasMinus(input.value) ? '-' : ''
    showText(`${minus}${next.text}`)
    // Put the caret back once the new text is rendered.
    requestAnimationFrame(() => {
      if (document.activeElement === input)
        input.setSelectionRange(next.caret + minus.length, next.caret + minus.length)
    })
    onValueChange(read(`${minus}${next.text}`))
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
        {...(refused ? { 'aria-invalid': true } : {})}
        onBlur={(event) => {
          const bounded = clampNumber(read(text), min, max)
          if (!refused && bounded !== read(text)) {
            setText(formatNumberText(bounded, options))
            onValueChange(bounded)
          }
          onBlur?.(event)
        }}
      />
      {toman ? <span className={classes.suffix}>تومان</span> : null}
      {refused ? (
        <span role="alert" className={classes.problem}>
          {NEGATIVE_REFUSED}
        </span>
      ) : null}
    </div>
  )
}
