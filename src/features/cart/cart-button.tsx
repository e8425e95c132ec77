import { css } from 'styled-system/css'
import { formatNumber } from '#lib/fa'
import { CountBadge } from '#ui/badge'
import { Button } from '#ui/button'
import { CartIcon } from '#ui/shop-icons'
import { CartDrawer } from './cart-drawer'
import { useCartCount } from './use-cart-count'

/** The header's cart button: opens the cart drawer; its badge is the number of items in the cart. */
export function CartButton() {
  const count = useCartCount()
  const label = count ? `سبد خرید، ${formatNumber(count)} کالا` : 'سبد خرید'
  return (
    <CartDrawer>
      <Button
        variant="ghost"
        icon
        aria-label={label}
        data-testid="cart-button"
        className={css({ position: 'relative', fontSize: 'xl' })}
      >
        <CartIcon />
        {count ? (
          <span
            aria-hidden="true"
            data-testid="cart-badge"
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
      </Button>
    </CartDrawer>
  )
}
