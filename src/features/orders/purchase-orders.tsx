import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { Purchase } from '#api/orders'
import { toPersianDigits } from '#lib/fa'
import { Toman } from '#ui/price'
import { OrderStatusBadge } from '#views/order/order-status'
import { orderPanel } from './order-panel'

const row = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3', fontSize: 'sm' })

const AMOUNT_LABELS: Record<Purchase['status'], string> = {
  paid: 'مبلغ پرداخت‌شده',
  pending_payment: 'مبلغ قابل پرداخت',
  cash_on_delivery: 'مبلغ قابل پرداخت در محل',
  cancelled: 'مبلغ خرید',
}

/**
 * The checkout the order belongs to: one payment covers one order per store, so after paying
 * the customer sees every order it made and the amount paid, whichever order the page is of.
 */
export function PurchaseOrders({ purchase, current }: { purchase: Purchase; current: number }) {
  return (
    <section aria-labelledby="purchase-title" className={orderPanel}>
      <h2 id="purchase-title" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        {purchase.orders.length > 1 ? `سفارش‌های این خرید (${toPersianDigits(purchase.orders.length)})` : 'این خرید'}
      </h2>
      <ul className={stack({ gap: '2' })}>
        {purchase.orders.map((order) => (
          <li
            key={order.id}
            data-testid="purchase-order"
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: '2',
              pb: '2',
              borderBottomWidth: '1px',
              borderColor: 'border.default',
            })}
          >
            <span className={stack({ gap: '0.5', minW: '0' })}>
              {order.id === current ? (
                <span className={css({ fontWeight: 'bold' })}>سفارش {toPersianDigits(order.id)}</span>
              ) : (
                <Link
                  to="/orders/$id/status"
                  params={{ id: String(order.id) }}
                  className={css({ fontWeight: 'bold', color: 'accent.text' })}
                >
                  سفارش {toPersianDigits(order.id)}
                </Link>
              )}
              <span className={mutedText()}>{order.store.name}</span>
            </span>
            <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <OrderStatusBadge status={order.status} />
              <Toman value={order.total} />
            </span>
          </li>
        ))}
      </ul>
      <dl className={stack({ gap: '2' })}>
        {purchase.discount_amount > 0 ? (
          <div className={row}>
            <dt>تخفیف کد</dt>
            <dd className={css({ color: 'success.default' })}>
              <Toman value={purchase.discount_amount} negative />
            </dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className={css({ fontWeight: 'bold' })}>{AMOUNT_LABELS[purchase.status]}</dt>
          <dd>
            <Toman value={purchase.payable} className={css({ fontSize: 'lg' })} data-testid="purchase-amount" />
          </dd>
        </div>
      </dl>
    </section>
  )
}
