// The one key factory (src/api/query-keys.ts) makes the very arrays the hand-written key objects
// made: a persisted cache or a queued change keeps finding its entry after the change.
import { describe, expect, it } from 'vitest'
import { blogKeys } from '#api/blog'
import { cartMutationKeys } from '#api/cart/cart'
import { categoryKeys } from '#api/categories'
import { sellerOrderKeys } from '#api/orders'
import { productKeys } from '#api/products'
import { listsAndDetails, queryKeys } from '#api/query-keys'
import { sellerOrderMoveKey } from '#api/seller-order-moves'
import { sellerProductKeys } from '#api/seller-products/seller-offer-queue'
import { wishlistKeys, wishlistMutationKeys } from '#api/wishlist/wishlist'
import { isPanelQueueKey, laterQueueOf } from '#lib/panel-queue-keys'

describe('query keys', () => {
  it('puts the root in front of every key', () => {
    expect(blogKeys.all).toEqual(['blog-posts'])
    expect(blogKeys.lists()).toEqual(['blog-posts', 'list'])
    expect(blogKeys.list({ skip: 0 } as never)).toEqual(['blog-posts', 'list', { skip: 0 }])
    expect(blogKeys.details()).toEqual(['blog-posts', 'detail'])
    expect(blogKeys.detail(7)).toEqual(['blog-posts', 'detail', 7])
    expect(categoryKeys.bySlug('mobile')).toEqual(['categories', 'slug', 'mobile'])
    expect(sellerOrderKeys.detail(5, 2)).toEqual(['seller-orders', 'detail', 5, 2])
    expect(productKeys.brandSample({ brand: 'x' } as never)).toEqual(['products', 'brand-sample', { brand: 'x' }])
  })

  it('keeps every key under its lists and all, so invalidating them reaches it', () => {
    const keys = queryKeys('things', { ...listsAndDetails<{ page: number }>(), extra: (n: number) => ['x', n] })
    const under = (prefix: readonly unknown[], key: readonly unknown[]) =>
      prefix.every((part, i) => Object.is(part, key[i]))
    expect(under(keys.lists(), keys.list({ page: 2 }))).toBe(true)
    expect(under(keys.details(), keys.detail(3))).toBe(true)
    for (const key of [keys.list({ page: 1 }), keys.detail(1), keys.extra(4)]) expect(under(keys.all, key)).toBe(true)
  })

  it("knows the wishlist's queued changes by their keys alone, before its queue loads (issue 31)", () => {
    expect(laterQueueOf(wishlistMutationKeys.put)).toBe('wishlist')
    expect(laterQueueOf(wishlistMutationKeys.remove)).toBe('wishlist')
    expect(laterQueueOf(sellerOrderMoveKey)).toBe('panels')
    for (const key of [...Object.values(cartMutationKeys), wishlistKeys.all, wishlistKeys.ids(), undefined]) {
      expect(laterQueueOf(key)).toBeUndefined()
    }
  })

  it("knows the panels' queued changes by their keys alone, before their queues load (decision 038)", () => {
    expect(isPanelQueueKey(sellerOrderMoveKey)).toBe(true)
    expect(isPanelQueueKey(sellerProductKeys.edit())).toBe(true)
    for (const key of [...Object.values(cartMutationKeys), sellerOrderKeys.all, sellerProductKeys.all, undefined]) {
      expect(isPanelQueueKey(key)).toBe(false)
    }
  })
})
