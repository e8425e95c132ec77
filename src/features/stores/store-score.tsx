import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { type SellerScore, storeScoreQueryOptions } from '#api/seller-scores'
import { formatDate, formatNumber } from '#lib/fa'
import { formatPercent } from '#lib/format-percent'
import { Stars } from '#ui/stars'

const panel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
})
const parts = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
})
const part = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '3',
  bg: 'bg.subtle',
  borderRadius: 'control',
})
const partLabel = css({ fontSize: 'xs', color: 'fg.muted' })
const partValue = css({ fontSize: 'lg', fontWeight: 'bold' })
const partNote = css({ fontSize: 'xs', color: 'fg.muted' })
const NO_DATA = 'هنوز داده‌ای نیست'

const share = (rate: number | null) => (rate == null ? NO_DATA : formatPercent(Math.round(rate * 100)))

/** «عملکرد فروشنده» on a store's page: its score out of 100 (or «فروشنده جدید») and each part of it. */
export function StoreScore({ storeId }: { storeId: number }) {
  const query = useQuery(storeScoreQueryOptions(storeId))
  // The page is whole without it: a store with no score yet, or a failed read, shows nothing.
  if (!query.data) return null
  return <StoreScorePanel score={query.data} />
}

function StoreScorePanel({ score }: { score: SellerScore }) {
  return (
    <section aria-labelledby="store-score-title" className={stack({ gap: '4' })} data-testid="store-score">
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '3' })}>
        <h2 id="store-score-title" className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'black' })}>
          عملکرد فروشنده
        </h2>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          در ۹۰ روز گذشته، از {formatNumber(score.orders_90d)} سفارش
        </span>
      </div>
      <div className={panel}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '4', mb: '4' })}>
          {score.is_new || score.score == null ? (
            <p className={css({ fontSize: 'xl', fontWeight: 'black', whiteSpace: 'nowrap', flexShrink: 0 })}>
              فروشنده جدید
            </p>
          ) : (
            <p
              className={css({
                fontSize: '3xl',
                fontWeight: 'black',
                lineHeight: '1',
                whiteSpace: 'nowrap',
                flexShrink: 0,
              })}
            >
              {formatNumber(score.score)}
              <span className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted', ms: '2' })}>
                از {formatNumber(100)}
              </span>
            </p>
          )}
          <p className={css({ fontSize: 'sm', color: 'fg.muted', maxW: 'xl' })}>
            {score.is_new
              ? 'این فروشگاه هنوز سفارش کافی برای امتیاز ندارد؛ بخش‌های زیر از همین چند سفارش است.'
              : 'امتیاز از ارسال به‌موقع، لغو نکردن سفارش‌ها، مرجوعی‌های کم و امتیاز خریداران ساخته می‌شود.'}
          </p>
        </div>
        <ul className={parts}>
          <li className={part}>
            <span className={partLabel}>ارسال به‌موقع</span>
            <span className={partValue}>{share(score.on_time.rate)}</span>
            <span className={partNote}>از {formatNumber(score.on_time.count)} سفارش</span>
          </li>
          <li className={part}>
            <span className={partLabel}>لغو از سوی فروشنده</span>
            <span className={partValue}>{share(score.seller_cancellations.rate)}</span>
            <span className={partNote}>از {formatNumber(score.seller_cancellations.count)} سفارش</span>
          </li>
          <li className={part}>
            <span className={partLabel}>مرجوعی به دلیل فروشنده</span>
            <span className={partValue}>{score.returns.has_data ? share(score.returns.rate) : NO_DATA}</span>
            {score.returns.has_data ? (
              <span className={partNote}>از {formatNumber(score.returns.count)} سفارش</span>
            ) : null}
          </li>
          <li className={part}>
            <span className={partLabel}>امتیاز خریداران</span>
            {score.rating.average == null ? (
              <span className={partValue}>{NO_DATA}</span>
            ) : (
              <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
                <span className={partValue}>{formatNumber(score.rating.average)}</span>
                <Stars value={score.rating.average} size="sm" />
              </span>
            )}
            <span className={partNote}>از {formatNumber(score.rating.count)} دیدگاه</span>
          </li>
        </ul>
        <p className={css({ mt: '2', fontSize: 'xs', color: 'fg.subtle' })}>
          به‌روزشده در {formatDate(score.computed_at)}
        </p>
      </div>
    </section>
  )
}
