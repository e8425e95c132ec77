import { css } from 'styled-system/css'

export const cardClass = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  h: 'full',
  p: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  textDecoration: 'none',
  color: 'fg.default',
  transition: 'box-shadow 0.15s, border-color 0.15s',
  _hover: { boxShadow: 'card', borderColor: 'border.strong' },
})

export const gridClass = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { base: '2', md: '4' },
  // Cards below the screen are laid out and painted only when scrolled near: a page of twenty
  // costs a phone's first layout about what its first rows cost.
  '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 20rem' },
})
