import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { formatNumber } from '../../lib/fa'
import { CountBadge } from '../../ui/badge'
import { buttonClass } from '../../ui/button'
import { CartIcon } from '../../ui/shop-icons'
import { useCartCount } from './use-cart-count'

/** The header's cart button with its item-count badge, shown once the cart holds something (the cart drawer comes with the cart issue). */
export function CartButton() {
  const count = useCartCount()
  const label = count === null ? 'سبد خرید' : `سبد خرید، ${formatNumber(count)} کالا`
  return (
    <Link
      to="/cart"
      aria-label={label}
      className={`${buttonClass({ variant: 'ghost', icon: true })} ${css({ position: 'relative', fontSize: 'xl' })}`}
    >
      <CartIcon />
      {count ? (
        <span
          aria-hidden="true"
          className={css({
            position: 'absolute',
            top: '0',
            insetInlineEnd: '0',
            borderRadius: 'full',
            boxShadow: '0 0 0 2px {colors.bg.surface}',
            lineHeight: '0',
          })}
        >
          <CountBadge count={count} label={label} />
        </span>
      ) : null}
    </Link>
  )
}
