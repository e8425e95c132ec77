import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '#features/wishlist/wishlist-page'

export const Route = createFileRoute('/_public/_authenticated/profile/wishlist')({
  component: WishlistPage,
})
