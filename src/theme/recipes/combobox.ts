import { comboboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { control, fieldLabel, floatingContent, listItem } from './shared'

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  borderRadius: 'control',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '& svg': { w: '4', h: '4' },
} as const

export const combobox = defineSlotRecipe({
  className: 'combobox',
  slots: [...comboboxAnatomy.keys(), 'status'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: fieldLabel,
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: { ...control, pe: '16' },
    trigger: { ...iconButton, position: 'absolute', insetInlineEnd: '1.5', '& svg': { w: '5', h: '5' } },
    clearTrigger: { ...iconButton, position: 'absolute', insetInlineEnd: '9' },
    positioner: { zIndex: 'dropdown' },
    content: {
      ...floatingContent,
      // Above a dialog (modal): the positioner takes the content's z-index (Ark's popper copies it
      // into --z-index), so a select or combobox inside a dialog (the category editor's parent
      // picker) would otherwise open under it, seen but not clickable.
      zIndex: 'popover',
      maxH: '72',
      overflowY: 'auto',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
    },
    item: listItem,
    itemIndicator: { color: 'accent.default', '& svg': { w: '4', h: '4' } },
    itemGroupLabel: { px: '3', py: '1.5', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
    empty: { px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' },
    status: { display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' },
  },
})
