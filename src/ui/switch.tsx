import type { InputHTMLAttributes } from 'react'
import { css, cx } from 'styled-system/css'

// A native checkbox drawn as a switch (role="switch": screen readers say «روشن/خاموش»), so the
// keyboard and forms work as they do for any checkbox; focus shows the app's ring (global-css.ts).
// The knob sits at the inline start and slides to the end when on. The one switch of the app: the
// filters', the wishlist's alerts and the notice settings'.
const track = css({
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

type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'checked'> & { checked: boolean }

export function Switch({ className, checked, ...props }: SwitchProps) {
  return (
    <input
      type="checkbox"
      role="switch"
      checked={checked}
      aria-checked={checked}
      {...props}
      className={cx(track, className)}
    />
  )
}
