import { css } from 'styled-system/css'
import { formatNumber } from '#lib/fa'
import { STAR_FILL, STAR_PATH } from './star-icon'

const row = css({ display: 'inline-flex', gap: '0.5', flexShrink: 0 })

/** «۴٫۳ از ۵»: how a rating is read out (and written where there is room). */
export function ratingText(value: number): string {
  return `${formatNumber(Math.round(value * 10) / 10)} از ${formatNumber(5)}`
}

/**
 * Five stars, as many filled as the rating rounds to (half a star and more rounds up), drawn from
 * the inline start. Decorative: the label says the value (`label` false when the text beside the
 * stars says it already).
 */
export function Stars({
  value,
  size = 'md',
  label = true,
}: {
  value: number
  size?: 'sm' | 'md' | 'lg'
  label?: boolean
}) {
  const filled = Math.round(value)
  const px = size === 'sm' ? 14 : size === 'md' ? 18 : 24
  const stars = [1, 2, 3, 4, 5].map((n) => (
    <svg key={n} viewBox="0 0 24 24" width={px} height={px} aria-hidden="true">
      <path d={STAR_PATH} fill={n > filled ? STAR_FILL.empty : STAR_FILL.filled} />
    </svg>
  ))
  return label ? (
    <span className={row} role="img" aria-label={`${ratingText(value)} ستاره`}>
      {stars}
    </span>
  ) : (
    <span className={row} aria-hidden="true">
      {stars}
    </span>
  )
}
