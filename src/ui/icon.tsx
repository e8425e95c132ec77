import type { ReactNode, SVGProps } from 'react'
import { css, cx } from 'styled-system/css'

export type IconProps = SVGProps<SVGSVGElement>

// Arrows are drawn pointing to the inline start of left-to-right text; mirror them in Persian.
const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } })

// Simple stroke icons drawn on a 24-unit grid. They are decorative: the control around them
// carries the accessible name.
export function Icon({
  children,
  directional,
  className,
  ...props
}: IconProps & { children: ReactNode; directional?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={cx(directional && mirrored, className)}
      {...props}
    >
      {children}
    </svg>
  )
}
