import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'

/** The mark: three bazaar arches (a راسته is a bazaar's row of shops) on a terracotta tile. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#b8481e" />
      <path
        d="M12 19h40M15 46V32a5.7 5.7 0 0 1 11.3 0v14m0-14a5.7 5.7 0 0 1 11.4 0v14m0-14A5.7 5.7 0 0 1 49 32v14M11 47h42"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  textDecoration: 'none',
  color: 'fg.default',
  fontWeight: 'black',
  fontSize: 'xl',
  flexShrink: 0,
  borderRadius: 'control',
})

/** The logo, linking home. */
export function Logo({ className, size, onNavigate }: { className?: string; size?: number; onNavigate?: () => void }) {
  return (
    <Link to="/" className={cx(link, className)} aria-label="راسته، صفحه اصلی" onClick={onNavigate}>
      <LogoMark size={size} />
      <span aria-hidden="true">راسته</span>
    </Link>
  )
}
