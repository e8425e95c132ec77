import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  html: {
    direction: 'rtl',
    fontFamily: 'body',
    bg: 'bg.canvas',
    color: 'fg.default',
    lineHeight: '1.7',
    WebkitFontSmoothing: 'antialiased',
    WebkitTapHighlightColor: 'transparent',
    scrollBehavior: 'smooth',
    '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
  body: { minHeight: '100dvh' },
  'input, button, textarea, select': { font: 'inherit' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  '::selection': { bg: 'accent.muted' },
})
