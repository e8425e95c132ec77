import { Link } from '@tanstack/react-router'
import { buttonClass } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { CartIcon } from '#ui/shop-icons'

/** Nothing to send: the cart is empty (the spec's 'سبد خرید شما خالی است'). */
export function EmptyCart() {
  return (
    <EmptyState
      icon={<CartIcon />}
      title="سبد خرید شما خالی است"
      description="برای ادامه خرید، ابتدا کالایی به سبد اضافه کنید."
      action={
        <Link to="/products" className={buttonClass()}>
          مشاهده محصولات
        </Link>
      }
    />
  )
}
