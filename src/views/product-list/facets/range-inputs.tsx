import { type FormEvent, useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import { formatNumber, formatNumberInput, parseNumberInput } from '#lib/fa'
import type { SpecRange } from '#lib/product-list/specs-selection'
import { Button } from '#ui/button'

interface RangeInputsProps {
  /** What the inputs are about, for their accessible names: «قیمت», «اندازه صفحه نمایش». */
  label: string
  unit?: string | null
  value: SpecRange
  /** The lowest and highest values available, shown as hints. */
  bounds?: { min: number; max: number } | null
  onApply: (range: SpecRange) => void
}

/** '' for nothing typed, else the number in any digit script and with or without separators. */
function parseOptional(text: string): number | undefined {
  return formatNumberInput(text) === '' ? undefined : parseNumberInput(text)
}

const show = (n?: number) => (n === undefined ? '' : formatNumber(n))

const inputClass = css({
  w: 'full',
  minW: '0',
  h: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'control',
  bg: 'bg.surface',
  fontSize: 'sm',
  outline: 'none',
  _focusVisible: { borderColor: 'accent.default', boxShadow: '0 0 0 3px {colors.accent.muted}' },
  _placeholder: { color: 'fg.subtle' },
})

/** «از … تا …»: a minimum and a maximum, applied with Enter, the button, or leaving the field. */
export function RangeInputs({ label, unit, value, bounds, onApply }: RangeInputsProps) {
  const id = useId()
  const [min, setMin] = useState(show(value.min))
  const [max, setMax] = useState(show(value.max))
  // The URL is the truth: follow it when it changes elsewhere (clear all, back button).
  useEffect(() => setMin(show(value.min)), [value.min])
  useEffect(() => setMax(show(value.max)), [value.max])

  function apply(event?: FormEvent) {
    event?.preventDefault()
    const next = { min: parseOptional(min), max: parseOptional(max) }
    if (next.min === value.min && next.max === value.max) return
    onApply(next)
  }

  const suffix = unit ? ` (${unit})` : ''
  return (
    <form onSubmit={apply} className={stack({ gap: '2' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <label htmlFor={`${id}-min`} className={mutedText()}>
          از
        </label>
        <input
          id={`${id}-min`}
          className={inputClass}
          inputMode="decimal"
          autoComplete="off"
          aria-label={`کمترین ${label}${suffix}`}
          placeholder={bounds ? formatNumber(bounds.min) : undefined}
          value={min}
          onChange={(event) => setMin(event.target.value)}
          onBlur={() => apply()}
        />
        <label htmlFor={`${id}-max`} className={mutedText()}>
          تا
        </label>
        <input
          id={`${id}-max`}
          className={inputClass}
          inputMode="decimal"
          autoComplete="off"
          aria-label={`بیشترین ${label}${suffix}`}
          placeholder={bounds ? formatNumber(bounds.max) : undefined}
          value={max}
          onChange={(event) => setMax(event.target.value)}
          onBlur={() => apply()}
        />
      </div>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })}>
        <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{unit ?? ''}</span>
        <Button type="submit" size="sm" variant="subtle">
          اعمال
        </Button>
      </div>
    </form>
  )
}
