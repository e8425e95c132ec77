import { css } from 'styled-system/css'

/** A card of the order status page (the purchase's orders, the timeline). */
export const orderPanel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
})
