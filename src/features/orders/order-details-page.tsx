import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { orderQueryOptions } from '#api/orders'
import { formatDate, toPersianDigits } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { OrderAddress, OrderPayment, OrderShipping } from '#views/order/order-facts'
import { OrderItems } from '#views/order/order-items'
import { OrderTotals } from '#views/order/order-totals'
import { CancelOrderButton } from './cancel-order-dialog'
import { OrderHeader } from './order-header'
import { OrderPageSkeleton } from './order-skeletons'
import { RefundNotice } from './refund-notice'
import { useReviewAction } from './review-item-link'

const panel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '5' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minW: '0',
})

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className={css({ fontWeight: 'bold' })}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** /orders/{id}: the order's items, address, shipping, payment and totals. */
export function OrderDetailsPage({ id }: { id: number }) {
  useDocumentTitle(`سفارش ${toPersianDigits(id)}`)
  const query = useQuery(orderQueryOptions(id))
  const order = query.data
  const reviewAction = useReviewAction(order)

  if (!order) {
    return query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <OrderPageSkeleton />
    )
  }

  return (
    <div className={stack({ gap: '5' })}>
      <OrderHeader
        order={order}
        title={`سفارش ${toPersianDigits(order.id)}`}
        actions={
          <>
            <Link to="/orders/$id/status" params={{ id: String(order.id) }} className={buttonClass({ size: 'sm' })}>
              {order.status === 'pending_payment' && order.payment_url ? 'پرداخت و پیگیری وضعیت' : 'پیگیری وضعیت سفارش'}
            </Link>
            <Link
              to="/orders/$id/invoice"
              params={{ id: String(order.id) }}
              className={buttonClass({ size: 'sm', variant: 'outline' })}
            >
              فاکتور فروش
            </Link>
            <CancelOrderButton order={order} />
          </>
        }
      />
      <RefundNotice refund={order.refund ?? null} />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' },
          gap: { base: '4', lg: '6' },
          alignItems: 'start',
        })}
      >
        <div className={stack({ gap: '4', minW: '0' })}>
          <Panel id="order-items-title" title="کالاها">
            <OrderItems items={order.items} action={reviewAction} />
          </Panel>
          <Panel id="order-address-title" title="نشانی تحویل">
            <OrderAddress address={order.address} />
          </Panel>
          {order.customer_note ? (
            <Panel id="order-note-title" title="توضیحات شما">
              <p className={css({ fontSize: 'sm', whiteSpace: 'pre-line' })}>{order.customer_note}</p>
            </Panel>
          ) : null}
        </div>
        <div className={stack({ gap: '4' })}>
          {order.returnable_until ? (
            <Panel id="order-return-title" title="مرجوعی">
              <p className={css({ fontSize: 'sm', lineHeight: '1.8' })}>
                تا {formatDate(order.returnable_until)} می‌توانید کالاهای این سفارش را مرجوع کنید.
              </p>
              <Link
                to="/orders/$id/return"
                params={{ id: String(order.id) }}
                className={buttonClass({ variant: 'outline', size: 'sm' })}
              >
                درخواست مرجوعی
              </Link>
            </Panel>
          ) : null}
          <Panel id="order-totals-title" title="صورت‌حساب">
            <OrderTotals order={order} />
          </Panel>
          <Panel id="order-payment-title" title="پرداخت">
            <OrderPayment payment={order.payment} />
          </Panel>
          <Panel id="order-shipping-title" title="ارسال">
            <OrderShipping shipping={order.shipping} />
          </Panel>
        </div>
      </div>
    </div>
  )
}
