import { css } from 'styled-system/css'
import { mutedText, stack, wrap } from 'styled-system/patterns'

export const formClass = stack({ gap: '5', maxW: '3xl' })
export const sectionClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
  p: { base: '4', md: '5' },
})
export const legendClass = css({ fontWeight: 'bold', fontSize: 'md', px: '1' })
export const pairClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })
export const actionsClass = wrap({ gap: '2', alignItems: 'center' })
export const chipsClass = wrap({ gap: '2', listStyle: 'none', p: 0, m: 0 })
export const chipClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'full',
  ps: '3',
  pe: '1',
  py: '0.5',
  fontSize: 'sm',
  bg: 'bg.muted',
})
export const mutedClass = mutedText()
export const checkRowClass = css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' })
export const listClass = stack({ gap: '2', listStyle: 'none', p: 0, m: 0 })
export const rowClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  py: '2',
})
export const codeTextClass = css({ fontFamily: 'mono', direction: 'ltr', fontWeight: 'bold', letterSpacing: 'wide' })
// A field (or two) and its button on one line where there is room; the fields take the width.
export const inlineFormClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '3',
  '& > div': { flex: '1 1 14rem', minW: 0 },
  '& > button': { mt: '6' },
})
