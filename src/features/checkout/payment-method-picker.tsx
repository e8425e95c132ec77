import { css } from 'styled-system/css'
import { mutedText, stack, visuallyHidden } from 'styled-system/patterns'
import type { Schemas } from '#sdk'
import { fieldsetClass, panelClass, panelTitleClass, radioCardClass } from './checkout-styles'

export type PaymentMethod = Schemas['PaymentMethod']

interface PaymentMethodPickerProps {
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
  /** Stores of the cart that do not take cash on delivery; any one of them rules it out. */
  noCodStores: string[]
}

const hint = mutedText()

/** Online through the gateway, or cash on delivery when every store of the cart accepts it. */
export function PaymentMethodPicker({ value, onChange, noCodStores }: PaymentMethodPickerProps) {
  const codAllowed = noCodStores.length === 0
  return (
    <section aria-labelledby="payment-title" className={panelClass}>
      <h2 id="payment-title" className={panelTitleClass}>
        شیوه پرداخت
      </h2>
      <fieldset className={fieldsetClass}>
        <legend className={visuallyHidden()}>شیوه پرداخت را انتخاب کنید</legend>
        <label className={radioCardClass}>
          <input
            type="radio"
            name="payment"
            value="online"
            checked={value === 'online'}
            onChange={() => onChange('online')}
            aria-describedby="pay-online-hint"
          />
          <span className={stack({ gap: '0.5' })}>
            <span className={css({ fontWeight: 'semibold' })}>پرداخت اینترنتی</span>
            <span id="pay-online-hint" className={hint}>
              با همه کارت‌های بانکی عضو شتاب، در درگاه امن پرداخت
            </span>
          </span>
        </label>
        <label className={radioCardClass}>
          <input
            type="radio"
            name="payment"
            value="cod"
            checked={value === 'cod'}
            disabled={!codAllowed}
            onChange={() => onChange('cod')}
            aria-describedby="pay-cod-hint"
          />
          <span className={stack({ gap: '0.5' })}>
            <span className={css({ fontWeight: 'semibold' })}>پرداخت در محل</span>
            <span id="pay-cod-hint" className={hint}>
              {codAllowed
                ? 'پرداخت هنگام تحویل کالا'
                : `${noCodStores.join('، ')} پرداخت در محل ندارد؛ این شیوه فقط وقتی ممکن است که همه فروشگاه‌های سبد آن را بپذیرند.`}
            </span>
          </span>
        </label>
      </fieldset>
    </section>
  )
}
