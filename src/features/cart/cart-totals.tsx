import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { Cart } from '#api/cart/cart'
import { formatNumber } from '#lib/fa'
import { Toman } from '#ui/price'
import { saving } from './cart-rules'

const line = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' })

/**
 * The cart's sums. The drawer shows the total and the saving; the page (detailed) also the item
 * count and the total at original prices. Screen readers hear the total when it changes.
 */
export function CartTotals({ cart, detailed = false }: { cart: Cart; detailed?: boolean }) {
  const saved = saving(cart)
  return (
    <dl className={stack({ gap: '2', fontSize: 'sm' })}>
      {detailed ? (
        <>
          <div className={`${line} ${css({ color: 'fg.muted' })}`}>
            <dt>تعداد کالاها</dt>
            <dd data-testid="cart-count">{formatNumber(cart.count)} عدد</dd>
          </div>
          <div className={`${line} ${css({ color: 'fg.muted' })}`}>
            <dt>قیمت کالاها</dt>
            <dd>
              <Toman value={cart.original_total} />
            </dd>
          </div>
        </>
      ) : null}
      {saved > 0 ? (
        <div className={`${line} ${css({ color: 'danger.default' })}`}>
          <dt>سود شما از این خرید</dt>
          <dd>
            <Toman value={saved} className={css({ '& span': { color: 'inherit!' } })} />
          </dd>
        </div>
      ) : null}
      <div className={`${line} ${css({ fontSize: 'md' })}`}>
        <dt className={css({ fontWeight: 'bold' })}>جمع سبد خرید</dt>
        <dd aria-live="polite" aria-atomic="true" data-testid="cart-total">
          <Toman value={cart.total} className={css({ fontSize: 'lg' })} />
        </dd>
      </div>
    </dl>
  )
}
