import { toast } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { CartIcon } from '../../../ui/shop-icons'

interface AddToCartButtonProps {
  /** The offer the cart adds (spec: cart add payload product_store_id, quantity 1). */
  productStoreId: number
  /** The buy box's big button, or a store's smaller one in the offers list. */
  size?: 'md' | 'lg' | 'sm'
  label?: string
  'aria-label'?: string
  full?: boolean
}

/** Adds an offer to the cart. The cart issue wires it; until then it says the cart is coming. */
export function AddToCartButton({
  productStoreId,
  size = 'lg',
  label = 'افزودن به سبد خرید',
  full,
  ...aria
}: AddToCartButtonProps) {
  return (
    <Button
      size={size}
      full={full}
      data-product-store-id={productStoreId}
      aria-label={aria['aria-label']}
      onClick={() => toast({ id: 'cart-coming-soon', title: 'سبد خرید به‌زودی فعال می‌شود', variant: 'info' })}
    >
      {size === 'sm' ? null : <CartIcon />}
      {label}
    </Button>
  )
}
