import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import type { PublicOrder } from '#api/orders'
import { reviewableItemsQueryOptions } from '#api/reviews'
import { buttonClass } from '#ui/button'

const place = css({ alignSelf: 'flex-start', mt: '1' })

/**
 * «ثبت دیدگاه» under each item of a delivered order. An item no longer among the buyer's reviewable
 * ones (when that list is whole) was reviewed already: it links to «دیدگاه‌های من» instead.
 */
export function useReviewAction(order: PublicOrder | undefined) {
  const delivered = order?.status === 'delivered'
  const reviewable = useQuery({ ...reviewableItemsQueryOptions, enabled: delivered })
  if (!order || !delivered) return undefined
  const page = reviewable.data
  const reviewed = (itemId: number) =>
    page !== undefined && page.items.length >= page.total && !page.items.some((item) => item.order_item_id === itemId)
  return (item: PublicOrder['items'][number]) =>
    reviewed(item.id) ? (
      <Link to="/profile/reviews" className={cx(css({ fontSize: 'sm', color: 'accent.text' }), place)}>
        دیدگاه شما ثبت شده است
      </Link>
    ) : (
      <Link
        to="/orders/$id/review/$itemId"
        params={{ id: String(order.id), itemId: String(item.id) }}
        className={cx(buttonClass({ variant: 'outline', size: 'sm' }), place)}
      >
        ثبت دیدگاه
      </Link>
    )
}
