import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { PublicOrder } from '#api/orders'
import { Toman } from '#ui/price'

const row = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3', fontSize: 'sm' })

/** Items, the code's discount, shipping and the total of one order. */
export function OrderTotals({
  order,
}: {
  order: Pick<PublicOrder, 'subtotal' | 'discount_amount' | 'shipping_fee' | 'total'>
}) {
  return (
    <dl className={stack({ gap: '2' })}>
      <div className={row}>
        <dt>جمع کالاها</dt>
        <dd>
          <Toman value={order.subtotal} />
        </dd>
      </div>
      {order.discount_amount > 0 ? (
        <div className={row}>
          <dt>تخفیف</dt>
          <dd className={css({ color: 'success.default' })}>
            <Toman value={order.discount_amount} negative />
          </dd>
        </div>
      ) : null}
      <div className={row}>
        <dt>هزینه ارسال</dt>
        <dd>{order.shipping_fee === 0 ? 'رایگان' : <Toman value={order.shipping_fee} />}</dd>
      </div>
      <div className={row}>
        <dt className={css({ fontWeight: 'bold' })}>مبلغ کل</dt>
        <dd>
          <Toman value={order.total} className={css({ fontSize: 'lg' })} />
        </dd>
      </div>
    </dl>
  )
}
