import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { Button, buttonClass } from '#ui/button'
import { Toman } from '#ui/price'
import { asideClass, panelClass, summaryRowClass } from './checkout-styles'
import type { Selection } from './selection'

interface ShippingSummaryProps {
  itemsTotal: number
  selection: Selection
  onContinue: () => void
}

function blocker(selection: Selection): string | null {
  if (selection.blocked) return 'برخی کالاهای سبد موجود نیستند یا موجودی کافی ندارند؛ ابتدا سبد خرید را اصلاح کنید.'
  if (!selection.address) return 'برای ادامه، نشانی تحویل را انتخاب یا اضافه کنید.'
  if (!selection.complete) return 'برای هر فروشگاه یک شیوه ارسال انتخاب کنید.'
  return null
}

/** The running totals and the way on to /checkout, with the reason when it is not open yet. */
export function ShippingSummary({ itemsTotal, selection, onContinue }: ShippingSummaryProps) {
  const reason = blocker(selection)
  return (
    <aside aria-labelledby="shipping-summary-title" className={asideClass}>
      <div className={panelClass}>
        <h2 id="shipping-summary-title" className={css({ fontWeight: 'bold' })}>
          خلاصه خرید
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
            <dd>{selection.shippingTotal === 0 ? 'رایگان' : <Toman value={selection.shippingTotal} />}</dd>
          </div>
          <div className={summaryRowClass}>
            <dt className={css({ fontWeight: 'bold' })}>جمع</dt>
            <dd>
              <Toman value={itemsTotal + selection.shippingTotal} className={css({ fontSize: 'lg' })} />
            </dd>
          </div>
        </dl>
        {reason ? (
          <p id="shipping-blocker" className={css({ fontSize: 'sm', color: 'warning.default' })}>
            {reason}
          </p>
        ) : null}
        <Button
          size="lg"
          full
          disabled={Boolean(reason)}
          aria-describedby={reason ? 'shipping-blocker' : undefined}
          onClick={onContinue}
        >
          ادامه و پرداخت
        </Button>
        {selection.blocked ? (
          <Link to="/cart" className={buttonClass({ variant: 'outline', full: true })}>
            اصلاح سبد خرید
          </Link>
        ) : null}
      </div>
    </aside>
  )
}
