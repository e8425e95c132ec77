import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '10',
  px: '1',
  borderRadius: 'control',
  cursor: 'pointer',
  fontSize: 'sm',
  _hover: { bg: 'bg.subtle' },
})
const checkbox = css({ w: '4.5', h: '4.5', flexShrink: 0, accentColor: 'accent.default', cursor: 'pointer' })

interface CheckRowProps {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
}

export function CheckRow({ checked, onChange, children }: CheckRowProps) {
  return (
    <label className={row}>
      <input
        type="checkbox"
        className={checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  )
}

const switchInput = css({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  w: '10',
  h: '6',
  borderRadius: 'full',
  bg: 'border.strong',
  cursor: 'pointer',
  transition: 'background 0.15s',
  _checked: { bg: 'accent.default' },
  // The knob sits at the inline start and slides to the end when on.
  _before: {
    content: '""',
    position: 'absolute',
    top: '0.5',
    insetInlineStart: '0.5',
    w: '5',
    h: '5',
    borderRadius: 'full',
    bg: 'white',
    boxShadow: 'card',
    transition: 'inset-inline-start 0.15s',
  },
  '&:checked::before': { insetInlineStart: '4.5' },
})

/** A yes/no switch (a checkbox with the switch role, so readers say «روشن/خاموش»). */
export function SwitchRow({ checked, onChange, children }: CheckRowProps) {
  return (
    <label className={`${row} ${css({ justifyContent: 'space-between', fontWeight: 'medium' })}`}>
      <span>{children}</span>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className={switchInput}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  )
}
