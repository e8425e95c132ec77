import { defineSlotRecipe } from '@pandacss/dev'
import { control } from './shared'

/** A text control for amounts and counts, with an optional unit (تومان) at its inline end. */
export const numberInput = defineSlotRecipe({
  className: 'number-input',
  slots: ['root', 'input', 'suffix'],
  base: {
    root: { position: 'relative', display: 'flex', alignItems: 'center', w: 'full' },
    // Digits read left to right inside the right-to-left form; the start aligns them with labels.
    input: { ...control, textAlign: 'start', fontVariantNumeric: 'tabular-nums' },
    suffix: {
      position: 'absolute',
      insetInlineEnd: '3',
      fontSize: 'sm',
      color: 'fg.muted',
      pointerEvents: 'none',
    },
  },
  variants: {
    suffix: { true: { input: { pe: '16' } } },
  },
})
