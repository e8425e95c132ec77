import '#ui/panel/panel.css'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { orderQueryOptions } from '#api/orders'
import type { Review } from '#api/reviews'
import { toPersianDigits } from '#lib/fa'
import { toast } from '#lib/toast'
import { useDocumentTitle } from '#lib/use-document-title'
import { AppImage } from '#ui/app-image'
import { BidiText } from '#ui/bidi-text'
import { buttonClass } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import { Skeleton } from '#ui/skeleton'
import { ReviewForm } from './review-form'

const panel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
})

/** /orders/{id}/review/{itemId}: the buyer reviews one delivered item of their order. */
export function WriteReviewPage({ orderId, itemId }: { orderId: number; itemId: number }) {
  useDocumentTitle('ثبت دیدگاه')
  const navigate = useNavigate()
  const query = useQuery(orderQueryOptions(orderId))
  const order = query.data
  if (!order) {
    return query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <Skeleton className={css({ h: '96', borderRadius: 'card' })} />
    )
  }
  const item = order.items.find((line) => line.id === itemId)
  if (!item) {
    return (
      <EmptyState
        title="این کالا در سفارش شما نیست"
        description="نشانی را بررسی کنید یا از صفحهٔ سفارش دوباره بیایید."
      />
    )
  }
  const saved = (review: Review) => {
    toast({
      title: review.status === 'published' ? 'امتیاز شما ثبت و منتشر شد' : 'دیدگاه شما ثبت شد',
      description:
        review.status === 'published'
          ? 'سپاس که تجربه‌تان را با دیگران در میان گذاشتید.'
          : 'پس از بررسی همکاران ما منتشر می‌شود.',
      variant: 'success',
    })
    void navigate({ to: '/profile/reviews' })
  }
  return (
    <div className={stack({ gap: '5', maxW: '3xl', mx: 'auto', w: 'full' })}>
      <div className={stack({ gap: '1' })}>
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>ثبت دیدگاه</h1>
        <Link
          to="/orders/$id"
          params={{ id: String(order.id) }}
          className={css({ fontSize: 'sm', color: 'accent.text', alignSelf: 'flex-start' })}
        >
          سفارش {toPersianDigits(order.id)}
        </Link>
      </div>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <AppImage
          src={item.image_url}
          alt=""
          width={64}
          height={64}
          className={css({
            w: '16',
            h: '16',
            objectFit: 'contain',
            borderRadius: 'control',
            bg: 'bg.subtle',
            flexShrink: 0,
          })}
        />
        <div className={stack({ gap: '1', minW: '0' })}>
          <p className={css({ fontWeight: 'bold', lineHeight: '1.8' })}>
            <BidiText text={item.name} />
          </p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>خریده از {order.store.name}</p>
        </div>
      </div>
      {order.status === 'delivered' ? (
        <div className={panel}>
          <ReviewForm orderItemId={item.id} onSaved={saved} />
        </div>
      ) : (
        <EmptyState
          title="این سفارش هنوز تحویل نشده است"
          description="پس از تحویل کالا می‌توانید برای آن دیدگاه بنویسید."
          action={
            <Link to="/orders/$id" params={{ id: String(order.id) }} className={buttonClass({ variant: 'outline' })}>
              بازگشت به سفارش
            </Link>
          }
        />
      )}
    </div>
  )
}
