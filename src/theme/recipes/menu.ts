import { menuAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const menu = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  base: {
    positioner: { zIndex: 'dropdown' },
    content: {
      minW: '56',
      bg: 'bg.surface',
      borderRadius: 'card',
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'popover',
      p: '1.5',
      outline: 'none',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      _open: { animation: 'scale-in 0.15s ease-out' },
      _closed: { animation: 'fade-out 0.1s ease-in' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2.5',
      minH: '10',
      px: '3',
      borderRadius: 'control',
      color: 'fg.default',
      textDecoration: 'none',
      textAlign: 'start',
      cursor: 'pointer',
      _highlighted: { bg: 'bg.subtle' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      '& svg': { w: '5', h: '5', color: 'fg.muted' },
    },
    itemGroupLabel: { px: '3', py: '1.5', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
    separator: { my: '1', borderTopWidth: '1px', borderColor: 'border.default' },
  },
})
