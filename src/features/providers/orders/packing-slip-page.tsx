import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack, visuallyHidden, wrap } from 'styled-system/patterns'
import { type SellerOrder, sellerOrderQueryOptions } from '#api/orders'
import { formatDateTime, formatNumber, toPersianDigits } from '#lib/fa'
import { isMissing } from '#lib/or-not-found'
import { useDocumentTitle } from '#lib/use-document-title'
import { Button, buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { Toman } from '#ui/price'
import { Loading } from '#ui/spinner'
import { PhoneText } from '#views/contact-numbers'
import { OrderAddress } from '#views/order/order-facts'
import { OrderTotals } from '#views/order/order-totals'
import { ProviderNotFound } from '../provider-not-found'

const sheet = css({
  bg: 'white',
  color: 'black',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  maxW: '3xl',
  '@media print': { borderWidth: '0', p: '0', maxW: 'none' },
})
const cell = css({ py: '2', px: '2', borderBottomWidth: '1px', borderColor: 'border.default', textAlign: 'start' })
const heading = css({ fontWeight: 'bold', fontSize: 'sm', mb: '1' })

function SlipItems({ order }: { order: SellerOrder }) {
  return (
    <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
      <caption className={visuallyHidden()}>کالاهای سفارش</caption>
      <thead>
        <tr>
          <th className={cell}>کالا</th>
          <th className={cell}>تعداد</th>
          <th className={cell}>قیمت واحد</th>
          <th className={cell}>جمع</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.id}>
            <td className={cell}>{item.name}</td>
            <td className={cell}>{formatNumber(item.quantity)}</td>
            <td className={cell}>
              <Toman value={item.unit_price} />
            </td>
            <td className={cell}>
              <Toman value={item.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The slip itself: what goes in the parcel and where it goes, on one sheet. */
function PackingSlip({ order }: { order: SellerOrder }) {
  return (
    <article data-print-page aria-label="برگه بسته‌بندی" className={sheet}>
      <header className={wrap({ justifyContent: 'space-between', gap: '3' })}>
        <div>
          <h1 className={css({ fontSize: 'xl', fontWeight: 'black' })}>{order.store.name}</h1>
          <p className={css({ fontSize: 'sm' })}>برگه بسته‌بندی</p>
        </div>
        <dl className={css({ fontSize: 'sm', display: 'grid', gridTemplateColumns: 'auto auto', gap: '1 3' })}>
          <dt>شماره سفارش</dt>
          <dd>{toPersianDigits(order.id)}</dd>
          <dt>تاریخ ثبت</dt>
          <dd>{formatDateTime(order.created_at)}</dd>
        </dl>
      </header>
      <section>
        <h2 className={heading}>گیرنده</h2>
        <p className={css({ fontSize: 'sm' })}>
          مشتری: {order.customer.name ?? 'بدون نام'}، <PhoneText value={order.customer.phone} />
        </p>
        <OrderAddress address={order.address} />
      </section>
      <SlipItems order={order} />
      <div className={css({ maxW: '22rem', ms: 'auto', w: 'full' })}>
        <OrderTotals order={order} />
      </div>
    </article>
  )
}

/** /providers/$storeId/orders/$id/print: the packing slip, with a print button (not printed). */
export function PackingSlipPage({ storeId, id }: { storeId: number; id: number }) {
  useDocumentTitle(`برگه بسته‌بندی سفارش ${toPersianDigits(id)}`)
  const query = useQuery(sellerOrderQueryOptions(id, storeId))
  // The address names something that is not there (or not this seller's): the not-found page.
  if (isMissing(query.error)) return <ProviderNotFound />
  if (!query.data) {
    return query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <Loading />
  }
  return (
    <div className={stack({ gap: '4' })}>
      <div data-print-hidden className={wrap({ gap: '2' })}>
        <Button onClick={() => window.print()}>چاپ برگه</Button>
        <Link
          to="/providers/$storeId/orders/$id"
          params={{ storeId: String(storeId), id: String(id) }}
          className={buttonClass({ variant: 'ghost' })}
        >
          بازگشت به سفارش
        </Link>
      </div>
      <PackingSlip order={query.data} />
    </div>
  )
}
