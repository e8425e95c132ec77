import { drawerAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const drawer = defineSlotRecipe({
  className: 'drawer',
  slots: [...drawerAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.backdrop',
      zIndex: 'overlay',
      _open: { animation: 'fade-in 0.25s ease-out' },
      _closed: { animation: 'fade-out 0.2s ease-in' },
    },
    positioner: { position: 'fixed', inset: '0', zIndex: 'modal', display: 'flex', pointerEvents: 'none' },
    content: {
      pointerEvents: 'auto',
      display: 'flex',
      flexDirection: 'column',
      h: '100dvh',
      bg: 'bg.surface',
      boxShadow: 'overlay',
      overflow: 'hidden',
      '&:not([data-dragging])': { transition: 'transform 0.2s ease-out' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '4',
      py: '3',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    title: { fontSize: 'lg', fontWeight: 'bold' },
    description: { color: 'fg.muted', fontSize: 'sm' },
    body: { flex: '1', overflowY: 'auto', px: '2', py: '3' },
    footer: { px: '4', py: '3', borderTopWidth: '1px', borderColor: 'border.default' },
  },
  variants: {
    // Placement follows the reading direction: start is the right edge in Persian.
    placement: {
      start: {
        positioner: { justifyContent: 'flex-start' },
        content: {
          w: '85vw',
          maxW: 'sm',
          _open: { animation: 'slide-in-start-ltr 0.25s ease-out', _rtl: { animationName: 'slide-in-start-rtl' } },
          _closed: { animation: 'slide-out-start-ltr 0.2s ease-in', _rtl: { animationName: 'slide-out-start-rtl' } },
        },
      },
      end: {
        positioner: { justifyContent: 'flex-end' },
        content: {
          w: '85vw',
          maxW: 'md',
          _open: { animation: 'slide-in-start-rtl 0.25s ease-out', _rtl: { animationName: 'slide-in-start-ltr' } },
          _closed: { animation: 'slide-out-start-rtl 0.2s ease-in', _rtl: { animationName: 'slide-out-start-ltr' } },
        },
      },
    },
  },
  defaultVariants: { placement: 'start' },
})
