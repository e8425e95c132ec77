import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { loginSearchSchema, pathWithQuery, returnToFromSearch, safeReturnTo } from '#lib/session/return-to'

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnTo('/cart')).toBe('/cart')
    expect(safeReturnTo('/products?category=3&search=گوشی')).toBe('/products?category=3&search=گوشی')
  })

  it('sends everything else home', () => {
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'cart', '', ' ', null, 42]) {
      expect(safeReturnTo(bad)).toBe('/')
    }
    expect(safeReturnTo('/a\nb')).toBe('/')
  })
})

describe('login search params', () => {
  it('accepts returnTo, or the spec’s from, and prefers returnTo', () => {
    expect(returnToFromSearch(v.parse(loginSearchSchema, { returnTo: '/orders/5' }))).toBe('/orders/5')
    expect(returnToFromSearch(v.parse(loginSearchSchema, { from: '/profile' }))).toBe('/profile')
    expect(returnToFromSearch(v.parse(loginSearchSchema, { returnTo: '/cart', from: '/profile' }))).toBe('/cart')
  })

  it('ignores malformed values instead of failing the page', () => {
    const search = v.parse(loginSearchSchema, { returnTo: 12, from: { a: 1 } })
    expect(search).toEqual({ returnTo: undefined, from: undefined })
    expect(returnToFromSearch(search)).toBe('/')
  })
})

describe('pathWithQuery', () => {
  it('joins the path and the raw query', () => {
    expect(pathWithQuery({ pathname: '/search', searchStr: '?q=a' })).toBe('/search?q=a')
    expect(pathWithQuery({ pathname: '/admin/stores' })).toBe('/admin/stores')
  })
})
