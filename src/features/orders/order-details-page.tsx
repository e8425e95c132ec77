import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { orderQueryOptions } from '#api/orders'
import { formatDate, toPersianDigits } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { detailColumn, detailColumns, TitledPanel } from '#ui/titled-panel'
import { OrderAddress, OrderPayment, OrderShipping } from '#views/order/order-facts'
import { OrderItems } from '#views/order/order-items'
import { OrderTotals } from '#views/order/order-totals'
import { CancelOrderButton } from './cancel-order-dialog'
import { OrderHeader } from './order-header'
import { OrderPageSkeleton } from './order-skeletons'
import { RefundNotice } from './refund-notice'
import { useReviewAction } from './review-item-link'

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
      <RefundNotice orderId={order.id} refund={order.refund ?? null} />
      <div className={detailColumns}>
        <div className={detailColumn}>
          <TitledPanel id="order-items-title" title="کالاها">
            <OrderItems items={order.items} action={reviewAction} />
          </TitledPanel>
          <TitledPanel id="order-address-title" title="نشانی تحویل">
            <OrderAddress address={order.address} />
          </TitledPanel>
          {order.customer_note ? (
            <TitledPanel id="order-note-title" title="توضیحات شما">
              <p className={css({ fontSize: 'sm', whiteSpace: 'pre-line' })}>{order.customer_note}</p>
            </TitledPanel>
          ) : null}
        </div>
        <div className={detailColumn}>
          {order.returnable_until ? (
            <TitledPanel id="order-return-title" title="مرجوعی">
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
            </TitledPanel>
          ) : null}
          <TitledPanel id="order-totals-title" title="صورت‌حساب">
            <OrderTotals order={order} />
          </TitledPanel>
          <TitledPanel id="order-payment-title" title="پرداخت">
            <OrderPayment payment={order.payment} refund={order.refund} />
          </TitledPanel>
          <TitledPanel id="order-shipping-title" title="ارسال">
            <OrderShipping shipping={order.shipping} />
          </TitledPanel>
        </div>
      </div>
    </div>
  )
}
