import { defineRecipe } from '@pandacss/dev'

export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'IconButton', 'LinkButton'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: 0,
    borderRadius: 'control',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transitionProperty: 'background, border-color, color, box-shadow',
    transitionDuration: 'fast',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
    '& svg': { width: '1.25em', height: '1.25em', flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.emphasized' } },
      },
      outline: {
        borderWidth: '1px',
        borderColor: 'border.strong',
        bg: 'bg.surface',
        color: 'fg.default',
        _hover: { _enabled: { bg: 'bg.subtle' } },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { _enabled: { bg: 'bg.subtle' } } },
      subtle: { bg: 'accent.subtle', color: 'accent.text', _hover: { _enabled: { bg: 'accent.muted' } } },
      danger: { bg: 'danger.default', color: 'white', _hover: { _enabled: { opacity: 0.9 } } },
      link: { color: 'accent.text', px: '0!', h: 'auto!', _hover: { textDecoration: 'underline' } },
    },
    size: {
      sm: { h: '9', minW: '9', px: '3', fontSize: 'sm' },
      md: { h: '11', minW: '11', px: '4', fontSize: 'md' },
      lg: { h: '12', minW: '12', px: '6', fontSize: 'md' },
    },
    icon: { true: { px: '0' } },
    full: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
