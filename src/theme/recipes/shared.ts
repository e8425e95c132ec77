// Styles several recipes share, written once: the look of a text control (fields, selects,
// comboboxes, number and date inputs) and of a floating list (select, combobox, date picker).

export const control = {
  w: 'full',
  minH: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'control',
  bg: 'bg.surface',
  color: 'fg.default',
  outline: 'none',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: { borderColor: 'accent.default', boxShadow: '0 0 0 3px {colors.accent.muted}' },
  // Red only when the form says so (Ark's data-invalid/aria-invalid, set from Field.Root's invalid),
  // not Panda's _invalid, which also matches the browser's :invalid: every empty required control
  // would be red before anything was typed.
  '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger.default' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} as const

export const floatingContent = {
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'popover',
  p: '1.5',
  outline: 'none',
  _open: { animation: 'scale-in 0.15s ease-out' },
  _closed: { animation: 'fade-out 0.1s ease-in' },
} as const

export const listItem = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2.5',
  minH: '10',
  px: '3',
  borderRadius: 'control',
  color: 'fg.default',
  textAlign: 'start',
  cursor: 'pointer',
  _highlighted: { bg: 'bg.subtle' },
  _selected: { fontWeight: 'semibold', color: 'accent.text' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
} as const

export const fieldLabel = { fontSize: 'sm', fontWeight: 'medium', color: 'fg.default', textAlign: 'start' } as const
