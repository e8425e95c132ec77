import { defineSemanticTokens, defineTokens } from '@pandacss/dev'

// Brand: a warm terracotta (saffron-brick), trustworthy rather than loud. 600 carries white text
// at better than 4.5:1.
export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#fdf5ef' },
      100: { value: '#fae6d8' },
      200: { value: '#f4c8ac' },
      300: { value: '#eca27a' },
      400: { value: '#e27b4b' },
      500: { value: '#d35e2b' },
      600: { value: '#b8481e' },
      700: { value: '#963a1b' },
      800: { value: '#78301b' },
      900: { value: '#622a19' },
      950: { value: '#36130a' },
    },
  },
  fonts: {
    body: { value: 'Vazirmatn, system-ui, Tahoma, sans-serif' },
  },
  // Layers, lowest to highest. The recipes and the header name these; without them Panda emits
  // an invalid z-index and a sticky header slides under positioned page content.
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    docked: { value: 10 },
    dropdown: { value: 1000 },
    sticky: { value: 1100 },
    banner: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    skipLink: { value: 1600 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
  radii: {
    control: { value: '0.625rem' },
    card: { value: '1rem' },
  },
  shadows: {
    card: { value: '0 1px 2px rgb(41 37 36 / 0.06), 0 1px 3px rgb(41 37 36 / 0.08)' },
    popover: { value: '0 10px 30px -8px rgb(41 37 36 / 0.25), 0 2px 6px rgb(41 37 36 / 0.08)' },
    overlay: { value: '0 20px 50px -12px rgb(41 37 36 / 0.35)' },
  },
})

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '#fcfaf8' },
      surface: { value: '{colors.white}' },
      subtle: { value: '{colors.stone.100}' },
      muted: { value: '{colors.stone.200}' },
      backdrop: { value: 'rgb(28 25 23 / 0.5)' },
    },
    fg: {
      default: { value: '{colors.stone.900}' },
      muted: { value: '{colors.stone.600}' },
      subtle: { value: '{colors.stone.500}' },
      inverted: { value: '{colors.white}' },
    },
    border: {
      default: { value: '{colors.stone.200}' },
      strong: { value: '{colors.stone.300}' },
    },
    accent: {
      default: { value: '{colors.brand.600}' },
      emphasized: { value: '{colors.brand.700}' },
      fg: { value: '{colors.white}' },
      subtle: { value: '{colors.brand.50}' },
      muted: { value: '{colors.brand.100}' },
      text: { value: '{colors.brand.700}' },
    },
    danger: { default: { value: '{colors.red.700}' }, subtle: { value: '{colors.red.50}' } },
    success: { default: { value: '{colors.green.700}' }, subtle: { value: '{colors.green.50}' } },
    warning: { default: { value: '{colors.amber.800}' }, subtle: { value: '{colors.amber.50}' } },
    info: { default: { value: '{colors.sky.800}' }, subtle: { value: '{colors.sky.50}' } },
  },
})
