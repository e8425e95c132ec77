import { selectAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { control, fieldLabel, floatingContent, listItem } from './shared'

export const select = defineSlotRecipe({
  className: 'select',
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: fieldLabel,
    control: { position: 'relative' },
    trigger: {
      ...control,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      cursor: 'pointer',
      textAlign: 'start',
      _focusVisible: control._focusVisible,
      '&[data-placeholder-shown]': { color: 'fg.subtle' },
    },
    indicator: {
      color: 'fg.muted',
      transition: 'transform 0.15s',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { w: '5', h: '5' },
    },
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
  },
})
