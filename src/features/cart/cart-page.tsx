import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import type { Cart } from '#api/cart/cart'
import { useDocumentTitle } from '#lib/use-document-title'
import { CartBundleRow } from './cart-bundle-row'
import { CartItemRow } from './cart-item-row'
import { CartCountNote, CartEmpty, CartError, CartLoading, CartLoginPrompt } from './cart-states'
import { CartSyncNotes } from './cart-sync-notes-list'
import { CartTotals } from './cart-totals'
import { CheckoutActions } from './checkout-actions'
import { useDisplayedCart } from './use-displayed-cart'

const panel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
})

/** /cart: the items in a roomier layout; on wide screens a summary card beside them. */
export function CartPage() {
  useDocumentTitle('سبد خرید')
  const { loggedIn, query, cart, waiting } = useDisplayedCart()
  return (
    <section aria-labelledby="cart-title" className={stack({ gap: '5' })}>
      <h1 id="cart-title" className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}>
        سبد خرید
        <CartCountNote count={cart?.count} />
      </h1>
      {loggedIn ? <CartSyncNotes /> : null}
      {!loggedIn ? (
        <CartLoginPrompt />
      ) : cart ? (
        cart.items.length || cart.bundles.length ? (
          <CartContents cart={cart} waiting={waiting} />
        ) : (
          <CartEmpty />
        )
      ) : query.isError ? (
        <CartError />
      ) : (
        <div className={`${panel} ${css({ px: '4' })}`}>
          <CartLoading />
        </div>
      )}
    </section>
  )
}

function CartContents({ cart, waiting }: { cart: Cart; waiting: ReadonlySet<number> }) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' },
        gap: { base: '5', lg: '8' },
        alignItems: 'start',
      })}
    >
      <ul aria-label="کالاهای سبد خرید" className={`${panel} ${css({ px: { base: '4', md: '5' } })}`}>
        {cart.bundles.map((line) => (
          <CartBundleRow key={`bundle-${line.bundle_id}`} line={line} size="full" />
        ))}
        {cart.items.map((item) => (
          <CartItemRow key={item.id} item={item} size="full" waiting={waiting.has(item.product_store_id)} />
        ))}
      </ul>
      <aside
        aria-labelledby="cart-summary-title"
        className={`${panel} ${css({
          p: '5',
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          position: { lg: 'sticky' },
          top: '32',
        })}`}
      >
        <h2 id="cart-summary-title" className={css({ fontWeight: 'bold' })}>
          خلاصه سبد خرید
        </h2>
        <CartTotals cart={cart} detailed />
        <CheckoutActions cart={cart} />
      </aside>
    </div>
  )
}
