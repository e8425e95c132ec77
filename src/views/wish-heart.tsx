import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { css, cx } from 'styled-system/css'
import { loadWishlist, loadWishlistSoon, useKept } from '#api/wishlist/wish-hearts'
import { pathWithQuery } from '#lib/session/return-to'
import { useLoggedIn } from '#lib/session/use-session'
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
 * returns. Its code and data load when the page is idle or at the first tap (wish-hearts.ts).
 */
export function WishHeart({ productId, className }: { productId: number; className?: string }) {
  const kept = useKept(productId)
  const loggedIn = useLoggedIn()
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (loggedIn) loadWishlistSoon(queryClient)
  }, [loggedIn, queryClient])
  const toggle = () => {
    if (!loggedIn) {
      void router.navigate({ to: '/login', search: { returnTo: pathWithQuery(router.state.location) } })
      return
    }
    loadWishlist(queryClient).then(
      (queue) => queue.toggleWish(queryClient, { productId }, !kept),
      // Offline before the wishlist's code was ever fetched (it loads when a signed-in page is idle).
      () => toastError('برای این کار یک بار به اینترنت وصل شوید'),
    )
  }
  return (
    <button
      type="button"
      className={cx(heart, className)}
      aria-pressed={kept}
      aria-label={kept ? 'حذف از علاقه‌مندی‌ها' : 'افزودن به علاقه‌مندی‌ها'}
      data-testid="wish-heart"
      onClick={toggle}
    >
      <HeartIcon className={kept ? filled : undefined} fill={kept ? 'currentColor' : 'none'} />
    </button>
  )
}
