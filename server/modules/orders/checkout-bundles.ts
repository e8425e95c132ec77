// Checkout's bundle lines (decision 021): each bundle in the cart, priced as the cart shows it
// (cart-bundle-lines.ts, the storefront's formula), becomes checkout lines of its items whose unit
// prices add up to the bundle's price (bundle-split.ts). A bundle that cannot be bought as it is
// refuses the checkout with 409, as an item line does. The caller has locked the offers already.
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import type { StoreShipping } from '../../db/schema'
import { conflict } from '../../lib/http-error'
import { bundleLinesNow, bundleProblem } from '../cart/cart-bundle-lines'
import { anyInt } from '../catalog/product-scope'
import { splitBundlePrice } from './bundle-split'
import type { CheckoutLine } from './purchase-write'

/** The Persian reason a bundle stops the checkout. */
function refusal(bundle: string, problem: NonNullable<ReturnType<typeof bundleProblem>>): string {
  if (problem.code === 'unavailable') return `سبد ویژهٔ «${bundle}» دیگر فروخته نمی‌شود؛ آن را از سبد خرید حذف کنید`
  if (problem.code === 'sold_out') return `${problem.message} («${bundle}»)`
  return `موجودی کالاهای سبد ویژهٔ «${bundle}» کافی نیست`
}

export async function bundleCheckoutLines(tx: Db, cartId: number): Promise<CheckoutLine[]> {
  const lines = await bundleLinesNow(tx, cartId)
  if (lines.length === 0) return []
  const storeIds = [...new Set(lines.map((l) => l.bundle.store_id))]
  const stores = await queryRows<{ id: number; shipping: StoreShipping }>(
    tx,
    sql`select id, shipping from stores where ${anyInt(sql`id`, storeIds)}`,
  )
  const shippingOf = new Map(stores.map((s) => [s.id, s.shipping]))
  return lines.flatMap(({ line, bundle }) => {
    const problem = bundleProblem(bundle, line.quantity)
    if (problem) throw conflict(refusal(bundle.name, problem))
    return splitBundlePrice(bundle.items, bundle.selling_price).map((piece) => {
      const item = bundle.items[piece.item]
      return {
        offerId: item.product_store_id,
        productId: item.product_id,
        storeId: bundle.store_id,
        storeName: bundle.store.name,
        store: bundle.store,
        shipping: shippingOf.get(bundle.store_id) as StoreShipping,
        quantity: piece.quantity * line.quantity,
        price: item.unit_price,
        sellingPrice: piece.unit_price,
        name: item.name_fa,
        slug: item.slug,
        imageUrl: item.image_url,
        stock: item.stock,
        live: true,
        bundleId: bundle.id,
      }
    })
  })
}
