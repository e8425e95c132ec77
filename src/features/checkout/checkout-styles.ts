import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'

/** A white card holding one part of the page (address, a store's shipment, the summary). */
export const panelClass = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '5' },
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  minW: '0',
})

export const panelTitleClass = css({ fontSize: { base: 'md', md: 'lg' }, fontWeight: 'bold' })

/** A native radio inside a card-sized label: arrow keys move between cards, readers hear a radio group. */
export const radioCardClass = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'control',
  bg: 'bg.surface',
  cursor: 'pointer',
  transition: 'border-color 0.15s, background 0.15s',
  '& input[type=radio]': { accentColor: 'accent.default', w: '1.125rem', h: '1.125rem', mt: '1', flexShrink: 0 },
  _hover: { borderColor: 'accent.default' },
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  '&:has(input:disabled)': { cursor: 'not-allowed', bg: 'bg.subtle', borderColor: 'border.default', color: 'fg.muted' },
})

export const fieldsetClass = stack({ gap: '3', minW: '0' })

export { pageGridClass } from './checkout-grid'

export const asideClass = css({ position: { lg: 'sticky' }, top: { lg: '24' } })

export const summaryRowClass = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '3',
  fontSize: 'sm',
})
