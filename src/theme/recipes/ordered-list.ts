import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A list the panels put in order (the homepages' curated items): each row a drag handle, the
 * item's kind and name, and up / down / remove buttons (the keyboard's and a phone's way to move it).
 */
export const orderedList = defineSlotRecipe({
  className: 'orderedList',
  slots: ['root', 'item', 'handle', 'position', 'text', 'kind', 'label', 'actions', 'live'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minH: '14',
      px: '2',
      py: '2',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'control',
      '&[data-dragging]': { opacity: '0.5' },
      '&[data-over]': { borderColor: 'accent.default', boxShadow: '0 0 0 1px {colors.accent.default}' },
    },
    handle: {
      display: { base: 'none', md: 'inline-flex' },
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '10',
      color: 'fg.muted',
      cursor: 'grab',
      fontSize: 'xl',
      flexShrink: '0',
    },
    position: {
      minW: '7',
      textAlign: 'center',
      color: 'fg.muted',
      fontSize: 'sm',
      fontFeatureSettings: '"tnum"',
      flexShrink: '0',
    },
    text: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' },
    kind: { fontSize: 'xs', color: 'fg.muted' },
    label: { fontSize: 'sm', fontWeight: 'medium', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    actions: { display: 'flex', gap: '1', flexShrink: '0' },
    live: {
      position: 'absolute',
      w: '1px',
      h: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
})
