import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Switch } from '#ui/switch'

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

/** A yes/no switch (a checkbox with the switch role, so readers say «روشن/خاموش»). */
export function SwitchRow({ checked, onChange, children }: CheckRowProps) {
  return (
    <label className={`${row} ${css({ justifyContent: 'space-between', fontWeight: 'medium' })}`}>
      <span>{children}</span>
      <Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />
    </label>
  )
}
