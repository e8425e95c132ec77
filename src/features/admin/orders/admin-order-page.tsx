import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack, wrap } from 'styled-system/patterns'
import { adminOrderQueryOptions } from '#api/orders'
import { formatDateTime, toPersianDigits } from '#lib/fa'
import { isMissing } from '#lib/or-not-found'
import { useDocumentTitle } from '#lib/use-document-title'
import { nextStatuses } from '#sdk/rules/order-moves'
import { buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { PanelHeader } from '#ui/panel/panel-layout'
import { Loading } from '#ui/spinner'
import { StaleNote } from '#ui/stale-note'
import { detailColumn, detailColumns, TitledPanel } from '#ui/titled-panel'
import { OrderItems } from '#views/order/order-items'
import { ADMIN_ACTOR_LABELS } from '#views/order/order-labels'
import { OrderMoves } from '#views/order/order-moves'
import { OrderSideFacts } from '#views/order/order-sheet'
import { OrderStatusBadge } from '#views/order/order-status'
import { StatusTimeline } from '#views/order/status-timeline'
import { AdminNotFound } from '../admin-not-found'

const muted = mutedText()

/**
 * /admin/orders/$id: any store's order as its seller sees it (items, customer, address,
 * shipping, payment, totals, the history and who made each move), with the seller's status
 * moves; the server records an admin's move as the admin's and writes it to the audit log.
 */
export function AdminOrderPage({ id }: { id: number }) {
  const title = `سفارش ${toPersianDigits(id)}`
  useDocumentTitle(title)
  const query = useQuery(adminOrderQueryOptions(id))
  const order = query.data
  const back = (
    <Link to="/admin/orders" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
      بازگشت به سفارش‌ها
    </Link>
  )

  // The address names something that is not there (or not this seller's): the not-found page.
  if (isMissing(query.error)) return <AdminNotFound />
  if (!order) {
    return (
      <>
        <PanelHeader title={title} actions={back} />
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <Loading />}
      </>
    )
  }

  return (
    <div className={stack({ gap: '4' })}>
      <PanelHeader title={title} actions={back} />
      <div className={wrap({ alignItems: 'center', gap: '3', fontSize: 'sm' })}>
        <OrderStatusBadge status={order.status} />
        <span className={css({ color: 'fg.muted' })}>
          ثبت در <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        </span>
      </div>
      <StaleNote updatedAt={query.dataUpdatedAt} />
      <div className={detailColumns}>
        <div className={detailColumn}>
          <TitledPanel id="admin-order-moves-title" title="تغییر وضعیت">
            {nextStatuses(order.status, order.payment.method).length ? (
              <p className={muted}>
                تغییری که اینجا می‌دهید به نام مدیر راسته در تاریخچهٔ سفارش و گزارش مدیریت ثبت می‌شود.
              </p>
            ) : null}
            <OrderMoves order={order} />
          </TitledPanel>
          <TitledPanel id="admin-order-items-title" title="کالاها">
            <OrderItems items={order.items} />
          </TitledPanel>
          <TitledPanel id="admin-order-history-title" title="تاریخچه سفارش">
            <StatusTimeline order={order} actors={ADMIN_ACTOR_LABELS} />
          </TitledPanel>
        </div>
        <div className={detailColumn}>
          <TitledPanel id="admin-order-store-title" title="فروشگاه">
            <p className={css({ fontSize: 'sm' })}>
              <Link
                to="/admin/stores/$id"
                params={{ id: String(order.store.id) }}
                className={css({ color: 'accent.text', textDecoration: 'underline' })}
              >
                {order.store.name}
              </Link>
            </p>
          </TitledPanel>
          <OrderSideFacts order={order} prefix="admin-order" />
        </div>
      </div>
    </div>
  )
}
