import type { InputHTMLAttributes } from 'react'
import { css, cx } from 'styled-system/css'

// A native checkbox drawn as a switch (role="switch": screen readers say «on»/«off»), so keyboard
// and forms work as they do for any checkbox. The knob travels toward the inline end when on.
const track = css({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  w: '11',
  h: '6',
  borderRadius: 'full',
  bg: 'fg.subtle',
  cursor: 'pointer',
  transition: 'background 0.15s',
  _before: {
    content: '""',
    position: 'absolute',
    top: '0.5',
    insetInlineStart: '0.5',
    w: '5',
    h: '5',
    borderRadius: 'full',
    bg: 'white',
    boxShadow: 'sm',
    transition: 'inset-inline-start 0.15s',
  },
  _checked: { bg: 'accent.default', _before: { insetInlineStart: '1.375rem' } },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
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
