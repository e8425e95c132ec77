import { useAddToCart } from '../../api/cart-actions'
import { Button } from '../../ui/button'
import { CartIcon } from '../../ui/shop-icons'

interface BundleOffer {
  product_store_id: number
  quantity: number
}

/** The bundle page's button: puts every offer of the bundle in the cart, each with its quantity. */
export function AddBundleButton({ items }: { items: readonly BundleOffer[] }) {
  const { add, pending } = useAddToCart()
  return (
    <Button
      size="lg"
      full
      disabled={pending}
      aria-busy={pending}
      onClick={() => add(items.map((item) => ({ productStoreId: item.product_store_id, quantity: item.quantity })))}
    >
      <CartIcon />
      افزودن سبد به سبد خرید
    </Button>
  )
}
