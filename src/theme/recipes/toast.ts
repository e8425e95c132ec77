import { toastAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

const tone = (color: string, subtle: string) => ({ borderColor: color, bg: subtle })

// The variant is the toast's Ark `type` (data-type): default, destructive, success, error, info,
// warning (spec section 9).
export const toast = defineSlotRecipe({
  className: 'toast',
  slots: toastAnatomy.keys(),
  base: {
    group: { zIndex: 'toast' },
    root: {
      position: 'relative',
      w: 'min(24rem, calc(100vw - 2rem))',
      bg: 'bg.surface',
      borderRadius: 'card',
      borderWidth: '1px',
      borderInlineStartWidth: '4px',
      borderColor: 'border.default',
      boxShadow: 'popover',
      py: '3',
      ps: '4',
      pe: '10',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 0.4s, scale 0.4s, opacity 0.4s, height 0.4s',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      _closed: { transitionDuration: '0.2s' },
      '&[data-type=success]': tone('success.default', 'success.subtle'),
      '&[data-type=error], &[data-type=destructive]': tone('danger.default', 'danger.subtle'),
      '&[data-type=warning]': tone('warning.default', 'warning.subtle'),
      '&[data-type=info]': tone('info.default', 'info.subtle'),
    },
    title: { fontWeight: 'bold', fontSize: 'sm', color: 'fg.default' },
    description: { fontSize: 'sm', color: 'fg.muted', mt: '0.5' },
    actionTrigger: { mt: '2', fontSize: 'sm', fontWeight: 'semibold', color: 'accent.text', cursor: 'pointer' },
    closeTrigger: { position: 'absolute', top: '2', insetInlineEnd: '2' },
  },
})
