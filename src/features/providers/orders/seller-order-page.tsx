import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack, wrap } from 'styled-system/patterns'
import { sellerOrderQueryOptions } from '#api/orders'
import { formatDateTime, toPersianDigits } from '#lib/fa'
import { isMissing } from '#lib/or-not-found'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Loading } from '#ui/spinner'
import { StaleNote } from '#ui/stale-note'
import { detailColumn, detailColumns, TitledPanel } from '#ui/titled-panel'
import { OrderItems } from '#views/order/order-items'
import { SELLER_ACTOR_LABELS } from '#views/order/order-labels'
import { OrderMoves } from '#views/order/order-moves'
import { OrderSideFacts } from '#views/order/order-sheet'
import { OrderStatusBadge } from '#views/order/order-status'
import { StatusTimeline } from '#views/order/status-timeline'
import { ProviderNotFound } from '../provider-not-found'
import { OrderItemEditor } from './order-item-editor'

/**
 * /providers/$storeId/orders/$id: what to pack and where to send it (items, customer, address,
 * shipping, payment, totals), the order's history, and its next status moves.
 */
export function SellerOrderPage({ storeId, id }: { storeId: number; id: number }) {
  const title = `سفارش ${toPersianDigits(id)}`
  useDocumentTitle(title)
  const query = useQuery(sellerOrderQueryOptions(id, storeId))
  const order = query.data
  const params = { storeId: String(storeId), id: String(id) }

  // The address names something that is not there (or not this seller's): the not-found page.
  if (isMissing(query.error)) return <ProviderNotFound />
  if (!order) {
    return (
      <>
        <PanelHeader title={title} />
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <Loading />}
      </>
    )
  }

  return (
    <div className={stack({ gap: '4' })}>
      <PanelHeader
        title={title}
        actions={
          <>
            <Link
              to="/providers/$storeId/orders"
              params={params}
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
            >
              بازگشت به سفارش‌ها
            </Link>
            <Link
              to="/providers/$storeId/orders/$id/print"
              params={params}
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              برگه بسته‌بندی
            </Link>
          </>
        }
      />
      <div className={wrap({ alignItems: 'center', gap: '3', fontSize: 'sm' })}>
        <OrderStatusBadge status={order.status} />
        <span className={css({ color: 'fg.muted' })}>
          ثبت در <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        </span>
      </div>
      <StaleNote updatedAt={query.dataUpdatedAt} />
      <div className={detailColumns}>
        <div className={detailColumn}>
          <TitledPanel id="seller-order-moves-title" title="تغییر وضعیت">
            <OrderMoves order={order} />
          </TitledPanel>
          <TitledPanel id="seller-order-items-title" title="کالاها">
            <OrderItems items={order.items} />
          </TitledPanel>
          {order.status === 'pending_payment' && order.purchase_id === null ? (
            <TitledPanel id="seller-order-edit-title" title="تغییر کالاهای سفارش دستی">
              <OrderItemEditor order={order} storeId={storeId} />
            </TitledPanel>
          ) : null}
          <TitledPanel id="seller-order-history-title" title="تاریخچه سفارش">
            <StatusTimeline order={order} actors={SELLER_ACTOR_LABELS} />
          </TitledPanel>
        </div>
        <div className={detailColumn}>
          <OrderSideFacts order={order} prefix="seller-order" />
        </div>
      </div>
    </div>
  )
}
