import { useLocation, useNavigate } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { errorDetail } from '#lib/errors'
import { formatNumber } from '#lib/fa'
import { useLoggedIn } from '#lib/session/use-session'
import { toastError } from '#lib/toast'
import { buttonClass } from '#ui/button'
import { Icon } from '#ui/icon'
import { saidOffline } from './needs-connection'

const voted = css({ bg: 'accent.subtle!', color: 'accent.text!', borderColor: 'accent.muted!' })

interface HelpfulButtonProps {
  count: number
  /** The signed-in caller marked it already */
  done: boolean
  pending: boolean
  onVote: () => Promise<unknown>
}

/**
 * «مفید بود (۱۲)»: signed-in users mark a review, question or answer once. A visitor is taken to
 * sign in and back; the server's refusal (one's own, twice) is shown as it words it.
 */
export function HelpfulButton({ count, done, pending, onVote }: HelpfulButtonProps) {
  const loggedIn = useLoggedIn()
  const navigate = useNavigate()
  const location = useLocation()
  const label = `مفید بود (${formatNumber(count)})`
  return (
    <button
      type="button"
      className={cx(buttonClass({ variant: 'outline', size: 'sm' }), done && voted)}
      aria-pressed={done}
      disabled={pending}
      onClick={() => {
        if (done) return
        if (!loggedIn) {
          void navigate({ to: '/login', search: { returnTo: `${location.pathname}${location.searchStr}` } })
          return
        }
        if (saidOffline('ثبت رأی')) return
        onVote().catch((error: unknown) => toastError(errorDetail(error)))
      }}
    >
      <ThumbIcon />
      {label}
    </button>
  )
}

/** The kit's line icon (ui/icon.tsx), a thumb up. */
function ThumbIcon() {
  return (
    <Icon>
      <path d="M7 10v10H4V10h3Zm0 0 4-7a2 2 0 0 1 2.8 2.2L13 9h6a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7" />
    </Icon>
  )
}
