import { useRouterState } from '@tanstack/react-router'
import { cloneElement, type ReactElement, Suspense, useEffect } from 'react'
import { leaveCartDrawerBehind, setCartDrawerOpen, useCartDrawerOpen } from '#lib/cart-drawer-state'
import { lazyPart, useOpenedOnce } from '#lib/lazy-part'

// Ark's drawer (with its focus trap and scroll lock) is not needed before the cart first opens.
const CartDrawerPanel = lazyPart(() =>
  import('./cart-drawer-panel').then((module) => ({ default: module.CartDrawerPanel })),
)

/**
 * The cart drawer, opened by the header's cart button (passed as the child) or by an
 * add-to-cart button. Its panel loads the first time it opens and stays mounted after that.
 */
export function CartDrawer({ children }: { children: ReactElement<React.ComponentProps<'button'>> }) {
  const open = useCartDrawerOpen()
  const opened = useOpenedOnce(open)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Going somewhere else (a link inside, the back button) leaves the drawer behind; mounting on
  // the page it was opened on does not close it.
  useEffect(() => {
    if (pathname) leaveCartDrawerBehind(pathname)
  }, [pathname])

  return (
    <>
      {cloneElement(children, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: () => setCartDrawerOpen(true),
      })}
      {opened ? (
        <Suspense fallback={null}>
          <CartDrawerPanel />
        </Suspense>
      ) : null}
    </>
  )
}
