import { css } from 'styled-system/css'
import type { RatingSummary } from '#api/reviews'
import { formatNumber } from '#lib/fa'
import { Stars } from '#ui/stars'

/** Under the product's name: its stars, average and count, a link down to the reviews. */
export function RatingLink({ rating }: { rating: RatingSummary }) {
  if (rating.average == null || !rating.count) return null
  return (
    <a
      href="#reviews"
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        alignSelf: 'flex-start',
        fontSize: 'sm',
        color: 'fg.muted',
        textDecoration: 'none',
        _hover: { color: 'accent.text' },
      })}
    >
      <Stars value={rating.average} size="sm" />
      <span className={css({ fontWeight: 'bold', color: 'fg.default' })}>{formatNumber(rating.average)}</span>
      <span>({formatNumber(rating.count)} دیدگاه)</span>
    </a>
  )
}
