import { css, cx } from 'styled-system/css'
import type { SellerScoreBrief } from '#api/seller-scores'
import { formatNumber } from '#lib/fa'

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  h: '6',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
})

const tones = {
  good: css({ bg: 'success.subtle', color: 'success.default' }),
  fair: css({ bg: 'warning.subtle', color: 'warning.default' }),
  poor: css({ bg: 'danger.subtle', color: 'danger.default' }),
  new: css({ bg: 'bg.muted', color: 'fg.muted' }),
}

/** A number out of 100 coloured by how good it is, the way shoppers read a seller's record. */
const tone = (score: number) => (score >= 85 ? tones.good : score >= 60 ? tones.fair : tones.poor)

/**
 * An offer's store score: «عملکرد ۹۲ از ۱۰۰», or «فروشنده جدید» while the store has too few
 * orders for a number (decision 035). Nothing while the page's answer carries no score.
 */
export function SellerScoreChip({ score }: { score?: SellerScoreBrief | null }) {
  if (!score) return null
  if (score.is_new || score.score == null) {
    return (
      <span className={cx(chip, tones.new)} data-testid="seller-score">
        فروشنده جدید
      </span>
    )
  }
  return (
    <span className={cx(chip, tone(score.score))} data-testid="seller-score" title="عملکرد فروشنده در ۹۰ روز گذشته">
      عملکرد {formatNumber(score.score)} از {formatNumber(100)}
    </span>
  )
}
