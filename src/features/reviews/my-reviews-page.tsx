import '#ui/panel/panel.css'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { myReviewsQueryOptions, type Review, reviewableItemsQueryOptions } from '#api/reviews'
import { formatDate } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { AppImage } from '#ui/app-image'
import { Badge } from '#ui/badge'
import { BidiText } from '#ui/bidi-text'
import { buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { Skeleton } from '#ui/skeleton'
import { Stars } from '#ui/stars'

const panel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  px: { base: '4', md: '5' },
})
const row = css({
  display: 'flex',
  gap: '3',
  py: '4',
  alignItems: 'flex-start',
  '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
})
const thumb = css({ w: '14', h: '14', objectFit: 'contain', borderRadius: 'control', bg: 'bg.subtle', flexShrink: 0 })
const heading = css({ fontSize: 'lg', fontWeight: 'bold' })
const empty = css({ color: 'fg.muted', fontSize: 'sm', py: '5', textAlign: 'center' })

const STATUS: Record<Review['status'], { label: string; variant: 'warning' | 'success' | 'danger' }> = {
  pending: { label: 'در انتظار بررسی', variant: 'warning' },
  published: { label: 'منتشر شده', variant: 'success' },
  rejected: { label: 'رد شده', variant: 'danger' },
}

/** /profile/reviews («دیدگاه‌های من»): delivered items waiting for a review, then the buyer's reviews and their state. */
export function MyReviewsPage() {
  useDocumentTitle('دیدگاه‌های من')
  return (
    <div className={stack({ gap: '6' })}>
      <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>دیدگاه‌های من</h1>
      <Reviewable />
      <Mine />
    </div>
  )
}

function Reviewable() {
  const query = useQuery(reviewableItemsQueryOptions)
  return (
    <section aria-labelledby="reviewable-title" className={stack({ gap: '3' })}>
      <h2 id="reviewable-title" className={heading}>
        منتظر دیدگاه شما
      </h2>
      {query.data ? (
        query.data.items.length ? (
          <ul className={panel}>
            {query.data.items.map((item) => (
              <li key={item.order_item_id} className={row} data-testid="reviewable-item">
                <AppImage src={item.product.image_url} alt="" width={56} height={56} className={thumb} />
                <div className={stack({ gap: '1', flex: '1', minW: '0' })}>
                  <Link
                    to="/products/$id/$productSlug"
                    params={{ id: String(item.product.id), productSlug: item.product.slug }}
                    className={css({ fontWeight: 'semibold', lineHeight: '1.8', color: 'fg.default' })}
                  >
                    <BidiText text={item.product.name_fa} />
                  </Link>
                  <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                    از {item.store.name}، تحویل در {formatDate(item.delivered_at)}
                  </p>
                </div>
                <Link
                  to="/orders/$id/review/$itemId"
                  params={{ id: String(item.order_id), itemId: String(item.order_item_id) }}
                  className={buttonClass({ size: 'sm' })}
                >
                  ثبت دیدگاه
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>کالای تحویل‌شده‌ای منتظر دیدگاه شما نیست.</p>
        )
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton className={css({ h: '24', borderRadius: 'card' })} />
      )}
    </section>
  )
}

function Mine() {
  const query = useQuery(myReviewsQueryOptions)
  return (
    <section aria-labelledby="mine-title" className={stack({ gap: '3' })}>
      <h2 id="mine-title" className={heading}>
        دیدگاه‌های ثبت‌شده
      </h2>
      {query.data ? (
        query.data.items.length ? (
          <ul className={panel}>
            {query.data.items.map((review) => (
              <li key={review.id} className={row} data-testid="my-review">
                <AppImage src={review.product.image_url} alt="" width={56} height={56} className={thumb} />
                <div className={stack({ gap: '1.5', flex: '1', minW: '0' })}>
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
                    <Link
                      to="/products/$id/$productSlug"
                      params={{ id: String(review.product.id), productSlug: review.product.slug }}
                      className={css({ fontWeight: 'semibold', color: 'fg.default' })}
                    >
                      <BidiText text={review.product.name_fa} />
                    </Link>
                    <Badge variant={STATUS[review.status].variant} size="md">
                      {STATUS[review.status].label}
                    </Badge>
                  </div>
                  <div
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '2',
                      fontSize: 'xs',
                      color: 'fg.muted',
                    })}
                  >
                    <Stars value={review.rating} size="sm" />
                    <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
                  </div>
                  {review.title ? <p className={css({ fontWeight: 'medium' })}>{review.title}</p> : null}
                  {review.body ? (
                    <p className={css({ fontSize: 'sm', whiteSpace: 'pre-line', color: 'fg.muted', lineClamp: 3 })}>
                      {review.body}
                    </p>
                  ) : null}
                  {review.status === 'rejected' && review.reject_reason ? (
                    <p role="note" className={css({ fontSize: 'sm', color: 'danger.default' })}>
                      دلیل رد: {review.reject_reason}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={empty}>هنوز دیدگاهی ننوشته‌اید.</p>
        )
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton className={css({ h: '24', borderRadius: 'card' })} />
      )}
    </section>
  )
}
