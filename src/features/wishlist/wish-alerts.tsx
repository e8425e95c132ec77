import { useId } from 'react'
import { css } from 'styled-system/css'
import type { WishlistItem, WishlistItemInput } from '#api/wishlist/wishlist'
import { formatPrice } from '#lib/fa'
import { formatPercent } from '#lib/format-percent'
import { SwitchRow } from '#views/product-list/facets/facet-controls'

/** The shares a price drop may be asked to reach. */
export const DROP_SHARES = [5, 10, 15, 20, 30, 40, 50] as const

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  pt: '2',
  borderTopWidth: '1px',
  borderColor: 'border.default',
})
const muted = css({ color: 'fg.muted', fontSize: 'xs', px: '1' })
const shareRow = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: '1' })
const select = css({
  _disabled: { opacity: 0.55 },
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
  bg: 'bg.surface',
  px: '2',
  minH: '9',
  fontSize: 'sm',
})

interface WishAlertsProps {
  item: WishlistItem
  /** Sends a change of the alerts (queued offline like the heart's). */
  onChange: (alerts: WishlistItemInput) => void
}

/**
 * An item's alerts: «خبرم کن وقتی موجود شد» (any store has it again), «خبرم کن وقتی ارزان شد»
 * (its best price falls by at least the chosen share, measured from the price it was kept at, then
 * from the last one told). Every item shows the same rows, so the cards of a row line up.
 */
export function WishAlerts({ item, onChange }: WishAlertsProps) {
  const id = useId()
  const { alerts } = item
  return (
    <fieldset className={box} data-testid="wish-alerts">
      <legend className={css({ srOnly: true })}>هشدارهای «{item.product.name_fa}»</legend>
      <SwitchRow checked={alerts.back_in_stock} onChange={(on) => onChange({ back_in_stock: on })}>
        خبرم کن وقتی موجود شد
      </SwitchRow>
      <SwitchRow checked={alerts.price_drop} onChange={(on) => onChange({ price_drop: on })}>
        خبرم کن وقتی ارزان شد
      </SwitchRow>
      <div className={shareRow}>
        <label htmlFor={`${id}-share`} className={css({ fontSize: 'sm' })}>
          کاهش قیمت دست‌کم
        </label>
        <select
          id={`${id}-share`}
          className={select}
          value={item.price_drop_percent}
          disabled={!alerts.price_drop}
          onChange={(event) => onChange({ price_drop_percent: Number(event.currentTarget.value) })}
        >
          {withCurrent(item.price_drop_percent).map((share) => (
            <option key={share} value={share}>
              {formatPercent(share)}
            </option>
          ))}
        </select>
      </div>
      <p className={muted}>
        {item.price_at_add === null
          ? 'هنگام افزودن ناموجود بود'
          : `قیمت هنگام افزودن: ${formatPrice(item.price_at_add)}`}
      </p>
    </fieldset>
  )
}

/** The shares offered, with the item's own when it is another (set elsewhere). */
function withCurrent(current: number): number[] {
  const shares: number[] = [...DROP_SHARES]
  return shares.includes(current) ? shares : [...shares, current].sort((a, b) => a - b)
}
