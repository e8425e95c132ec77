import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { RatingSummary } from '#api/reviews'
import { formatNumber } from '#lib/fa'
import { formatPercent } from '#lib/format-percent'
import { Stars } from '#ui/stars'

const bar = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) 2.5rem',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  minH: '8',
  px: '2',
  borderRadius: 'control',
  fontSize: 'sm',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _disabled: { cursor: 'default', opacity: 0.6, _hover: { bg: 'transparent' } },
  '&[aria-pressed=true]': { bg: 'accent.subtle', color: 'accent.text', fontWeight: 'semibold' },
})
const track = css({ h: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })
const fill = css({ h: 'full', borderRadius: 'full', bg: 'amber.500' })

interface RatingSummaryPanelProps {
  rating: RatingSummary
  /** The star the list is filtered by */
  stars: number | undefined
  onStars: (stars: number | undefined) => void
}

/** The average with its stars, the count, and a bar per star that filters the list below. */
export function RatingSummaryPanel({ rating, stars, onStars }: RatingSummaryPanelProps) {
  const { average, count, histogram } = rating
  return (
    <div className={stack({ gap: '4' })} data-testid="rating-summary">
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
        <p className={css({ fontSize: '4xl', fontWeight: 'black', lineHeight: '1' })}>
          {average == null ? '—' : formatNumber(average)}
          <span className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted', ms: '1' })}>
            از {formatNumber(5)}
          </span>
        </p>
        <div className={stack({ gap: '1' })}>
          {average == null ? null : <Stars value={average} />}
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>از {formatNumber(count)} دیدگاه</span>
        </div>
      </div>
      {/* 5 stars first, as shoppers scan them; each bar filters the list to its star (again: all). */}
      <ul className={stack({ gap: '0.5' })} aria-label="امتیازها به تفکیک ستاره">
        {[5, 4, 3, 2, 1].map((star) => {
          const n = histogram[star - 1] ?? 0
          const share = count ? n / count : 0
          return (
            <li key={star}>
              <button
                type="button"
                className={bar}
                aria-pressed={stars === star}
                disabled={n === 0 && stars !== star}
                onClick={() => onStars(stars === star ? undefined : star)}
                aria-label={`${formatNumber(star)} ستاره: ${formatNumber(n)} دیدگاه`}
              >
                <span className={css({ whiteSpace: 'nowrap' })}>{formatNumber(star)} ستاره</span>
                <span className={track} aria-hidden="true">
                  <span className={fill} style={{ display: 'block', width: `${share * 100}%` }} />
                </span>
                <span className={css({ textAlign: 'end' })}>{formatPercent(Math.round(share * 100))}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
