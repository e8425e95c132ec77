import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { Button } from '#ui/button'

/** How many of an item go back: 0 (none) up to what was bought. */
export function CountStepper({
  value,
  max,
  label,
  onChange,
}: {
  value: number
  max: number
  label: string
  onChange: (value: number) => void
}) {
  return (
    <fieldset
      aria-label={`تعداد مرجوعی ${label}`}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        borderWidth: '1px',
        borderColor: 'border.strong',
        borderRadius: 'control',
        p: '0',
        m: '0',
        minW: '0',
        flexShrink: 0,
      })}
    >
      <Button
        variant="ghost"
        size="sm"
        icon
        aria-label="یکی بیشتر"
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </Button>
      <output aria-live="polite" className={css({ minW: '7', textAlign: 'center', fontWeight: 'bold' })}>
        <span className={visuallyHidden()}>تعداد مرجوعی: </span>
        {formatNumber(value)}
      </output>
      <Button
        variant="ghost"
        size="sm"
        icon
        aria-label="یکی کمتر"
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </Button>
    </fieldset>
  )
}
