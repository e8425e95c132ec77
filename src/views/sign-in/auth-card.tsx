import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import { LogoMark } from '#ui/logo'

interface AuthCardProps {
  title: string
  description?: string
  children: ReactNode
  footer?: ReactNode
}

/** The centred card of the sign-in and sign-up screens. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <section
      aria-labelledby="auth-title"
      className={css({
        w: 'full',
        maxW: 'md',
        mx: 'auto',
        my: { base: '2', md: '10' },
        bg: 'bg.surface',
        borderRadius: 'card',
        borderWidth: '1px',
        borderColor: 'border.default',
        boxShadow: 'card',
        p: { base: '5', md: '8' },
        display: 'flex',
        flexDirection: 'column',
        gap: '5',
      })}
    >
      <header className={stack({ alignItems: 'center', gap: '3' })}>
        <LogoMark size={48} />
        <h1 id="auth-title" className={css({ fontSize: 'xl', fontWeight: 'bold', textAlign: 'center' })}>
          {title}
        </h1>
        {description ? <p className={mutedText({ textAlign: 'center' })}>{description}</p> : null}
      </header>
      {children}
      {footer ? (
        <footer
          className={css({
            borderTopWidth: '1px',
            borderColor: 'border.default',
            pt: '4',
            fontSize: 'sm',
            color: 'fg.muted',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            alignItems: 'center',
            textAlign: 'center',
          })}
        >
          {footer}
        </footer>
      ) : null}
    </section>
  )
}
