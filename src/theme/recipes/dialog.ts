import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const dialog = defineSlotRecipe({
  className: 'dialog',
  // footer: the row of actions at the foot (confirm and cancel), not one of Ark's parts.
  slots: [...dialogAnatomy.keys(), 'footer', 'error'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.backdrop',
      zIndex: 'overlay',
      _open: { animation: 'fade-in 0.2s ease-out' },
      _closed: { animation: 'fade-out 0.15s ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
    },
    content: {
      position: 'relative',
      w: 'full',
      maxW: 'md',
      maxH: 'calc(100dvh - 2rem)',
      overflowY: 'auto',
      bg: 'bg.surface',
      borderRadius: 'card',
      boxShadow: 'overlay',
      p: '6',
      _open: { animation: 'scale-in 0.2s ease-out' },
      _closed: { animation: 'scale-out 0.15s ease-in' },
    },
    title: { fontSize: 'lg', fontWeight: 'bold' },
    description: { color: 'fg.muted', mt: '1' },
    footer: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2', mt: '6' },
    error: { mt: '3', fontSize: 'sm', color: 'danger.default' },
    closeTrigger: { position: 'absolute', top: '3', insetInlineEnd: '3' },
  },
})
