import { useAddBundle } from '../../api/cart-bundles'
import { Button } from '../../ui/button'
import { CartIcon } from '../../ui/shop-icons'

/** The bundle page's button: puts the bundle in the cart as one line, at the bundle's price (decision 021). */
export function AddBundleButton({ bundleId }: { bundleId: number }) {
  const { add, pending } = useAddBundle()
  return (
    <Button size="lg" full disabled={pending} aria-busy={pending} onClick={() => add(bundleId)}>
      <CartIcon />
      افزودن سبد به سبد خرید
    </Button>
  )
}
