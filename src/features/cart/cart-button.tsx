import { css } from 'styled-system/css'
import { formatNumber } from '#lib/fa'
import { CornerCount } from '#ui/badge'
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
        {count ? <CornerCount count={count} label={label} testId="cart-badge" /> : null}
      </Button>
    </CartDrawer>
  )
}
