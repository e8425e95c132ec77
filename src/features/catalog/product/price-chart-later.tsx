import { Suspense, useRef } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { lazyPart } from '#lib/lazy-part'
import { useNearScreen } from '#lib/use-near-screen'
import { Skeleton } from '#ui/skeleton'

// The 90-day chart of the best price is its own script (and its own request), loaded when the
// shopper scrolls towards it: the page's opening carries neither (issue 31).
const PriceChart = lazyPart(() =>
  import('./price-history/price-chart').then((module) => ({ default: module.PriceChart })),
)

const section = stack({ gap: '3' })
const title = css({ fontSize: 'lg', fontWeight: 'bold' })

/** Where the chart will be (and in the server's HTML): its heading and a block of its height. */
function ChartPlaceholder({ ref }: { ref?: React.Ref<HTMLElement> }) {
  return (
    <section ref={ref} aria-labelledby="price-history-title" aria-busy="true" className={section}>
      <h2 id="price-history-title" className={title}>
        تغییرات قیمت
      </h2>
      <Skeleton className={css({ h: '40', borderRadius: 'card' })} />
    </section>
  )
}

/** The price history section, mounted in the browser once it is near the screen. */
export function PriceChartLater({ productId }: { productId: number }) {
  const placeholder = useRef<HTMLElement>(null)
  const near = useNearScreen(placeholder)
  if (!near) return <ChartPlaceholder ref={placeholder} />
  return (
    <Suspense fallback={<ChartPlaceholder />}>
      <PriceChart productId={productId} />
    </Suspense>
  )
}
