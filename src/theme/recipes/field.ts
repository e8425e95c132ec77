import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

const control = {
  w: 'full',
  minH: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'control',
  bg: 'bg.surface',
  color: 'fg.default',
  outline: 'none',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: { borderColor: 'accent.default', boxShadow: '0 0 0 3px {colors.accent.muted}' },
  // Red only when the form says so (Ark's data-invalid/aria-invalid, set from Field.Root's invalid),
  // not Panda's _invalid, which also matches the browser's :invalid: every empty required control
  // would be red before anything was typed.
  '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger.default' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} as const

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default', textAlign: 'start' },
    input: control,
    textarea: { ...control, py: '2', minH: '24' },
    select: control,
    helperText: { fontSize: 'xs', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger.default' },
    requiredIndicator: { color: 'danger.default', ms: '0.5' },
  },
})
