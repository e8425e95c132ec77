import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import { errorDetail } from '#lib/errors'
import { Button } from '#ui/button'
import { Toman } from '#ui/price'
import { asideClass, panelClass, summaryRowClass } from './checkout-styles'

interface CheckoutSummaryProps {
  itemsTotal: number
  shippingTotal: number
  discount: number
  online: boolean
  pending: boolean
  leaving: boolean
  /** The cart has lines the server would refuse. */
  blocked: boolean
  error: unknown
  onSubmit: () => void
}

/** The totals, the payable amount and «ثبت سفارش و پرداخت», with the server's refusal when there is one. */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { itemsTotal, shippingTotal, discount, online, pending, leaving, blocked, error, onSubmit } = props
  const payable = Math.max(0, itemsTotal + shippingTotal - discount)
  return (
    <aside aria-labelledby="checkout-summary-title" className={asideClass}>
      <div className={panelClass}>
        <h2 id="checkout-summary-title" className={css({ fontWeight: 'bold' })}>
          صورت‌حساب
        </h2>
        <dl className={stack({ gap: '2' })}>
          <div className={summaryRowClass}>
            <dt>جمع کالاها</dt>
            <dd>
              <Toman value={itemsTotal} />
            </dd>
          </div>
          <div className={summaryRowClass}>
            <dt>هزینه ارسال</dt>
            <dd>{shippingTotal === 0 ? 'رایگان' : <Toman value={shippingTotal} />}</dd>
          </div>
          {discount > 0 ? (
            <div className={summaryRowClass}>
              <dt>تخفیف کد</dt>
              <dd className={css({ color: 'success.default' })}>
                <Toman value={discount} negative />
              </dd>
            </div>
          ) : null}
          <div className={summaryRowClass}>
            <dt className={css({ fontWeight: 'bold' })}>مبلغ قابل پرداخت</dt>
            <dd>
              <Toman value={payable} className={css({ fontSize: 'xl' })} />
            </dd>
          </div>
        </dl>
        <p className={mutedText({ fontSize: 'xs' })}>مبلغ نهایی هنگام ثبت سفارش از قیمت‌های روز محاسبه می‌شود.</p>
        {!online ? (
          <p id="checkout-offline" role="status" className={css({ fontSize: 'sm', color: 'warning.default' })}>
            برای ثبت سفارش به اینترنت نیاز دارید
          </p>
        ) : null}
        {error ? (
          <p
            role="alert"
            className={css({
              fontSize: 'sm',
              color: 'danger.default',
              bg: 'danger.subtle',
              p: '3',
              borderRadius: 'control',
            })}
          >
            {errorDetail(error) ?? 'ثبت سفارش انجام نشد. دوباره تلاش کنید.'}
          </p>
        ) : null}
        <Button
          size="lg"
          full
          disabled={!online || pending || blocked}
          aria-describedby={online ? undefined : 'checkout-offline'}
          onClick={onSubmit}
        >
          {leaving ? 'در حال انتقال...' : pending ? 'در حال ثبت سفارش...' : 'ثبت سفارش و پرداخت'}
        </Button>
      </div>
    </aside>
  )
}
