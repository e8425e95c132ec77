import { tooltipAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  slots: tooltipAnatomy.keys(),
  base: {
    positioner: { zIndex: 'tooltip' },
    content: {
      bg: 'stone.900',
      color: 'white',
      fontSize: 'xs',
      fontWeight: 'medium',
      px: '2.5',
      py: '1.5',
      borderRadius: 'md',
      boxShadow: 'popover',
      maxW: 'xs',
      _open: { animation: 'fade-in 0.12s ease-out' },
      _closed: { animation: 'fade-out 0.1s ease-in' },
    },
    arrow: { '--arrow-size': '8px', '--arrow-background': '{colors.stone.900}' },
  },
})
