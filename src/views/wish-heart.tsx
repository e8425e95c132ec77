import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { useKept } from '#api/wishlist/kept-products'
import { loadWishlist } from '#api/wishlist/load-wishlist'
import { toastError } from '#lib/toast'
import { HeartIcon } from '#ui/shop-icons'

// Every value here is one the storefront's sheet has already (the precached sheet does not grow).
const heart = css({
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'bg.surface/90',
  color: 'fg.muted',
  fontSize: 'xl',
  cursor: 'pointer',
})
const filled = css({ color: 'danger.default' })

/**
 * The heart on a product's card and page: keeps the product in the wishlist, or stops keeping it
 * (a toggle, aria-pressed). Signed out, it goes to the login screen, which brings the visitor
 * back. Offline, the change waits in the wishlist's queue and is sent once when the connection
 * returns. All but the drawing loads later (load-wishlist.ts), so a page of cards costs little.
 */
export function WishHeart({ productId, className }: { productId: number; className?: string }) {
  const kept = useKept(productId)
  const queryClient = useQueryClient()
  const router = useRouter()
  return (
    <button
      type="button"
      className={cx(heart, className)}
      aria-pressed={kept}
      aria-label={kept ? 'حذف از علاقه‌مندی‌ها' : 'افزودن به علاقه‌مندی‌ها'}
      onClick={() =>
        loadWishlist(queryClient).then(
          (queue) => queue.tapHeart(queryClient, router, productId, !kept),
          // Offline before the wishlist's code was ever fetched (it loads once a page is idle).
          () => toastError(),
        )
      }
    >
      <HeartIcon solid={kept} className={kept ? filled : undefined} />
    </button>
  )
}
