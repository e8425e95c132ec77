import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { setCartDrawerOpen, useCartDrawerOpen } from '#lib/cart-drawer-state'
import { Button } from '#ui/button'
import * as Drawer from '#ui/drawer'
import { CloseIcon } from '#ui/icons'
import { CartBundleRow } from './cart-bundle-row'
import { CartItemRow } from './cart-item-row'
import { CartCountNote, CartEmpty, CartError, CartLoading, CartLoginPrompt } from './cart-states'
import { CartSyncNotes } from './cart-sync-notes-list'
import { CartTotals } from './cart-totals'
import { CheckoutActions } from './checkout-actions'
import { useDisplayedCart } from './use-displayed-cart'

const close = () => setCartDrawerOpen(false)

/**
 * The cart drawer's panel, opened from the left (the end side in Persian); loaded the first time
 * the drawer opens (cart-drawer.tsx).
 */
export function CartDrawerPanel() {
  const open = useCartDrawerOpen()
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setCartDrawerOpen(details.open)}
      placement="end"
      swipeDirection="end"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="cart-drawer">
            <CartDrawerContent />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

function CartDrawerContent() {
  const { loggedIn, query, cart, waiting } = useDisplayedCart()
  const body = !loggedIn ? (
    <CartLoginPrompt onNavigate={close} />
  ) : cart ? (
    cart.items.length || cart.bundles.length ? (
      <ul aria-label="کالاهای سبد خرید">
        {cart.bundles.map((line) => (
          <CartBundleRow key={`bundle-${line.bundle_id}`} line={line} onNavigate={close} />
        ))}
        {cart.items.map((item) => (
          <CartItemRow key={item.id} item={item} waiting={waiting.has(item.product_store_id)} onNavigate={close} />
        ))}
      </ul>
    ) : (
      <CartEmpty onNavigate={close} />
    )
  ) : query.isError ? (
    <CartError />
  ) : (
    <CartLoading />
  )

  return (
    <>
      <Drawer.Header>
        <Drawer.Title>
          سبد خرید
          <CartCountNote count={cart?.count} />
        </Drawer.Title>
        <Drawer.CloseTrigger asChild>
          <Button variant="ghost" icon aria-label="بستن سبد خرید">
            <CloseIcon />
          </Button>
        </Drawer.CloseTrigger>
      </Drawer.Header>
      <Drawer.Body className={css({ px: '4!' })}>
        {loggedIn ? <CartSyncNotes /> : null}
        {body}
      </Drawer.Body>
      {cart?.items.length || cart?.bundles.length ? (
        <Drawer.Footer className={stack({ gap: '3', bg: 'bg.surface' })}>
          <CartTotals cart={cart} />
          <CheckoutActions cart={cart} withCartLink onNavigate={close} />
        </Drawer.Footer>
      ) : null}
    </>
  )
}
