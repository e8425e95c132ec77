import { describe, expect, it } from 'vitest'
import type { Cart, CartItem, CartItemPreview } from '#api/cart/cart'
import { EMPTY_CART, isPlaceholder, type PendingChange, resolveItemId, withPending } from '#api/cart/cart-pending'

const store = { id: 3, name: 'فروشگاه نمونه', slug: 'sample', verified: true, logo_url: null }

function item(
  id: number,
  offer: number,
  quantity: number,
  price: number,
  problem: CartItem['problem'] = null,
): CartItem {
  return {
    id,
    product_store_id: offer,
    quantity,
    line_total: price * quantity,
    max_quantity: 10,
    price: { selling_price: price, original_price: price + 100, unit_price: price },
    product: { id: offer * 10, slug: `p-${offer}`, name: `کالای ${offer}`, images: [], store },
    problem,
  }
}

function cart(items: CartItem[]): Cart {
  const buyable = items.filter((entry) => !entry.problem || entry.problem.code === 'price_changed')
  return {
    id: 9,
    items,
    bundles: [],
    count: items.reduce((sum, entry) => sum + entry.quantity, 0),
    total: buyable.reduce((sum, entry) => sum + entry.price.selling_price * entry.quantity, 0),
    original_total: buyable.reduce((sum, entry) => sum + entry.price.original_price * entry.quantity, 0),
    problems: items.flatMap((entry) => (entry.problem ? [entry.problem] : [])),
  }
}

const preview = (price: number): CartItemPreview => ({
  product: { id: 700, slug: 'new', name: 'کالای تازه', images: [{ url: '/media/x.webp' }], store },
  price: { selling_price: price, original_price: price, unit_price: price },
  max_quantity: 5,
})

const add = (productStoreId: number, quantity = 1, p?: CartItemPreview, waiting = true): PendingChange => ({
  kind: 'add',
  productStoreId,
  quantity,
  preview: p,
  waiting,
})
const update = (productStoreId: number, quantity: number, waiting = true): PendingChange => ({
  kind: 'update',
  productStoreId,
  quantity,
  waiting,
})
const remove = (productStoreId: number, waiting = true): PendingChange => ({ kind: 'remove', productStoreId, waiting })

describe('the cart with its pending changes', () => {
  const server = cart([item(1, 11, 2, 1000), item(2, 12, 1, 500)])

  it('is the server cart itself when nothing is pending', () => {
    const shown = withPending(server, [])
    expect(shown.cart).toBe(server)
    expect(shown.waiting.size).toBe(0)
  })

  it('lists an offer added offline at the top from its preview, marked waiting, in the totals', () => {
    const { cart: shown, waiting } = withPending(server, [add(13, 2, preview(300))])
    expect(shown.items.map((entry) => entry.product_store_id)).toEqual([13, 11, 12])
    expect(isPlaceholder(shown.items[0])).toBe(true)
    expect(shown.items[0]).toMatchObject({ quantity: 2, line_total: 600, product: { name: 'کالای تازه' } })
    expect(shown.count).toBe(5)
    expect(shown.total).toBe(2000 + 500 + 600)
    expect([...waiting]).toEqual([13])
  })

  it('merges a quantity change on a not yet synced add into the item shown', () => {
    const { cart: shown, waiting } = withPending(server, [add(13, 1, preview(300)), update(13, 4)])
    expect(shown.items[0]).toMatchObject({ product_store_id: 13, quantity: 4, line_total: 1200 })
    expect(shown.count).toBe(7)
    expect([...waiting]).toEqual([13])
  })

  it('adds to an offer already in the cart, and applies changes in the order they were made', () => {
    const { cart: shown } = withPending(server, [add(11, 1), update(11, 5), add(11, 2)])
    expect(shown.items.find((entry) => entry.product_store_id === 11)?.quantity).toBe(7)
    expect(shown.total).toBe(7 * 1000 + 500)
    expect(shown.original_total).toBe(7 * 1100 + 600)
  })

  it('removes an item (and its problem), and an add then a remove of a new offer leaves nothing', () => {
    const problem = {
      item_id: 2,
      code: 'price_changed' as const,
      message: 'قیمت تغییر کرده است',
      new_price: 500,
      available_stock: null,
    }
    const withProblem = cart([item(1, 11, 2, 1000), item(2, 12, 1, 500, problem)])
    const { cart: shown, waiting } = withPending(withProblem, [remove(12), add(13, 1, preview(300)), remove(13)])
    expect(shown.items.map((entry) => entry.product_store_id)).toEqual([11])
    expect(shown.problems).toEqual([])
    expect(shown.count).toBe(2)
    expect(waiting.size).toBe(0)
  })

  it('keeps a sold-out item out of the total but in the count', () => {
    const soldOut = { item_id: 2, code: 'sold_out' as const, message: 'تمام شده', new_price: null, available_stock: 0 }
    const { cart: shown } = withPending(cart([item(1, 11, 1, 1000), item(2, 12, 1, 500, soldOut)]), [update(11, 2)])
    expect(shown.total).toBe(2000)
    expect(shown.count).toBe(3)
  })

  it('counts an add without a preview in the badge only, and bounds quantities like the server', () => {
    const { cart: shown } = withPending(EMPTY_CART, [add(20, 3), add(21, 150, preview(10))])
    expect(shown.items).toHaveLength(1)
    expect(shown.items[0].quantity).toBe(100)
    expect(shown.count).toBe(103)
  })

  it('marks only the changes still held back by the connection', () => {
    const { waiting } = withPending(server, [update(11, 3, false), update(12, 2, true)])
    expect([...waiting]).toEqual([12])
  })
})

describe('resolving the item a queued change is about', () => {
  const server = cart([item(1, 11, 2, 1000), item(8, 13, 1, 300)])

  it('uses the server id when the change knows it', () => {
    expect(resolveItemId(server, { itemId: 1, productStoreId: 11 })).toBe(1)
  })

  it("finds an item added offline by its offer once the add's answer is in", () => {
    expect(resolveItemId(server, { itemId: null, productStoreId: 13 })).toBe(8)
  })

  it('is null when the add never went through (or there is no cart yet)', () => {
    expect(resolveItemId(server, { itemId: null, productStoreId: 99 })).toBeNull()
    expect(resolveItemId(undefined, { itemId: null, productStoreId: 13 })).toBeNull()
  })
})
