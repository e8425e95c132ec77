import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import type { SellerOrder } from '#api/orders'
import { TitledPanel } from '#ui/titled-panel'
import { PhoneText } from '../contact-numbers'
import { OrderAddress, OrderPayment, OrderShipping } from './order-facts'
import { OrderTotals } from './order-totals'

// The panels' order page (the seller's and the admin's): titled boxes in two columns
// (#ui/titled-panel), the wide one for what to do and what happened, the narrow one for who and where.

/**
 * The narrow column: the customer (and their note), the address, shipping, payment and the
 * bill. `prefix` keeps each page's heading ids its own («seller-order», «admin-order»).
 */
export function OrderSideFacts({ order, prefix }: { order: SellerOrder; prefix: string }) {
  return (
    <>
      <TitledPanel id={`${prefix}-customer-title`} title="مشتری">
        <p className={css({ fontSize: 'sm' })}>
          {order.customer.name ?? 'بدون نام'}، <PhoneText value={order.customer.phone} />
        </p>
        {order.customer_note ? <p className={mutedText({ whiteSpace: 'pre-line' })}>{order.customer_note}</p> : null}
      </TitledPanel>
      <TitledPanel id={`${prefix}-address-title`} title="نشانی تحویل">
        <OrderAddress address={order.address} />
      </TitledPanel>
      <TitledPanel id={`${prefix}-shipping-title`} title="ارسال">
        <OrderShipping shipping={order.shipping} />
      </TitledPanel>
      <TitledPanel id={`${prefix}-payment-title`} title="پرداخت">
        <OrderPayment payment={order.payment} />
      </TitledPanel>
      <TitledPanel id={`${prefix}-totals-title`} title="صورت‌حساب">
        <OrderTotals order={order} />
      </TitledPanel>
    </>
  )
}
