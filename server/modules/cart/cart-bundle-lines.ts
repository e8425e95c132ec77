// Bundle lines of a cart (decision 021), priced now exactly as the storefront prices the bundle:
// withItems() from public-bundles.ts (the items' offer prices, less the best of the bundle's own
// percent and its linked automatic discounts). A line carries the one problem that keeps it from
// being bought as it is; the mutations (cart-bundles.ts) refuse with the same message.
import { sql } from 'drizzle-orm'
import { MAX_QUANTITY } from '#sdk/rules/cart-lines'
import type { components } from '#sdk/schema'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { selectBundles, withItems } from '../bundles/public-bundles'
import { anyInt } from '../catalog/product-scope'

type Schemas = components['schemas']
export type CartBundle = Schemas['CartBundle']
export type CartBundleProblem = Schemas['CartBundleProblem']
export type PricedBundle = Schemas['Bundle']

export const BUNDLE_UNAVAILABLE = 'این سبد ویژه در حال حاضر قابل خرید نیست'
export const BUNDLE_PRICE_CHANGED = 'قیمت این سبد ویژه تغییر کرده است'
const faNumber = (n: number) => new Intl.NumberFormat('fa-IR').format(n)
export const bundleItemSoldOut = (name: string) => `«${name}» از این سبد ویژه تمام شده است`
export const bundleShort = (covers: number) =>
  `موجودی کالاهای این سبد ویژه کافی نیست؛ تنها ${faNumber(covers)} سبد موجود است`

/** A bundle line as stored: how many, and the bundle's selling price when added or last changed. */
interface LineRow {
  bundle_id: number
  quantity: number
  unit_price: number
}

/** Can it be sold at all: active, of a verified store, no item gone with its offer, some items. */
export function bundleLive(b: PricedBundle): boolean {
  return b.is_active && b.store.verified && b.removed_items === 0 && b.items.length > 0
}

/** How many of the bundle the items' stock covers now (0 when an item is withdrawn). */
export function bundleCovers(b: PricedBundle): number {
  return Math.min(...b.items.map((i) => (i.is_available ? Math.floor(i.stock / i.quantity) : 0)))
}

/**
 * Why `quantity` of the bundle cannot be bought now, or null. An item whose offer is switched off
 * (with stock enough) makes the bundle unavailable; an item short of one bundle's worth, sold out.
 */
export function bundleProblem(
  b: PricedBundle,
  quantity: number,
): Pick<CartBundleProblem, 'code' | 'message' | 'available_stock'> | null {
  if (!bundleLive(b) || b.items.some((i) => !i.is_available && i.stock >= i.quantity)) {
    return { code: 'unavailable', message: BUNDLE_UNAVAILABLE, available_stock: null }
  }
  const empty = b.items.find((i) => i.stock < i.quantity)
  if (empty) return { code: 'sold_out', message: bundleItemSoldOut(empty.name_fa), available_stock: null }
  const covers = bundleCovers(b)
  if (covers < quantity) return { code: 'insufficient_stock', message: bundleShort(covers), available_stock: covers }
  return null
}

/** The bundles of the given ids priced now, whatever their state (the cart shows them all). */
export async function bundlesNow(db: Db, ids: number[]): Promise<Map<number, PricedBundle>> {
  if (ids.length === 0) return new Map()
  const rows = await selectBundles(db, anyInt(sql`bu.id`, ids), sql``)
  const priced = await withItems(db, rows)
  return new Map(priced.map((b) => [b.id, b]))
}

/** The cart's bundle lines (newest first), each with its bundle priced now. */
export async function bundleLinesNow(db: Db, cartId: number): Promise<{ line: LineRow; bundle: PricedBundle }[]> {
  const lines = await queryRows<LineRow>(
    db,
    sql`select bundle_id, quantity, unit_price from cart_bundles where cart_id = ${cartId}
      order by created_at desc, id desc`,
  )
  const bundles = await bundlesNow(
    db,
    lines.map((l) => l.bundle_id),
  )
  return lines.flatMap((line) => {
    const bundle = bundles.get(line.bundle_id)
    return bundle ? [{ line, bundle }] : []
  })
}

/** The line as the cart shows it. */
export function toCartBundle(line: LineRow, b: PricedBundle): CartBundle {
  const blocking = bundleProblem(b, line.quantity)
  const changed = !blocking && b.selling_price !== line.unit_price
  return {
    bundle_id: b.id,
    name: b.name,
    slug: b.slug,
    image_url: b.image_url,
    store: b.store,
    quantity: line.quantity,
    items: b.items.map((i) => ({
      product_store_id: i.product_store_id,
      product_id: i.product_id,
      product_slug: i.slug,
      name: i.name_fa,
      quantity: i.quantity,
    })),
    price: { selling_price: b.selling_price, original_price: b.price, unit_price: line.unit_price },
    line_total: b.selling_price * line.quantity,
    max_quantity: bundleLive(b) ? Math.min(bundleCovers(b), MAX_QUANTITY) : 0,
    problem: blocking
      ? { bundle_id: b.id, ...blocking }
      : changed
        ? { bundle_id: b.id, code: 'price_changed', message: BUNDLE_PRICE_CHANGED, available_stock: null }
        : null,
  }
}
