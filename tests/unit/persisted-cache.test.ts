import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { describe, expect, it } from 'vitest'
import { addressKeys } from '#api/addresses'
import { blogKeys } from '#api/blog'
import { bundleKeys } from '#api/bundles'
import { cartKeys, discountKeys } from '#api/cart/cart'
import { categoryKeys } from '#api/categories'
import { homepageKeys } from '#api/homepage'
import { orderKeys } from '#api/orders'
import { productKeys } from '#api/products'
import { profileKeys } from '#api/profile'
import { storeKeys } from '#api/stores'
import { type CacheLimits, fromStored, keepNewest, type StoredClient, toStored } from '#lib/persisted-cache'
import { isPrivateKey, ownerOf } from '#lib/private-data'
import { freshnessOfKey, PUBLIC_FRESHNESS, PUBLIC_QUERY_ROOTS } from '#sdk/rules/public-reads'

type Queries = PersistedClient['clientState']['queries']
type Mutations = PersistedClient['clientState']['mutations']

const NOW = 1_750_000_000_000
const HOUR = 3_600_000
const limits: CacheLimits = {
  now: NOW,
  maxQueries: 3,
  queryMaxAge: 24 * HOUR,
  queueMaxAge: 7 * 24 * HOUR,
  isPrivate: isPrivateKey,
}

function query(key: unknown[], updatedAt: number, status = 'success'): Queries[number] {
  return {
    queryKey: key,
    queryHash: JSON.stringify(key),
    state: { status, dataUpdatedAt: updatedAt, data: { key } },
  } as unknown as Queries[number]
}

function mutation(key: unknown[], submittedAt: number, isPaused = true): Mutations[number] {
  return {
    mutationKey: key,
    scope: { id: 'cart' },
    state: { status: 'pending', isPaused, submittedAt, variables: { idempotencyKey: 'k' } },
  } as unknown as Mutations[number]
}

function client(queries: Queries, mutations: Mutations = []): PersistedClient {
  return { buster: 'b1', timestamp: NOW, clientState: { queries, mutations } }
}

const keysOf = (c: PersistedClient) => c.clientState.queries.map((q) => q.queryKey)

describe('keepNewest (the persisted cache cap)', () => {
  it('keeps the most recently updated entries, in their original order', () => {
    const entries = [10, 50, 20, 40, 30].map((at) => ({ state: { dataUpdatedAt: at }, at }))
    expect(keepNewest(entries, 3).map((e) => e.at)).toEqual([50, 40, 30])
    expect(keepNewest(entries, 10)).toHaveLength(5)
    expect(keepNewest(entries, 0)).toEqual([])
  })

  it('breaks ties by position and caps a large cache at the limit', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ state: { dataUpdatedAt: Math.floor(i / 10) }, i }))
    const kept = keepNewest(many, 200)
    expect(kept).toHaveLength(200)
    expect(Math.min(...kept.map((e) => e.state.dataUpdatedAt))).toBe(80)
  })
})

describe('the copy written to IndexedDB', () => {
  it('keeps successful, fresh queries up to the cap, stamped with the signed-in user', () => {
    const stored = toStored(
      client([
        query(['products', 'detail', 1], NOW - 5 * HOUR),
        query(['products', 'detail', 2], NOW - 1 * HOUR),
        query(['products', 'detail', 3], NOW - 2 * HOUR, 'error'),
        query(['products', 'detail', 4], NOW - 30 * HOUR),
        query(['categories', 'tree'], NOW - 3 * HOUR),
        query(['cart', 'detail'], NOW - 4 * HOUR),
      ]),
      '42',
      limits,
    )
    expect(stored.owner).toBe('42')
    expect(keysOf(stored)).toEqual([
      ['products', 'detail', 2],
      ['categories', 'tree'],
      ['cart', 'detail'],
    ])
  })

  it('stores a change still in flight as paused, so it is sent again after a reload', () => {
    const stored = toStored(
      client([], [mutation(['cart', 'add'], NOW, false), mutation(['cart', 'update'], NOW)]),
      '7',
      limits,
    )
    expect(stored.clientState.mutations.map((m) => m.state.isPaused)).toEqual([true, true])
  })

  it('drops queued changes older than the server keeps their Idempotency-Keys', () => {
    const stored = toStored(
      client([], [mutation(['cart', 'add'], NOW - 8 * 24 * HOUR), mutation(['cart', 'add'], NOW - HOUR)]),
      '7',
      limits,
    )
    expect(stored.clientState.mutations).toHaveLength(1)
  })
})

describe('the copy restored from IndexedDB', () => {
  const written = () =>
    toStored(
      client(
        [
          query(['products', 'detail', 1], NOW - HOUR),
          query(['cart', 'detail'], NOW - HOUR),
          query(['profile'], NOW - HOUR),
        ],
        [mutation(['cart', 'add'], NOW - HOUR)],
      ),
      '42',
      limits,
    )

  it('gives the same user back their cart and queued changes', () => {
    const restored = fromStored(written(), '42', limits)
    expect(keysOf(restored)).toHaveLength(3)
    expect(restored.clientState.mutations).toHaveLength(1)
    expect(restored).not.toHaveProperty('owner')
  })

  it('gives another user (or nobody) only the catalogue', () => {
    for (const owner of ['43', null]) {
      const restored = fromStored(written(), owner, limits)
      expect(keysOf(restored)).toEqual([['products', 'detail', 1]])
      expect(restored.clientState.mutations).toEqual([])
    }
  })

  it('drops queries that grew too old while the app was closed', () => {
    const later = { ...limits, now: NOW + 30 * HOUR }
    const restored = fromStored(written(), '42', later)
    expect(keysOf(restored)).toEqual([])
    expect(restored.clientState.mutations).toHaveLength(1)
  })
})

describe('public freshness on restore (decision 028)', () => {
  const MINUTE = 60_000
  const stored = (): StoredClient =>
    toStored(
      {
        buster: 'b',
        timestamp: NOW,
        clientState: {
          queries: [
            query([...blogKeys.list({ skip: 0, limit: 20 })], NOW - 10 * MINUTE),
            query([...blogKeys.detail(7)], NOW - 10 * MINUTE),
            query([...productKeys.detail(1)], NOW - 30_000),
            query([...productKeys.detail(2)], NOW - 10 * MINUTE),
            query([...categoryKeys.tree()], NOW - 5 * MINUTE),
            query([...cartKeys.detail()], NOW - 10 * MINUTE),
          ],
          mutations: [],
        },
      },
      '42',
      { ...limits, maxQueries: 200 },
    )

  it('online, shows no public answer older than its freshness: a returning visitor asks again', () => {
    const restored = fromStored(stored(), '42', { ...limits, maxQueries: 200, onlineMaxAge: freshnessOfKey })
    expect(keysOf(restored)).toEqual([productKeys.detail(1), categoryKeys.tree(), cartKeys.detail()])
  })

  it('offline, keeps every answer up to a day: the cache is all there is', () => {
    expect(keysOf(fromStored(stored(), '42', { ...limits, maxQueries: 200 }))).toHaveLength(6)
  })

  it('names a freshness for every public root and none for private keys', () => {
    for (const root of PUBLIC_QUERY_ROOTS) expect(freshnessOfKey([root]), String(root)).toBeTypeOf('number')
    expect(PUBLIC_FRESHNESS['blog-posts']).toBe(0)
    expect(freshnessOfKey(cartKeys.detail())).toBeUndefined()
    expect(freshnessOfKey(['constructor'])).toBeUndefined()
    expect(freshnessOfKey([])).toBeUndefined()
  })
})

describe('private data', () => {
  it('treats the catalogue as public and everything needing the session as private', () => {
    for (const key of [
      productKeys.detail(1),
      productKeys.lists(),
      categoryKeys.tree(),
      homepageKeys.global(),
      bundleKeys.all,
      storeKeys.all,
      blogKeys.all,
    ]) {
      expect(isPrivateKey(key), String(key[0])).toBe(false)
    }
    for (const key of [
      cartKeys.detail(),
      orderKeys.lists(),
      addressKeys.lists(),
      profileKeys.all,
      discountKeys.all,
      ['some-new-thing'],
      [],
    ]) {
      expect(isPrivateKey(key), String(key[0])).toBe(true)
    }
  })

  it("reads the owner from the access token's subject, and null from anything else", () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    expect(ownerOf(`${b64({ alg: 'HS256' })}.${b64({ sub: '42', exp: 1 })}.sig`)).toBe('42')
    expect(ownerOf(`${b64({ alg: 'HS256' })}.${b64({ sub: 42 })}.sig`)).toBe('42')
    expect(ownerOf(`${b64({ alg: 'HS256' })}.${b64({ sid: 'no subject' })}.sig`)).toBe(null)
    expect(ownerOf(null)).toBe(null)
    expect(ownerOf('not-a-token')).toBe(null)
    expect(ownerOf('a.%%%.c')).toBe(null)
  })
})
