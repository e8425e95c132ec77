import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { dangerText, stack } from 'styled-system/patterns'
import type { Cart } from '#api/cart/cart'
import { formatNumber } from '#lib/fa'
import { useOnline } from '#lib/use-online'
import { Button, buttonClass } from '#ui/button'
import { blockingCount } from './cart-rules'

interface CheckoutActionsProps {
  cart: Cart
  /** The drawer adds «مشاهده سبد خرید»; the page has only the way on. */
  withCartLink?: boolean
  onNavigate?: () => void
}

const FINALISE = 'ادامه فرایند خرید'

/**
 * The way on to /shipping, and from the drawer to /cart. Going on is disabled, with the reason
 * beside it, while an item is sold out, withdrawn or short of stock (checkout would refuse it),
 * and while offline (shipping and checkout ask the server for today's prices and stock).
 */
export function CheckoutActions({ cart, withCartLink = false, onNavigate }: CheckoutActionsProps) {
  const blocked = blockingCount(cart)
  const online = useOnline()
  const reasonId = useId()
  return (
    <div className={stack({ gap: '2' })}>
      {blocked ? (
        <p id={reasonId} role="status" className={dangerText()}>
          {formatNumber(blocked)} کالای سبد شما ناموجود است یا به این تعداد موجود نیست. برای ادامه خرید، آن را حذف کنید
          یا تعدادش را کم کنید.
        </p>
      ) : null}
      {online || blocked ? null : (
        <p id={reasonId} role="status" className={css({ fontSize: 'sm', color: 'warning.default' })}>
          برای ادامه فرایند خرید به اینترنت نیاز دارید
        </p>
      )}
      {blocked || !online ? (
        <Button size="lg" full disabled aria-describedby={reasonId}>
          {FINALISE}
        </Button>
      ) : (
        <Link to="/shipping" onClick={onNavigate} className={buttonClass({ size: 'lg', full: true })}>
          {FINALISE}
        </Link>
      )}
      {withCartLink ? (
        <Link to="/cart" onClick={onNavigate} className={buttonClass({ variant: 'outline', size: 'lg', full: true })}>
          مشاهده سبد خرید
        </Link>
      ) : null}
    </div>
  )
}
