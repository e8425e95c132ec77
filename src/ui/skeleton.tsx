import { css, cx } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { useQueriesPaused } from '#lib/use-online'
import { OfflineNotice } from './offline-notice'

const block = css({
  bg: 'bg.muted',
  borderRadius: 'control',
  animation: 'pulse 1.4s ease-in-out infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
})

/** A grey placeholder block while content loads; size it with a class. Hidden from readers. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx(block, css({ display: 'block' }), className)} />
}

/**
 * Wraps skeletons so screen readers hear one «در حال بارگذاری...» instead of nothing. While the
 * query client waits for the connection to come back, the skeletons would wait forever: it says
 * the page needs a connection instead (and loads once it is back).
 */
export function SkeletonGroup({
  children,
  label = 'در حال بارگذاری...',
}: {
  children: React.ReactNode
  label?: string
}) {
  if (useQueriesPaused()) return <OfflineNotice />
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className={visuallyHidden()}>{label}</span>
      {children}
    </div>
  )
}
