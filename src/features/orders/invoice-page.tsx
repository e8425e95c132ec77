import '#ui/panel/panel.css'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack, visuallyHidden, wrap } from 'styled-system/patterns'
import { invoiceQueryOptions, type OrderInvoice } from '#api/refunds'
import { formatDate, formatNumber, toPersianDigits } from '#lib/fa'
import { isMissing } from '#lib/or-not-found'
import { useDocumentTitle } from '#lib/use-document-title'
import { Button, buttonClass } from '#ui/button'
import { ErrorState } from '#ui/error-state'
import { Toman } from '#ui/price'
import { Loading } from '#ui/spinner'
import { PhoneText, PostalCodeText } from '#views/contact-numbers'
import { OrderAddress } from '#views/order/order-facts'
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '#views/order/order-labels'
import { PageNotFound } from '#views/page-not-found'

// The sheet prints alone (the packing slip's mechanism: data-print-page in the global CSS).
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
  maxW: '4xl',
  '@media print': { borderWidth: '0', p: '0', maxW: 'none' },
})
const cell = css({
  py: '2',
  px: { base: '1', md: '2' },
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  textAlign: 'start',
  verticalAlign: 'top',
})
const heading = css({ fontWeight: 'bold', fontSize: 'sm', mb: '1' })
const facts = css({ fontSize: 'sm', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '1 3' })

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={css({ color: 'fg.muted' })}>{label}</dt>
      <dd>{children}</dd>
    </>
  )
}

/** The seller as the law names it: a company's legal name and numbers, or an individual's national code. */
function Seller({ seller }: { seller: OrderInvoice['seller'] }) {
  const place = [seller.province, seller.city, seller.address].filter(Boolean).join('، ')
  return (
    <section>
      <h2 className={heading}>فروشنده</h2>
      <dl className={facts}>
        <Fact label="فروشگاه">{seller.name}</Fact>
        {seller.company_name ? <Fact label="نام حقوقی">{seller.company_name}</Fact> : null}
        {seller.company_national_id ? (
          <Fact label="شناسه ملی">{toPersianDigits(seller.company_national_id)}</Fact>
        ) : null}
        {seller.registration_number ? (
          <Fact label="شماره ثبت">{toPersianDigits(seller.registration_number)}</Fact>
        ) : null}
        {seller.national_code ? <Fact label="کد ملی">{toPersianDigits(seller.national_code)}</Fact> : null}
        {place ? <Fact label="نشانی">{place}</Fact> : null}
        {seller.postal_code ? (
          <Fact label="کد پستی">
            <PostalCodeText value={seller.postal_code} />
          </Fact>
        ) : null}
        {seller.phone ? (
          <Fact label="تلفن">
            <PhoneText value={seller.phone} />
          </Fact>
        ) : null}
      </dl>
    </section>
  )
}

function Lines({ invoice }: { invoice: OrderInvoice }) {
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: { base: 'xs', md: 'sm' } })}>
        <caption className={visuallyHidden()}>کالاهای فاکتور</caption>
        <thead>
          <tr>
            <th className={cell}>ردیف</th>
            <th className={cell}>کالا</th>
            <th className={cell}>تعداد</th>
            <th className={cell}>قیمت واحد</th>
            <th className={cell}>تخفیف</th>
            <th className={cell}>جمع</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={line.id}>
              <td className={cell}>{formatNumber(index + 1)}</td>
              <td className={cell}>{line.name}</td>
              <td className={cell}>{formatNumber(line.quantity)}</td>
              <td className={cell}>
                <Toman value={line.original_unit_price} />
              </td>
              <td className={cell}>{line.discount ? <Toman value={line.discount} /> : '—'}</td>
              <td className={cell}>
                <Toman value={line.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Totals({ invoice }: { invoice: OrderInvoice }) {
  const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3' })
  return (
    <dl className={stack({ gap: '2', fontSize: 'sm', maxW: '22rem', ms: 'auto', w: 'full' })}>
      <div className={row}>
        <dt>جمع کالاها</dt>
        <dd>
          <Toman value={invoice.items_total} />
        </dd>
      </div>
      {invoice.product_discount ? (
        <div className={row}>
          <dt>تخفیف کالاها</dt>
          <dd>
            <Toman value={invoice.product_discount} negative />
          </dd>
        </div>
      ) : null}
      {invoice.code_discount ? (
        <div className={row}>
          <dt>کد تخفیف</dt>
          <dd>
            <Toman value={invoice.code_discount} negative />
          </dd>
        </div>
      ) : null}
      <div className={row}>
        <dt>هزینه ارسال</dt>
        <dd>
          <Toman value={invoice.shipping_fee} />
        </dd>
      </div>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          fontWeight: 'black',
          pt: '2',
          borderTopWidth: '1px',
        })}
      >
        <dt>مبلغ کل</dt>
        <dd>
          <Toman value={invoice.total} />
        </dd>
      </div>
    </dl>
  )
}

/** «فاکتور فروش»: what the customer bought from one store, for their records and the printer. */
function Invoice({ invoice }: { invoice: OrderInvoice }) {
  return (
    <article data-print-page aria-label="فاکتور فروش" className={sheet}>
      <header className={wrap({ justifyContent: 'space-between', gap: '3', alignItems: 'start' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'black' })}>فاکتور فروش</h1>
        <dl className={facts}>
          <Fact label="شماره سفارش">{toPersianDigits(invoice.order_id)}</Fact>
          <Fact label="تاریخ">
            <time dateTime={invoice.issued_at}>{formatDate(invoice.issued_at)}</time>
          </Fact>
        </dl>
      </header>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '5' })}>
        <Seller seller={invoice.seller} />
        <section>
          <h2 className={heading}>خریدار</h2>
          <dl className={facts}>
            <Fact label="نام">{invoice.buyer.name ?? invoice.address.receiver_name}</Fact>
            <Fact label="موبایل">
              <PhoneText value={invoice.buyer.phone} />
            </Fact>
          </dl>
          <h2 className={css({ fontWeight: 'bold', fontSize: 'sm', mt: '3', mb: '1' })}>نشانی تحویل</h2>
          <OrderAddress address={invoice.address} />
        </section>
      </div>
      <Lines invoice={invoice} />
      <Totals invoice={invoice} />
      <p className={css({ fontSize: 'sm' })}>
        پرداخت: {PAYMENT_METHOD_LABELS[invoice.payment.method]}، {PAYMENT_STATUS_LABELS[invoice.payment.status]}
        {invoice.payment.reference ? `، کد پیگیری ${toPersianDigits(invoice.payment.reference)}` : ''}
      </p>
    </article>
  )
}

/** /orders/$id/invoice: the customer's invoice with a print button (not printed). */
export function InvoicePage({ id }: { id: number }) {
  useDocumentTitle(`فاکتور فروش سفارش ${toPersianDigits(id)}`)
  const query = useQuery(invoiceQueryOptions(id))
  if (isMissing(query.error)) return <PageNotFound />
  if (!query.data) {
    return query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <Loading />
  }
  return (
    <div className={stack({ gap: '4' })}>
      <div data-print-hidden className={wrap({ gap: '2' })}>
        <Button onClick={() => window.print()}>چاپ فاکتور</Button>
        <Link to="/orders/$id" params={{ id: String(id) }} className={buttonClass({ variant: 'ghost' })}>
          بازگشت به سفارش
        </Link>
      </div>
      <Invoice invoice={query.data} />
    </div>
  )
}
