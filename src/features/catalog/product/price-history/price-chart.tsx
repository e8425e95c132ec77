import '#ui/panel/panel.css'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { type PriceHistory, priceHistoryQueryOptions } from '#api/price-history'
import { formatDate, formatNumber, formatPrice } from '#lib/fa'
import { Button } from '#ui/button'
import { Skeleton } from '#ui/skeleton'
import { chartOf, HEIGHT, WIDTH } from './chart-geometry'

const section = stack({ gap: '3' })
const title = css({ fontSize: 'lg', fontWeight: 'bold' })
const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '4', md: '5' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
})
// Time runs left to right (the plot and the dates under it), as charts do in Persian too; the
// prices at the left, at the top (the highest) and the bottom (the lowest).
const plot = css({ position: 'relative', direction: 'ltr', py: '5', ps: '16' })
const svgClass = css({ display: 'block', w: 'full', h: '32', color: 'accent.default', overflow: 'visible' })
const axis = css({ position: 'absolute', insetInlineStart: '0', fontSize: 'xs', color: 'fg.muted' })
const dates = css({
  display: 'flex',
  justifyContent: 'space-between',
  direction: 'ltr',
  ps: '16',
  fontSize: 'xs',
  color: 'fg.muted',
})

/**
 * The best price of the last 90 days as a small step chart (time runs left to right, as charts do
 * in Persian too), with a sentence saying what it shows for those who cannot see it.
 */
export function PriceChart({ productId }: { productId: number }) {
  const history = useQuery(priceHistoryQueryOptions(productId))
  return (
    <section aria-labelledby="price-history-title" className={section} data-testid="price-history">
      <h2 id="price-history-title" className={title}>
        تغییرات قیمت
      </h2>
      {history.data ? (
        <Chart history={history.data} />
      ) : history.isError ? (
        <div className={box} role="alert">
          <p className={css({ color: 'fg.muted' })}>نمودار قیمت بارگذاری نشد.</p>
          <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
            تلاش مجدد
          </Button>
        </div>
      ) : (
        <Skeleton className={css({ h: '40', borderRadius: 'card' })} />
      )}
    </section>
  )
}

function Chart({ history }: { history: PriceHistory }) {
  const summaryId = useId()
  const points = history.points
  if (!points.length) {
    return (
      <div className={box}>
        <p className={css({ color: 'fg.muted' })}>هنوز قیمتی از این کالا در ۹۰ روز گذشته ثبت نشده است.</p>
      </div>
    )
  }
  const chart = chartOf(points)
  return (
    <figure className={box}>
      <div className={plot}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className={svgClass}
          role="img"
          aria-labelledby={summaryId}
        >
          <title>نمودار بهترین قیمت ۹۰ روز گذشته</title>
          <path d={chart.path} fill="none" stroke="currentColor" strokeWidth={2.5} vectorEffect="non-scaling-stroke" />
        </svg>
        <span className={cx(axis, css({ top: '0' }))}>{formatNumber(chart.max)}</span>
        {chart.max !== chart.min ? (
          <span className={cx(axis, css({ bottom: '0' }))}>{formatNumber(chart.min)}</span>
        ) : null}
      </div>
      <div className={dates} aria-hidden="true">
        <span>{formatDate(chart.firstDate)}</span>
        {chart.lastDate !== chart.firstDate ? <span>{formatDate(chart.lastDate)}</span> : null}
      </div>
      <figcaption id={summaryId} className={css({ fontSize: 'sm', color: 'fg.muted', lineHeight: '1.9' })}>
        {summaryOf(points, history.lowest_30_days)}
      </figcaption>
    </figure>
  )
}

/** What the chart shows, in words: the lowest and highest of the period, and the latest price. */
export function summaryOf(points: PriceHistory['points'], lowest30: number | null): string {
  let low = points[0]
  let high = points[0]
  for (const point of points) {
    if (point.price < low.price) low = point
    if (point.price > high.price) high = point
  }
  const last = points[points.length - 1]
  const parts = [
    low.price === high.price
      ? `قیمت در این مدت ${formatPrice(low.price)} بوده است`
      : `کمترین قیمت ${formatPrice(low.price)} (${formatDate(low.date)}) و بیشترین ${formatPrice(high.price)} (${formatDate(high.date)}) بوده است`,
    `آخرین قیمت ${formatPrice(last.price)} در ${formatDate(last.date)}`,
  ]
  if (lowest30 !== null) parts.push(`کمترین قیمت ۳۰ روز گذشته ${formatPrice(lowest30)}`)
  return `${parts.join('؛ ')}.`
}
