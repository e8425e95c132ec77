import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { control, fieldLabel } from './shared'

export const field = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: fieldLabel,
    input: control,
    textarea: { ...control, py: '2', minH: '24' },
    select: control,
    helperText: { fontSize: 'xs', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger.default' },
    requiredIndicator: { color: 'danger.default', ms: '0.5' },
  },
})
