// The first reads the server embeds in a page are the PWA's own first requests, to the character
// (parameter order included), and the public-read list covers only public reads of the contract.
import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { questionKeys } from '#api/questions'
import { reviewKeys } from '#api/reviews'
import { storeScoreKey } from '#api/seller-scores'
import { brandSampleParams, productListParams } from '#lib/product-list/list-query'
import { productListSearchSchema } from '#lib/product-list/list-search'
import { createApiClient } from '#sdk'
import { WITHOUT_TOKEN } from '#sdk/client'
import {
  API_PREFIX,
  addressOf,
  firstReads,
  isPublicReadPath,
  PUBLIC_QUERY_ROOTS,
  PUBLIC_READS,
} from '#sdk/rules/public-reads'

/** The address the PWA's API client (openapi-fetch) sends for a call. */
async function sentAddress(call: (api: ReturnType<typeof createApiClient>) => Promise<unknown>): Promise<string> {
  let sent = ''
  const api = createApiClient({
    baseUrl: `https://rasteh.example${API_PREFIX}`,
    fetch: async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      sent = url.pathname + url.search
      return new Response('{}', { headers: { 'Content-Type': 'application/json' } })
    },
  })
  await call(api)
  return sent
}

describe('the first reads of a page', () => {
  it('are the addresses the PWA client sends, parameters in the same order', async () => {
    const home = firstReads.homepage()
    expect(await sentAddress((api) => api.GET('/homepage/', { params: { query: home.query } }))).toBe(
      API_PREFIX + addressOf(home),
    )
    const tree = firstReads.categoryTree()
    expect(await sentAddress((api) => api.GET('/public/categories', { params: { query: tree.query } }))).toBe(
      API_PREFIX + addressOf(tree),
    )
    expect(addressOf(firstReads.categoryTree())).toBe('/public/categories?root_only=true&limit=1000')
    expect(
      await sentAddress((api) => api.GET('/categories/slug/{slug}/', { params: { path: { slug: 'موبایل' } } })),
    ).toBe(API_PREFIX + addressOf(firstReads.categoryBySlug('موبایل')))
  })

  it("match a category page's product queries without filters", async () => {
    const filters = v.parse(productListSearchSchema, {}) // a category page without filters
    const first = productListParams(filters, { categoryId: 7 })
    expect(addressOf({ path: '/public/products', query: first })).toBe(addressOf(firstReads.categoryProducts(7)))
    expect(await sentAddress((api) => api.GET('/public/products', { params: { query: first } }))).toBe(
      API_PREFIX + addressOf(firstReads.categoryProducts(7)),
    )
    const sample = brandSampleParams({ categoryId: 7 })
    expect(addressOf({ path: '/public/products', query: sample })).toBe(addressOf(firstReads.categoryBrandSample(7)))
  })
})

describe('the public reads', () => {
  const doc = YAML.parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'))
  const gets = Object.entries(doc.paths as Record<string, Record<string, { security?: object[] }>>)
    .filter(([, item]) => item.get)
    .map(([path, item]) => ({
      pathname: (path.startsWith('/products/search') ? '/catalogue' : API_PREFIX) + path.replace(/\{[^}]+\}/g, '12'),
      anonymous: (item.get.security ?? doc.security).some((s: object) => Object.keys(s).length === 0),
    }))

  it('are all reads the contract lets anyone make', () => {
    const listed = gets.filter((op) => isPublicReadPath(op.pathname))
    expect(listed.length).toBeGreaterThan(10)
    expect(listed.filter((op) => !op.anonymous).map((op) => op.pathname)).toEqual([])
  })

  it('name the query-key roots the PWA keeps across users', () => {
    expect([...PUBLIC_QUERY_ROOTS].sort()).toEqual(Object.keys(PUBLIC_READS).sort())
    expect([...PUBLIC_QUERY_ROOTS].sort()).toEqual(
      ['blog-posts', 'bundles', 'categories', 'homepage', 'products', 'public-stores', 'suggestions'].sort(),
    )
  })
})

describe('the reviews, questions and store scores (issue 32)', () => {
  it('are public reads the service worker keeps for a visitor, under the products and stores patterns', () => {
    for (const path of ['/public/products/12/reviews', '/public/products/12/questions', '/public/stores/3/score']) {
      expect(isPublicReadPath(API_PREFIX + path), path).toBe(true)
    }
    // Writing is never a read the worker could keep.
    expect(isPublicReadPath(`${API_PREFIX}/reviews/mine`)).toBe(false)
    expect(isPublicReadPath(`${API_PREFIX}/questions/mine`)).toBe(false)
  })

  it('keep reviews and questions under private query roots (each page carries the caller’s votes)', () => {
    expect(PUBLIC_QUERY_ROOTS.has(reviewKeys.all[0])).toBe(false)
    expect(PUBLIC_QUERY_ROOTS.has(questionKeys.all[0])).toBe(false)
    expect(PUBLIC_QUERY_ROOTS.has(storeScoreKey(3)[0])).toBe(true)
  })
})

describe('the calls without a token', () => {
  const doc = YAML.parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8'))
  const anonymousOnly = Object.entries(doc.paths as Record<string, Record<string, { security?: object[] }>>)
    .filter(([, item]) =>
      Object.values(item).some((op) => op.security?.length === 1 && Object.keys(op.security[0]).length === 0),
    )
    .map(([path]) => path)

  it('are exactly the operations whose security is [{}], and the client sends them none', async () => {
    expect([...WITHOUT_TOKEN].sort()).toEqual(anonymousOnly.sort())
    let authorization: string | null = 'unset'
    const api = createApiClient({
      baseUrl: `https://rasteh.example${API_PREFIX}`,
      tokens: {
        getAccessToken: () => 'a.b.c',
        getRefreshToken: () => null,
        setTokens: () => {},
        clear: () => {},
      },
      fetch: async (input: RequestInfo | URL) => {
        authorization = input instanceof Request ? input.headers.get('Authorization') : null
        return new Response('{}', { headers: { 'Content-Type': 'application/json' } })
      },
    })
    await api.POST('/auth/otp/request', { body: { phone: '09121234567' } })
    expect(authorization).toBeNull()
    await api.GET('/public/products/{id}', { params: { path: { id: 1 } } })
    expect(authorization).toBe('Bearer a.b.c')
  })
})
