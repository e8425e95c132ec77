import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

// Underlined tabs. The list scrolls sideways on a phone rather than wrapping, so a long set of
// tabs (order statuses) stays one row.
export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', minW: '0' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      flexShrink: 0,
      minH: '11',
      px: '3',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      mb: '-1px',
      transition: 'color 0.15s, border-color 0.15s',
      _hover: { color: 'fg.default' },
      _selected: { color: 'accent.text', borderColor: 'accent.default', fontWeight: 'semibold' },
      _focusVisible: { outline: '2px solid {colors.accent.default}', outlineOffset: '-2px', borderRadius: 'control' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    content: { outline: 'none', _focusVisible: { boxShadow: '0 0 0 3px {colors.accent.muted}' } },
  },
})
