import { css, cx } from 'styled-system/css'

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

/** Wraps skeletons so screen readers hear one «در حال بارگذاری...» instead of nothing. */
export function SkeletonGroup({
  children,
  label = 'در حال بارگذاری...',
}: {
  children: React.ReactNode
  label?: string
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className={css({ srOnly: true })}>{label}</span>
      {children}
    </div>
  )
}
