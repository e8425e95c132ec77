import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { Button } from '#ui/button'
import { MinusIcon, PlusIcon } from './cart-icons'

interface QuantityStepperProps {
  quantity: number
  /** The most the stock allows now (the server's max_quantity). */
  max: number
  /** What it counts, for screen readers: the product's name. */
  label: string
  onChange: (quantity: number) => void
  /** Both buttons off (a bundle line while offline). */
  disabled?: boolean
}

const box = css({
  display: 'inline-flex',
  alignItems: 'center',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'control',
  bg: 'bg.surface',
  // A fieldset groups the buttons for screen readers; none of its default box.
  p: '0',
  m: '0',
  minW: '0',
})

/**
 * Plus adds 1, minus takes 1 away; minus is disabled at 1 (spec section 4) and plus at the
 * stock's limit. Every change goes straight to the server.
 */
export function QuantityStepper({ quantity, max, label, onChange, disabled = false }: QuantityStepperProps) {
  const change = (next: number) => {
    if (next < 1) return
    onChange(next)
  }
  return (
    <fieldset className={box} aria-label={`تعداد ${label}`}>
      <Button
        variant="ghost"
        size="sm"
        icon
        aria-label="افزایش تعداد"
        disabled={disabled || quantity >= max}
        onClick={() => change(quantity + 1)}
        className={css({ color: 'accent.text' })}
      >
        <PlusIcon />
      </Button>
      <output aria-live="polite" className={css({ minW: '7', textAlign: 'center', fontWeight: 'bold' })}>
        <span className={visuallyHidden()}>تعداد: </span>
        {formatNumber(quantity)}
      </output>
      <Button
        variant="ghost"
        size="sm"
        icon
        aria-label="کاهش تعداد"
        disabled={disabled || quantity <= 1}
        onClick={() => change(quantity - 1)}
      >
        <MinusIcon />
      </Button>
    </fieldset>
  )
}
