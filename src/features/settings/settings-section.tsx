import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { dangerText, mutedText, stack } from 'styled-system/patterns'

interface SettingsSectionProps {
  id: string
  title: string
  description?: string
  children: ReactNode
}

/** One setting (name, phone, password) in its own card. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        p: { base: '4', md: '6' },
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'card',
      })}
    >
      <header className={stack({ gap: '1' })}>
        <h2 id={id} className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {title}
        </h2>
        {description ? <p className={mutedText()}>{description}</p> : null}
      </header>
      <div className={css({ maxW: 'md' })}>{children}</div>
    </section>
  )
}

/** The server's refusal under a form, announced. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className={dangerText({ bg: 'danger.subtle', p: '3', borderRadius: 'control' })}>
      {message}
    </p>
  )
}
