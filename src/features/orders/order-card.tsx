import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import type { PublicOrder } from '#api/orders'
import { formatDate, formatNumber, toPersianDigits } from '#lib/fa'
import { AppImage } from '#ui/app-image'
import { buttonClass } from '#ui/button'
import { Toman } from '#ui/price'
import { OrderStatusBadge } from '#views/order/order-status'

const THUMBNAILS = 4

/** One order in the orders tab: number, store, date, status, pictures, total and the ways in. */
export function OrderCard({ order }: { order: PublicOrder }) {
  const titleId = `order-${order.id}-title`
  const params = { id: String(order.id) }
  const more = order.items.length - THUMBNAILS
  return (
    <article
      aria-labelledby={titleId}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: { base: '4', md: '5' },
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'card',
      })}
    >
      <header className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2' })}>
        <h2 id={titleId} className={css({ fontWeight: 'bold' })}>
          <Link
            to="/orders/$id"
            params={params}
            className={css({ color: 'fg.default', textDecoration: 'none', _hover: { color: 'accent.text' } })}
          >
            سفارش {toPersianDigits(order.id)}
          </Link>
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <p className={mutedText()}>
        {order.store.name}، <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
      </p>
      <ul aria-label="کالاهای سفارش" className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        {order.items.slice(0, THUMBNAILS).map((item) => (
          <li key={item.id}>
            <AppImage
              src={item.image_url}
              alt={item.name}
              title={item.name}
              width={56}
              height={56}
              className={css({ w: '14', h: '14', objectFit: 'contain', borderRadius: 'control', bg: 'bg.subtle' })}
            />
          </li>
        ))}
        {more > 0 ? <li className={mutedText()}>{`+${formatNumber(more)}`}</li> : null}
      </ul>
      <footer
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '3',
          pt: '3',
          borderTopWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <p className={css({ fontSize: 'sm' })}>
          مبلغ کل: <Toman value={order.total} />
        </p>
        <div className={css({ display: 'flex', gap: '2' })}>
          <Link to="/orders/$id" params={params} className={buttonClass({ variant: 'outline', size: 'sm' })}>
            جزئیات
          </Link>
          <Link to="/orders/$id/status" params={params} className={buttonClass({ variant: 'subtle', size: 'sm' })}>
            {order.status === 'pending_payment' && order.payment_url ? 'پرداخت' : 'پیگیری وضعیت'}
          </Link>
        </div>
      </footer>
    </article>
  )
}
