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
  // A page made for paper (the packing slip, data-print-page) prints alone: the panel's sidebar,
  // header and buttons around it are hidden, and it starts at the top of the sheet.
  '@media print': {
    'body:has([data-print-page]) *': { visibility: 'hidden' },
    // As specific as the rule above (body:has(…)), and later, so the page itself shows.
    'body:has([data-print-page]) [data-print-page], body:has([data-print-page]) [data-print-page] *': {
      visibility: 'visible',
    },
    '[data-print-page]': { position: 'absolute', insetBlockStart: '0', insetInlineStart: '0', w: 'full' },
    '[data-print-hidden]': { display: 'none' },
  },
})
