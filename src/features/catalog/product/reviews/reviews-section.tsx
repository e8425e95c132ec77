import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack, visuallyHidden, wrap } from 'styled-system/patterns'
import { productReviewsQueryOptions, type RatingSummary, type ReviewFilters } from '#api/reviews'
import { formatNumber } from '#lib/fa'
import { ErrorState } from '#ui/error-state'
import { Skeleton } from '#ui/skeleton'
import { chipClass, ShowMore, SortToggle } from '../trust/trust-controls'
import { trustEmptyClass, trustListClass } from '../trust/trust-styles'
import { RatingSummaryPanel } from './rating-summary'
import { ReviewItem } from './review-item'

const panel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
})

const NO_RATING: RatingSummary = { average: null, count: 0, histogram: [0, 0, 0, 0, 0] }

/** «دیدگاه خریداران»: the summary with its histogram, then the list, sorted, filtered and paged. */
export function ReviewsSection({ productId, rating = NO_RATING }: { productId: number; rating?: RatingSummary }) {
  const [filters, setFilters] = useState<ReviewFilters>({ sort: 'newest' })
  const change = (next: Partial<ReviewFilters>) => setFilters((prev) => ({ ...prev, ...next }))
  return (
    <section id="reviews" aria-labelledby="reviews-title" className={stack({ gap: '3' })}>
      <h2 id="reviews-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        دیدگاه خریداران
        {rating.count ? (
          <span className={css({ color: 'fg.muted', fontWeight: 'normal', fontSize: 'md', ms: '2' })}>
            ({formatNumber(rating.count)} دیدگاه)
          </span>
        ) : null}
      </h2>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '20rem minmax(0, 1fr)' },
          gap: { base: '4', lg: '8' },
          alignItems: 'start',
        })}
      >
        <div className={panel}>
          <RatingSummaryPanel rating={rating} stars={filters.stars} onStars={(stars) => change({ stars })} />
          <p className={css({ mt: '4', fontSize: 'xs', color: 'fg.muted', lineHeight: '1.8' })}>
            فقط کسانی که این کالا را خریده و تحویل گرفته‌اند می‌توانند دیدگاه بنویسند؛ از صفحهٔ سفارش خود یا «دیدگاه‌های
            من».
          </p>
        </div>
        <div className={stack({ gap: '3', minW: '0' })}>
          <div className={wrap({ gap: '2', alignItems: 'center', justifyContent: 'space-between' })}>
            <SortToggle value={filters.sort} onChange={(sort) => change({ sort })} />
            <button
              type="button"
              className={chipClass}
              aria-pressed={Boolean(filters.with_photos)}
              onClick={() => change({ with_photos: filters.with_photos ? undefined : true })}
            >
              با تصویر
            </button>
          </div>
          {filters.stars ? (
            <p className={wrap({ gap: '2', alignItems: 'center', fontSize: 'sm' })}>
              فقط دیدگاه‌های {formatNumber(filters.stars)} ستاره
              <button type="button" className={chipClass} onClick={() => change({ stars: undefined })}>
                نمایش همه
              </button>
            </p>
          ) : null}
          <ReviewList productId={productId} filters={filters} />
        </div>
      </div>
    </section>
  )
}

function ReviewList({ productId, filters }: { productId: number; filters: ReviewFilters }) {
  const query = useInfiniteQuery(productReviewsQueryOptions(productId, filters))
  const reviews = query.data?.pages.flatMap((page) => page.items) ?? []
  if (query.isPending) return <ReviewsSkeleton />
  if (query.isError && !reviews.length) {
    return <ErrorState title="دیدگاه‌ها بارگذاری نشد" error={query.error} onRetry={() => void query.refetch()} />
  }
  if (!reviews.length) {
    const filtered = filters.stars || filters.with_photos
    return (
      <p role="status" className={trustEmptyClass}>
        {filtered
          ? 'دیدگاهی با این فیلتر پیدا نشد.'
          : 'هنوز دیدگاهی برای این کالا منتشر نشده است. خریداران پس از تحویل کالا می‌توانند نخستین دیدگاه را بنویسند.'}
      </p>
    )
  }
  return (
    <div className={stack({ gap: '4' })}>
      <div className={trustListClass}>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </div>
      {query.hasNextPage ? (
        <ShowMore pending={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
      ) : null}
    </div>
  )
}

function ReviewsSkeleton() {
  return (
    <div role="status" aria-busy="true" className={stack({ gap: '3' })}>
      <span className={visuallyHidden()}>در حال بارگذاری دیدگاه‌ها…</span>
      {[0, 1].map((n) => (
        <Skeleton key={n} className={css({ h: '32', borderRadius: 'card' })} />
      ))}
    </div>
  )
}
