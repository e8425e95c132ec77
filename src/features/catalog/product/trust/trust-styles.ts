import { css, cx } from 'styled-system/css'
import { wrap } from 'styled-system/patterns'

// What the reviews and the questions lists share.

const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  px: { base: '4', md: '6' },
})

/** A list's card: items one under the other, a line between them. */
export const trustListClass = cx(
  card,
  css({ '& > article + article': { borderTopWidth: '1px', borderColor: 'border.default' } }),
)

/** A list with nothing in it yet: one centred sentence in the same card. */
export const trustEmptyClass = cx(card, css({ py: '6', color: 'fg.muted', textAlign: 'center' }))

/** Who wrote it, as what, and when. */
export const trustMetaClass = wrap({ gap: '2', alignItems: 'center', fontSize: 'xs', color: 'fg.muted' })

/** The date at the line's end, or alone at the next line's end on a phone: never a stray separator. */
export const trustDateClass = css({ ms: 'auto', whiteSpace: 'nowrap' })
