import type { CartItemPreview } from '#api/cart/cart'
import { Button } from '#ui/button'
import { CartIcon } from '#ui/shop-icons'
import { useAddToCart } from '#views/cart/cart-actions'

interface AddToCartButtonProps {
  /** The offer the cart adds (spec: cart add payload product_store_id, quantity 1). */
  productStoreId: number
  /** How the drawer lists the offer until the server answers (offline, until reconnecting). */
  preview?: CartItemPreview
  /** The buy box's big button, or a store's smaller one in the offers list. */
  size?: 'md' | 'lg' | 'sm'
  label?: string
  'aria-label'?: string
  full?: boolean
}

/** Adds an offer to the cart and opens the cart drawer; signed out, it goes to the login screen. */
export function AddToCartButton({
  productStoreId,
  preview,
  size = 'lg',
  label = 'افزودن به سبد خرید',
  full,
  ...aria
}: AddToCartButtonProps) {
  const { add, pending } = useAddToCart()
  return (
    <Button
      size={size}
      full={full}
      data-product-store-id={productStoreId}
      aria-label={aria['aria-label']}
      disabled={pending}
      aria-busy={pending}
      onClick={() => add([{ productStoreId, preview }])}
    >
      {size === 'sm' ? null : <CartIcon />}
      {label}
    </Button>
  )
}
