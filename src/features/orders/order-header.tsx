import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { mutedText, stack, wrap } from 'styled-system/patterns'
import type { PublicOrder } from '#api/orders'
import { formatDateTime, toPersianDigits } from '#lib/fa'
import { Breadcrumbs } from '#ui/breadcrumbs'
import { OrderStatusBadge } from '#views/order/order-status'

interface OrderHeaderProps {
  order: PublicOrder
  title: string
  /** The page's own links (details ⇄ status). */
  actions?: ReactNode
}

/** The top of an order page: trail, title with the number, status, store and date. */
export function OrderHeader({ order, title, actions }: OrderHeaderProps) {
  return (
    <header className={stack({ gap: '3' })}>
      <Breadcrumbs
        items={[{ label: 'سفارش‌های من', link: { to: '/profile' } }, { label: `سفارش ${toPersianDigits(order.id)}` }]}
      />
      <div className={wrap({ alignItems: 'center', gap: '3' })}>
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>{title}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className={mutedText()}>
        {order.store.name}، ثبت در <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
      </p>
      {actions ? <div className={wrap({ gap: '2' })}>{actions}</div> : null}
    </header>
  )
}
