import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { SellerOrder } from '#api/orders'
import { PhoneText } from '../contact-numbers'
import { OrderAddress, OrderPayment, OrderShipping } from './order-facts'
import { OrderTotals } from './order-totals'

// The panels' order page (the seller's and the admin's): titled boxes in two columns, the wide
// one for what to do and what happened, the narrow one for who and where.

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
export const orderColumn = stack({ gap: '4', minW: '0' })
export const orderColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' },
  gap: { base: '4', lg: '6' },
  alignItems: 'start',
})

/** A titled box of the order page; the heading names the region for screen readers. */
export function OrderPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panel}>
      <h2 id={id} className={css({ fontWeight: 'bold' })}>
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The narrow column: the customer (and their note), the address, shipping, payment and the
 * bill. `prefix` keeps each page's heading ids its own («seller-order», «admin-order»).
 */
export function OrderSideFacts({ order, prefix }: { order: SellerOrder; prefix: string }) {
  return (
    <>
      <OrderPanel id={`${prefix}-customer-title`} title="مشتری">
        <p className={css({ fontSize: 'sm' })}>
          {order.customer.name ?? 'بدون نام'}، <PhoneText value={order.customer.phone} />
        </p>
        {order.customer_note ? <p className={mutedText({ whiteSpace: 'pre-line' })}>{order.customer_note}</p> : null}
      </OrderPanel>
      <OrderPanel id={`${prefix}-address-title`} title="نشانی تحویل">
        <OrderAddress address={order.address} />
      </OrderPanel>
      <OrderPanel id={`${prefix}-shipping-title`} title="ارسال">
        <OrderShipping shipping={order.shipping} />
      </OrderPanel>
      <OrderPanel id={`${prefix}-payment-title`} title="پرداخت">
        <OrderPayment payment={order.payment} />
      </OrderPanel>
      <OrderPanel id={`${prefix}-totals-title`} title="صورت‌حساب">
        <OrderTotals order={order} />
      </OrderPanel>
    </>
  )
}
