import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { StarIcon } from '#ui/star-icon'

const line = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'xs', color: 'fg.muted' })

/**
 * «★ ۴٫۳ (۱۲۸)» on a product card, from the list's own answer (rating_average, rating_count):
 * no request per card. One star, not five: a card is narrow on a phone.
 */
export function CardRating({ average, count }: { average: number; count: number }) {
  return (
    <span className={line} data-testid="card-rating">
      <StarIcon size={14} />
      <span aria-hidden="true">
        <span className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{formatNumber(average)}</span> (
        {formatNumber(count)})
      </span>
      <span className={visuallyHidden()}>
        امتیاز {formatNumber(average)} از {formatNumber(5)} با {formatNumber(count)} دیدگاه
      </span>
    </span>
  )
}
