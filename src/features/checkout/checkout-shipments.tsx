import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { estimateLabel, shippingMethodLabel } from '#lib/shipping-rules'
import { Toman } from '#ui/price'
import { StoreIcon } from '#ui/shop-icons'
import { AddressSummary } from '#views/address/address-summary'
import { CheckoutBundleLine, CheckoutLine } from './checkout-line'
import type { CheckoutSearch } from './checkout-search'
import { panelClass, panelTitleClass } from './checkout-styles'
import type { Selection } from './selection'

const changeLink = css({ fontSize: 'sm', color: 'accent.text', fontWeight: 'semibold' })

/** /checkout's review: the delivery address and, per store, its items and shipment. */
export function CheckoutShipments({ selection, search }: { selection: Selection; search: CheckoutSearch }) {
  return (
    <>
      <section aria-labelledby="checkout-address-title" className={panelClass}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
          <h2 id="checkout-address-title" className={panelTitleClass}>
            نشانی تحویل
          </h2>
          <Link to="/shipping" search={search} className={changeLink}>
            تغییر
          </Link>
        </div>
        {selection.address ? <AddressSummary address={selection.address} /> : null}
      </section>
      {selection.groups.map((group) => (
        <section key={group.store.id} aria-labelledby={`checkout-store-${group.store.id}`} className={panelClass}>
          <h2
            id={`checkout-store-${group.store.id}`}
            className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'bold' })}
          >
            <StoreIcon className={css({ color: 'fg.muted' })} />
            {group.store.name}
          </h2>
          <ul className={stack({ gap: '3' })}>
            {group.bundles.map((line) => (
              <CheckoutBundleLine key={`bundle-${line.bundle_id}`} line={line} />
            ))}
            {group.items.map((item) => (
              <CheckoutLine key={item.id} item={item} />
            ))}
          </ul>
          {group.option ? (
            <div
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                gap: '3',
                fontSize: 'sm',
                borderTopWidth: '1px',
                borderColor: 'border.default',
                pt: '3',
              })}
            >
              <span>
                {shippingMethodLabel(group.option.method)}،{' '}
                <span className={css({ color: 'fg.muted' })}>
                  تحویل {estimateLabel(group.option.estimated_days_min, group.option.estimated_days_max)}
                </span>
              </span>
              {group.option.fee === 0 ? 'ارسال رایگان' : <Toman value={group.option.fee} />}
            </div>
          ) : null}
        </section>
      ))}
    </>
  )
}
