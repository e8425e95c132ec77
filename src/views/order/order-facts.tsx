import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { PublicOrder } from '#api/orders'
import { formatDateTime, toPersianDigits } from '#lib/fa'
import { estimateLabel, shippingMethodLabel } from '#lib/shipping-rules'
import { BidiText } from '#ui/bidi-text'
import { CopyableCode, PhoneText, PostalCodeText } from '../contact-numbers'
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from './order-labels'

const list = stack({ gap: '2', fontSize: 'sm' })
const term = css({ color: 'fg.muted' })

function Fact({ term: label, children }: { term: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
      <dt className={term}>{label}</dt>
      <dd className={css({ textAlign: 'end', minW: '0', overflowWrap: 'anywhere' })}>{children}</dd>
    </div>
  )
}

/** Where the order goes: the copy of the address taken at checkout. */
export function OrderAddress({ address }: { address: PublicOrder['address'] }) {
  const place = address.province === address.city ? address.city : `${address.province}، ${address.city}`
  const extra = [
    address.plaque ? `پلاک ${toPersianDigits(address.plaque)}` : null,
    address.unit ? `واحد ${toPersianDigits(address.unit)}` : null,
  ].filter(Boolean)
  return (
    <address className={stack({ fontStyle: 'normal', gap: '1', fontSize: 'sm' })}>
      <span>
        <BidiText text={[place, toPersianDigits(address.address_line), ...extra].join('، ')} />
      </span>
      <span className={term}>
        گیرنده: {address.receiver_name}، <PhoneText value={address.receiver_phone} />
      </span>
      <span className={term}>
        کد پستی: <PostalCodeText value={address.postal_code} />
      </span>
    </address>
  )
}

/** How it travels: method, estimate, fee and the tracking code once shipped. */
export function OrderShipping({ shipping }: { shipping: PublicOrder['shipping'] }) {
  return (
    <dl className={list}>
      <Fact term="شیوه ارسال">{shippingMethodLabel(shipping.method)}</Fact>
      <Fact term="زمان تحویل">{estimateLabel(shipping.estimated_days_min, shipping.estimated_days_max)}</Fact>
      {shipping.tracking_code ? (
        <Fact term="کد رهگیری">
          <CopyableCode value={shipping.tracking_code} />
        </Fact>
      ) : null}
    </dl>
  )
}

/**
 * How it is paid: method, state, when, and the gateway's reference number. A payment marked
 * refunded whose refund is still on its way (owed to a Sheba, or the gateway not yet answered)
 * says so, rather than «بازگشت داده‌شده» before the money is back.
 */
export function OrderPayment({
  payment,
  refund,
}: {
  payment: PublicOrder['payment']
  refund?: { status: 'pending' | 'owed' | 'done' } | null
}) {
  const onItsWay = payment.status === 'refunded' && refund && refund.status !== 'done'
  return (
    <dl className={list}>
      <Fact term="شیوه پرداخت">{PAYMENT_METHOD_LABELS[payment.method]}</Fact>
      <Fact term="وضعیت پرداخت">{onItsWay ? 'در انتظار بازگشت وجه' : PAYMENT_STATUS_LABELS[payment.status]}</Fact>
      {payment.paid_at ? (
        <Fact term="زمان پرداخت">
          <time dateTime={payment.paid_at}>{formatDateTime(payment.paid_at)}</time>
        </Fact>
      ) : null}
      {payment.reference ? (
        <Fact term="شماره پیگیری">
          <bdi dir="ltr">{toPersianDigits(payment.reference)}</bdi>
        </Fact>
      ) : null}
    </dl>
  )
}
