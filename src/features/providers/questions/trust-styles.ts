import { css } from 'styled-system/css'
import { wrap } from 'styled-system/patterns'

// The seller's question and review cards (issue 32): one look for both lists (the card itself is
// trust-content's trustCard, the admins' queue's too).

export const productRow = css({ display: 'flex', alignItems: 'center', gap: '3', minW: 0 })
export const productThumb = css({
  w: '12',
  h: '12',
  flexShrink: 0,
  borderRadius: 'control',
  objectFit: 'cover',
  bg: 'bg.subtle',
})
export const productName = css({ fontWeight: 'semibold', color: 'accent.text', overflowWrap: 'anywhere' })
export const metaLine = wrap({ gap: '1', columnGap: '2', fontSize: 'sm', color: 'fg.muted' })
export const ownAnswer = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '3',
  bg: 'accent.subtle',
  borderRadius: 'control',
  fontSize: 'sm',
})
/** The big «پاسخ دهید» button: a thumb's size, the card's width on a phone. */
export const answerButton = css({ alignSelf: { base: 'stretch', sm: 'flex-start' } })
