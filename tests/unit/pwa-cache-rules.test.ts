// The service worker's allowlist (src/app/pwa/cache-rules.ts): public catalogue reads and
// images only; nothing private, nothing sent with a token, nothing but GET, nothing cross-origin.
import { describe, expect, it } from 'vitest'
import { memberPriceKeys } from '#api/member-prices'
import { isBuildAsset, isCatalogueRead, isImage } from '#app/pwa/cache-rules'
import { isPrivateKey } from '#lib/private-data'

const ORIGIN = 'https://rasteh.example'

function candidate(path: string, { method = 'GET', token = false, origin = ORIGIN } = {}) {
  const headers = new Headers(token ? { Authorization: 'Bearer x' } : {})
  return { url: new URL(path, origin), request: { method, headers }, origin: ORIGIN }
}

describe('service worker cache rules', () => {
  it('keeps the public catalogue reads', () => {
    for (const path of [
      '/api/v1/homepage/',
      '/api/v1/homepage',
      '/api/v1/homepage/store/12',
      '/api/v1/public/categories',
      '/api/v1/public/categories/4/filters',
      '/api/v1/public/products?category_slug=mobile&sort=newest',
      '/api/v1/public/products/18',
      '/api/v1/public/bundles/3',
      '/api/v1/public/stores?limit=20',
      '/api/v1/public/blog-posts/7',
      '/api/v1/public/suggestions?phrase=%DA%AF%D9%88%D8%B4%DB%8C',
      '/api/v1/categories/',
      '/api/v1/categories/slug/mobile/',
      '/catalogue/products/search/fast?q=x',
    ]) {
      expect(isCatalogueRead(candidate(path)), path).toBe(true)
    }
  })

  it('never keeps private resources, even those under /public', () => {
    for (const path of [
      '/api/v1/public/cart',
      '/api/v1/public/cart/items',
      '/api/v1/public/orders',
      '/api/v1/public/orders/5',
      '/api/v1/public/products-export',
      '/api/v1/public/products/../cart',
      '/api/v1/customers/profile',
      '/api/v1/customers/addresses',
      '/api/v1/customers/purchases',
      '/api/v1/auth/profile',
      '/api/v1/payments/callback',
      '/api/v1/orders/',
      '/api/v1/products/12',
      '/api/v1/stores/all',
      '/api/v1/admins/homepage/resources',
      '/api/v1/homepage/store/12/resources',
    ]) {
      expect(isCatalogueRead(candidate(path)), path).toBe(false)
    }
  })

  it('never keeps a signed-in user’s own prices, with or without a token, nor in the shared query cache', () => {
    for (const path of ['/api/v1/products/member-prices?offer_ids=1&offer_ids=2', '/api/v1/products/member-prices']) {
      for (const token of [false, true]) expect(isCatalogueRead(candidate(path, { token })), path).toBe(false)
    }
    // Its query key is private data: it leaves the cache when the user signs out.
    expect(isPrivateKey(memberPriceKeys.offers([1, 2]))).toBe(true)
  })

  it('keeps nothing sent with a token, nothing but GET, nothing from elsewhere', () => {
    expect(isCatalogueRead(candidate('/api/v1/public/products', { token: true }))).toBe(false)
    expect(isCatalogueRead(candidate('/api/v1/categories/', { method: 'POST' }))).toBe(false)
    expect(isCatalogueRead(candidate('/api/v1/public/products', { origin: 'https://evil.example' }))).toBe(false)
    expect(isImage(candidate('/media/p/1.webp', { token: true }))).toBe(false)
    expect(isImage(candidate('/media/p/1.webp', { origin: 'https://cdn.example' }))).toBe(false)
  })

  it('tells images and build files apart from the rest', () => {
    expect(isImage(candidate('/media/products/1-0.webp'))).toBe(true)
    expect(isImage(candidate('/uploads/stores/logo-9.webp'))).toBe(true)
    expect(isImage(candidate('/api/v1/public/products'))).toBe(false)
    expect(isBuildAsset(candidate('/assets/_public-abc123.js'))).toBe(true)
    expect(isBuildAsset(candidate('/media/placeholder.webp'))).toBe(false)
  })
})
