import { css } from 'styled-system/css'
import { useQueriesPaused } from '#lib/use-online'
import { OfflineNotice } from './offline-notice'

const spinner = css({
  display: 'inline-block',
  w: '6',
  h: '6',
  borderRadius: 'full',
  borderWidth: '3px',
  borderColor: 'accent.muted',
  borderTopColor: 'accent.default',
  animation: 'spin 0.8s linear infinite',
  flexShrink: 0,
})

/** A decorative spinner; put the words next to it (the spinner itself is hidden from readers). */
export function Spinner({ className }: { className?: string }) {
  return <span aria-hidden="true" className={className ? `${spinner} ${className}` : spinner} />
}

/**
 * A centred spinner with a message, announced politely: 'در حال بارگذاری...' by default. While
 * the query client waits for the connection (offline, nothing saved for this page) it would spin
 * forever: it says the page needs a connection instead, as SkeletonGroup does, and loads once
 * the connection is back.
 */
export function Loading({ label = 'در حال بارگذاری...' }: { label?: string }) {
  if (useQueriesPaused()) return <OfflineNotice />
  return (
    <div
      role="status"
      className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', py: '16' })}
    >
      <Spinner />
      <span className={css({ color: 'fg.muted' })}>{label}</span>
    </div>
  )
}
