import '#ui/panel/panel.css'
import { useMutationState, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { loadWishlist } from '#api/wishlist/load-wishlist'
import {
  type PutWishVariables,
  WISHLIST_PAGE_SIZE,
  type WishlistItem,
  type WishlistItemInput,
  wishlistMutationKeys,
  wishlistPageQueryOptions,
} from '#api/wishlist/wishlist'
import { pageCount, skipFor } from '#lib/page-search'
import { toastError } from '#lib/toast'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import { Pagination } from '#ui/pagination'
import { HeartIcon } from '#ui/shop-icons'
import { gridClass } from '#views/product-list/card-styles'
import { ProductCard } from '#views/product-list/product-card'
import { ProductGridSkeleton } from '#views/product-list/product-grid-skeleton'
import { WishAlerts } from './wish-alerts'

// The card takes what the alerts leave: the items of a row are as tall as each other.
const item = css({ display: 'flex', flexDirection: 'column', gap: '2', '& > :first-child': { flex: '1' } })

/** The alerts as the customer set them: the server's, with the changes still queued laid over. */
function useShownAlerts(): (item: WishlistItem) => WishlistItem {
  const pending = useMutationState({
    filters: { mutationKey: wishlistMutationKeys.put, status: 'pending' },
    select: (mutation) => mutation.state.variables as PutWishVariables,
  })
  return (shown) => {
    let next = shown
    for (const change of pending) {
      if (change.productId !== shown.product.id || !change.alerts) continue
      const { back_in_stock, price_drop, price_drop_percent } = change.alerts
      next = {
        ...next,
        alerts: {
          back_in_stock: back_in_stock ?? next.alerts.back_in_stock,
          price_drop: price_drop ?? next.alerts.price_drop,
        },
        price_drop_percent: price_drop_percent ?? next.price_drop_percent,
      }
    }
    return next
  }
}

/**
 * /profile/wishlist («علاقه‌مندی‌ها»): the kept products as cards (the heart on each removes it),
 * each with its alerts. Changes are queued offline like the hearts' and sent once when the
 * connection returns; the page itself is kept for reading offline.
 */
export function WishlistPage() {
  useDocumentTitle('علاقه‌مندی‌ها')
  const queryClient = useQueryClient()
  // The page number stays on the page (not in the address): the route costs the first script nothing.
  const [page, setPage] = useState(1)
  const list = useQuery(wishlistPageQueryOptions(skipFor(page, WISHLIST_PAGE_SIZE)))
  // The cards' hearts show what is kept once the wishlist's queue has loaded: here, at once.
  useEffect(() => void loadWishlist(queryClient).catch(() => {}), [queryClient])
  const shown = useShownAlerts()
  const change = (productId: number, alerts: WishlistItemInput) =>
    loadWishlist(queryClient).then(
      (queue) => queue.toggleWish(queryClient, { productId, alerts }, true),
      () => toastError(),
    )
  return (
    <div className={stack({ gap: '5' })}>
      <header className={stack({ gap: '1' })}>
        <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>علاقه‌مندی‌ها</h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          کالاهایی که نگه داشته‌اید؛ بگویید وقتی موجود یا ارزان شدند خبرتان کنیم.
        </p>
      </header>
      {list.data ? (
        list.data.items.length ? (
          <>
            <ul className={gridClass} aria-label="کالاهای نگه‌داشته">
              {list.data.items.map((kept) => {
                const wished = shown(kept)
                return (
                  <li key={kept.product.id} className={item} data-testid="wish-item">
                    <ProductCard product={wished.product} />
                    <WishAlerts item={wished} onChange={(alerts) => void change(kept.product.id, alerts)} />
                  </li>
                )
              })}
            </ul>
            <Pagination
              page={page}
              totalPages={pageCount(list.data.total, WISHLIST_PAGE_SIZE)}
              onPageChange={setPage}
            />
          </>
        ) : (
          <EmptyState
            icon={<HeartIcon />}
            title="فهرست علاقه‌مندی‌های شما خالی است"
            description="روی قلب هر کالا بزنید تا اینجا بماند و اگر خواستید، وقتی موجود یا ارزان شد خبرتان کنیم."
            action={
              <Link to="/products" className={buttonClass({ variant: 'outline' })}>
                دیدن کالاها
              </Link>
            }
          />
        )
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ProductGridSkeleton count={4} />
      )}
    </div>
  )
}
