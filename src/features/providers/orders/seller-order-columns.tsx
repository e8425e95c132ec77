import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { dataTable } from 'styled-system/recipes'
import type { SellerOrder } from '#api/orders'
import type { OrderMoveVariables } from '#api/seller-order-moves'
import { formatDate, toPersianDigits } from '#lib/fa'
import type { Column } from '#ui/panel/data-table/data-table'
import { Toman } from '#ui/price'
import { PhoneText } from '#views/contact-numbers'
import { OrderStatusBadge } from '#views/order/order-status'
import { lastQueuedMove, QueuedMoveBadge } from '#views/order/queued-moves'

/**
 * The seller orders list's columns: number (the link to the order), customer, date, total, status
 * (and the move waiting to be sent, when one is queued offline).
 */
export function sellerOrderColumns(storeId: string, queued: OrderMoveVariables[] = []): Column<SellerOrder>[] {
  return [
    {
      key: 'id',
      header: 'شماره سفارش',
      primary: true,
      cell: (order) => (
        <Link
          to="/providers/$storeId/orders/$id"
          params={{ storeId, id: String(order.id) }}
          className={dataTable().rowLink}
        >
          {`سفارش ${toPersianDigits(order.id)}`}
        </Link>
      ),
    },
    {
      key: 'customer',
      header: 'مشتری',
      // A customer without a name is known by their phone (Persian digits, read left to right).
      cell: (order) => order.customer.name ?? <PhoneText value={order.customer.phone} />,
    },
    { key: 'created_at', header: 'تاریخ ثبت', cell: (order) => formatDate(order.created_at) },
    { key: 'total', header: 'مبلغ کل', cell: (order) => <Toman value={order.total} /> },
    {
      key: 'status',
      header: 'وضعیت',
      primary: true,
      cell: (order) => {
        const move = lastQueuedMove(queued, order.id)
        return (
          <span className={css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1' })}>
            <OrderStatusBadge status={order.status} />
            {move ? <QueuedMoveBadge move={move} /> : null}
          </span>
        )
      },
    },
  ]
}
