import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge', 'CountBadge'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: 'full',
    fontWeight: 'bold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'accent.fg' },
      subtle: { bg: 'accent.subtle', color: 'accent.text' },
      neutral: { bg: 'bg.muted', color: 'fg.default' },
      // The tones of a status (an order's): how it is going.
      warning: { bg: 'warning.subtle', color: 'warning.default' },
      info: { bg: 'info.subtle', color: 'info.default' },
      success: { bg: 'success.subtle', color: 'success.default' },
      danger: { bg: 'danger.subtle', color: 'danger.default' },
    },
    size: {
      sm: { minW: '5', h: '5', px: '1.5', fontSize: 'xs' },
      md: { minW: '6', h: '6', px: '2', fontSize: 'sm' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'sm' },
})
