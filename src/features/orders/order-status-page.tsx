import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { orderQueryOptions, purchaseQueryOptions } from '#api/orders'
import { toPersianDigits } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { StatusTimeline } from '#views/order/status-timeline'
import { OrderHeader } from './order-header'
import { orderPanel } from './order-panel'
import { OrderPageSkeleton } from './order-skeletons'
import { PayPanel } from './pay-panel'
import { PaymentBanner, type PaymentResult } from './payment-banner'
import { PurchaseOrders } from './purchase-orders'
import { TrackingCode } from './tracking-code'

/** /orders/{id}/status: the gateway's verdict, the way to pay while unpaid, and the timeline. */
export function OrderStatusPage({ id, payment }: { id: number; payment?: PaymentResult }) {
  useDocumentTitle(`وضعیت سفارش ${toPersianDigits(id)}`)
  const query = useQuery(orderQueryOptions(id))
  const order = query.data
  const purchaseId = order?.purchase_id ?? null
  const purchase = useQuery({ ...purchaseQueryOptions(purchaseId ?? 0), enabled: purchaseId !== null })

  if (!order) {
    return query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <OrderPageSkeleton />
    )
  }

  const payable = order.status === 'pending_payment' && order.payment_url !== null
  const shipped = order.status === 'shipped' || order.status === 'delivered'
  return (
    <div className={stack({ gap: '5', maxW: '3xl', mx: 'auto' })}>
      <OrderHeader
        order={order}
        title={`وضعیت سفارش ${toPersianDigits(order.id)}`}
        actions={
          <>
            <Link
              to="/orders/$id"
              params={{ id: String(order.id) }}
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              جزئیات سفارش
            </Link>
            <Link to="/profile" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
              همه سفارش‌ها
            </Link>
          </>
        }
      />
      {payment ? <PaymentBanner result={payment} /> : null}
      {payable ? <PayPanel order={order} /> : null}
      {purchase.data ? <PurchaseOrders purchase={purchase.data} current={order.id} /> : null}
      <section aria-labelledby="timeline-title" className={orderPanel}>
        <h2 id="timeline-title" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          مراحل سفارش
        </h2>
        {shipped ? <TrackingCode shipping={order.shipping} /> : null}
        <StatusTimeline order={order} />
      </section>
    </div>
  )
}
