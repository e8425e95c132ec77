import { defineSlotRecipe } from '@pandacss/dev'
import { control } from './shared'

/** A text control for amounts and counts, with an optional unit (تومان) at its inline end. */
export const numberInput = defineSlotRecipe({
  className: 'number-input',
  slots: ['root', 'input', 'suffix', 'problem'],
  base: {
    root: { position: 'relative', display: 'flex', flexWrap: 'wrap', alignItems: 'center', w: 'full' },
    // Digits read left to right inside the right-to-left form; the start aligns them with labels.
    input: { ...control, textAlign: 'start', fontVariantNumeric: 'tabular-nums' },
    suffix: {
      position: 'absolute',
      // Level with the input (a control's height), also when a problem line is shown below it.
      top: '0',
      h: '11',
      display: 'flex',
      alignItems: 'center',
      insetInlineEnd: '3',
      fontSize: 'sm',
      color: 'fg.muted',
      pointerEvents: 'none',
    },
    // Why typed text was refused: on its own line under the input (the unit stays on the input).
    problem: { flexBasis: 'full', mt: '1', fontSize: 'xs', color: 'danger.default' },
  },
  variants: {
    suffix: { true: { input: { pe: '16' } } },
  },
})
