import { css } from 'styled-system/css'
import { dangerText, mutedText, stack } from 'styled-system/patterns'
import { estimateLabel, type ShippingMethod, shippingMethodLabel } from '#lib/shipping-rules'
import { Toman } from '#ui/price'
import { StoreIcon } from '#ui/shop-icons'
import { CheckoutBundleLine, CheckoutLine } from './checkout-line'
import { fieldsetClass, panelClass, radioCardClass } from './checkout-styles'
import type { GroupSelection } from './selection'

interface StoreShippingCardProps {
  group: GroupSelection
  onMethodChange: (storeId: number, method: ShippingMethod) => void
}

const muted = mutedText()

/** One store's shipment: its items and a choice among the store's enabled shipping methods. */
export function StoreShippingCard({ group, onMethodChange }: StoreShippingCardProps) {
  const titleId = `store-${group.store.id}-title`
  const available = group.choices.some((choice) => choice.available)
  return (
    <section aria-labelledby={titleId} className={panelClass}>
      <h3 id={titleId} className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold' })}>
        <StoreIcon className={css({ color: 'fg.muted' })} />
        {group.store.name}
      </h3>
      <ul className={stack({ gap: '3' })}>
        {group.bundles.map((line) => (
          <CheckoutBundleLine key={`bundle-${line.bundle_id}`} line={line} />
        ))}
        {group.items.map((item) => (
          <CheckoutLine key={item.id} item={item} />
        ))}
      </ul>
      {group.shipping === null ? (
        <p role="alert" className={dangerText()}>
          شیوه‌های ارسال این فروشگاه دریافت نشد. دوباره تلاش کنید.
        </p>
      ) : (
        <fieldset className={fieldsetClass}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1' })}>شیوه ارسال</legend>
          {group.choices.map(({ option, available: usable, reason }) => {
            const hintId = `${titleId}-${option.method}-hint`
            return (
              <label key={option.method} className={radioCardClass}>
                <input
                  type="radio"
                  name={`ship-${group.store.id}`}
                  value={option.method}
                  checked={group.method === option.method}
                  disabled={!usable}
                  aria-describedby={hintId}
                  onChange={() => onMethodChange(group.store.id, option.method)}
                />
                <span className={stack({ flex: '1', gap: '0.5' })}>
                  <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '2' })}>
                    <span className={css({ fontWeight: 'semibold' })}>{shippingMethodLabel(option.method)}</span>
                    {option.fee === 0 ? (
                      <span className={css({ color: 'success.default', fontWeight: 'bold' })}>رایگان</span>
                    ) : (
                      <Toman value={option.fee} />
                    )}
                  </span>
                  <span id={hintId} className={muted}>
                    {reason ?? `تحویل ${estimateLabel(option.estimated_days_min, option.estimated_days_max)}`}
                  </span>
                </span>
              </label>
            )
          })}
          {!available ? (
            <p role="alert" className={dangerText()}>
              این فروشگاه به نشانی انتخاب‌شده ارسال ندارد؛ نشانی دیگری انتخاب کنید یا کالاهای آن را از سبد بردارید.
            </p>
          ) : null}
        </fieldset>
      )}
    </section>
  )
}
