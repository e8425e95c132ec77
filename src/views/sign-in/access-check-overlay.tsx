import { css } from 'styled-system/css'
import { Spinner } from '#ui/spinner'

/** Full-screen overlay while a guard checks the user's role (spec section 2, widgets). */
export function AccessCheckOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({
        position: 'fixed',
        inset: '0',
        zIndex: 'overlay',
        bg: 'bg.canvas/90',
        backdropFilter: 'blur(2px)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '4',
      })}
    >
      <Spinner className={css({ w: '10', h: '10', borderWidth: '4px' })} />
      <p className={css({ fontWeight: 'medium', color: 'fg.muted' })}>در حال بررسی دسترسی...</p>
    </div>
  )
}
