import { defineKeyframes } from '@pandacss/dev'

// The app's keyframes, all of them: panda.config.ts sets them in place of the preset's, whose
// ping and bounce nothing uses (0.25 KB of the precached stylesheet); pulse is the preset's, for
// the skeletons. The drawer slides along the inline axis; `translate` composes with the inline
// `transform` Ark sets while the user swipes. The rtl/ltr pair is chosen by the recipe's _rtl condition.
export const keyframes = defineKeyframes({
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'scale-in': { from: { opacity: 0, transform: 'scale(0.96)' }, to: { opacity: 1, transform: 'scale(1)' } },
  'scale-out': { from: { opacity: 1, transform: 'scale(1)' }, to: { opacity: 0, transform: 'scale(0.96)' } },
  'slide-in-start-ltr': { from: { translate: '-100% 0' }, to: { translate: '0 0' } },
  'slide-out-start-ltr': { from: { translate: '0 0' }, to: { translate: '-100% 0' } },
  'slide-in-start-rtl': { from: { translate: '100% 0' }, to: { translate: '0 0' } },
  'slide-out-start-rtl': { from: { translate: '0 0' }, to: { translate: '100% 0' } },
  spin: { to: { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '.5' } },
})
