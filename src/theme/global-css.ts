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
  // Every native checkbox and radio looks like the kit's (the accent colour, 20 px), not the
  // browser's blue: forms that set no class of their own stay consistent (issue 27). A class on
  // the input (utilities layer) still wins over this base rule.
  'input[type=checkbox], input[type=radio]': { accentColor: 'accent.default', w: '5', h: '5', flexShrink: 0 },
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
