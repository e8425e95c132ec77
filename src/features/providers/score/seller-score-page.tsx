import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { myStoreScoreQueryOptions, type StoreScore } from '#api/seller-trust'
import { formatDateTime, formatNumber } from '#lib/fa'
import { formatPercent } from '#lib/format-percent'
import { useDocumentTitle } from '#lib/use-document-title'
import { ErrorState } from '#ui/error-state'
import * as Card from '#ui/panel/card'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { StaleNote } from '#ui/stale-note'

const NO_DATA = 'هنوز داده‌ای نیست'
const muted = css({ fontSize: 'sm', color: 'fg.muted' })
const parts = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' } })
const figure = css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: '1.2' })

/** A share of 0–1 as a whole percent: 0.934 → «۹۳٪». */
const percent = (rate: number) => formatPercent(Math.round(rate * 100))

function Part({ title, value, detail }: { title: string; value: string | null; detail: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <h2 className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{title}</h2>
        <p className={value === null ? css({ fontSize: 'md', color: 'fg.muted' }) : figure}>{value ?? NO_DATA}</p>
        <p className={muted}>{detail}</p>
      </Card.Body>
    </Card.Root>
  )
}

function Headline({ score }: { score: StoreScore }) {
  if (score.is_new || score.score === null) {
    const needed = Math.max(0, score.min_orders - score.orders_90d)
    return (
      <div className={stack({ gap: '1' })}>
        <p className={figure}>فروشنده جدید</p>
        <p className={muted}>
          {`امتیاز پس از ${formatNumber(score.min_orders)} سفارش در ۹۰ روز نمایش داده می‌شود؛ تاکنون ${formatNumber(score.orders_90d)} سفارش داشته‌اید${needed > 0 ? ` و ${formatNumber(needed)} سفارش دیگر لازم است` : ''}.`}
        </p>
      </div>
    )
  }
  return (
    <div className={stack({ gap: '1' })}>
      <p className={css({ fontSize: '4xl', fontWeight: 'bold', lineHeight: '1.1' })}>
        {formatNumber(score.score)}
        <span className={css({ fontSize: 'lg', color: 'fg.muted', fontWeight: 'normal' })}>
          {` از ${formatNumber(100)}`}
        </span>
      </p>
      <p className={muted}>{`بر پایهٔ ${formatNumber(score.orders_90d)} سفارش در ۹۰ روز گذشته`}</p>
    </div>
  )
}

function ScoreView({ score }: { score: StoreScore }) {
  const { on_time, seller_cancellations, returns, rating } = score
  // How many orders a new seller still needs is the headline's; the list keeps the rest.
  const advice = score.advice.filter((item) => item.part !== 'orders')
  return (
    <div className={stack({ gap: '4', maxW: '3xl' })}>
      <Card.Root>
        <Card.Body>
          <Headline score={score} />
          <p className={muted}>{`به‌روزرسانی: ${formatDateTime(score.computed_at)}`}</p>
        </Card.Body>
      </Card.Root>
      <section aria-label="بخش‌های امتیاز" className={parts}>
        <Part
          title="ارسال به‌موقع"
          value={on_time.rate === null ? null : percent(on_time.rate)}
          detail={`سفارش‌هایی که در مهلت روش ارسال فرستاده شد، از ${formatNumber(on_time.count)} سفارش`}
        />
        <Part
          title="لغو از سوی فروشنده"
          value={seller_cancellations.rate === null ? null : percent(seller_cancellations.rate)}
          detail={`از ${formatNumber(seller_cancellations.count)} سفارش؛ هرچه کمتر بهتر`}
        />
        <Part
          title="مرجوعی به‌خاطر فروشنده"
          value={returns.has_data && returns.rate !== null ? percent(returns.rate) : null}
          detail={
            returns.has_data
              ? `از ${formatNumber(returns.count)} مرجوعی؛ هرچه کمتر بهتر`
              : 'مرجوعی‌ها هنوز در راسته ثبت نمی‌شوند و در امتیاز حساب نشده‌اند.'
          }
        />
        <Part
          title="امتیاز خریداران"
          value={
            rating.average === null
              ? null
              : `${formatNumber(Math.round(rating.average * 10) / 10)} از ${formatNumber(5)}`
          }
          detail={`میانگین ${formatNumber(rating.count)} امتیاز در دیدگاه‌ها`}
        />
      </section>
      {advice.length > 0 ? (
        <Card.Root>
          <Card.Header>
            <Card.Title>برای بهتر شدن امتیاز</Card.Title>
          </Card.Header>
          <Card.Body>
            <ol className={stack({ gap: '2', ps: '5', listStyleType: 'persian' })}>
              {advice.map((item) => (
                <li key={item.part}>{item.text}</li>
              ))}
            </ol>
          </Card.Body>
        </Card.Root>
      ) : null}
    </div>
  )
}

/**
 * /providers/$storeId/score: «عملکرد فروشنده», the store's score from its last 90 days (or
 * «فروشنده جدید» with how many orders are still needed), each part, and what would raise it.
 */
export function SellerScorePage({ storeId }: { storeId: string }) {
  useDocumentTitle('عملکرد فروشنده')
  const query = useQuery(myStoreScoreQueryOptions(Number(storeId)))
  return (
    <>
      <PanelHeader title="عملکرد فروشنده" />
      <StaleNote updatedAt={query.dataUpdatedAt} />
      {query.data ? (
        <ScoreView score={query.data} />
      ) : query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SkeletonGroup>
          <Skeleton className={css({ h: '40', maxW: '3xl', borderRadius: 'card' })} />
        </SkeletonGroup>
      )}
    </>
  )
}
