import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

interface EmptyStateProps {
  title: string
  description?: string
  icon?: ReactNode
  /** A way on: a link or a button. */
  action?: ReactNode
  /** 'alert' for failures, so they are announced. */
  role?: 'status' | 'alert'
}

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  py: { base: '10', md: '14' },
  px: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
})
const iconBox = css({
  display: 'grid',
  placeItems: 'center',
  w: '14',
  h: '14',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontSize: '3xl',
})

/** Nothing to show (or a failure): a sentence on why and, when there is one, a way on. */
export function EmptyState({ title, description, icon, action, role = 'status' }: EmptyStateProps) {
  return (
    <div role={role} className={box}>
      {icon ? <span className={iconBox}>{icon}</span> : null}
      <p className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</p>
      {description ? <p className={css({ color: 'fg.muted', maxW: 'md' })}>{description}</p> : null}
      {action}
    </div>
  )
}
