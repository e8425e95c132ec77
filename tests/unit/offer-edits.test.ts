// The seller's queued price and stock edits (issue 13, offline): what each edit sends, how a 409
// OfferConflict becomes a conflict the seller chooses on, and the queue itself: offline edits wait,
// then replay once each, in the order made, with their own Idempotency-Key.
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  addConflict,
  baseOf,
  conflictId,
  keepMine,
  type OfferConflict,
  OfferConflictError,
  type OfferEdit,
  offerEditBody,
  removeConflict,
  toOfferConflict,
} from '#api/seller-products/offer-edits'
import { offerEdit, registerOfferEdits, sellerProductKeys } from '#api/seller-products/seller-products'
import { ApiError } from '#sdk'

// The app's client with an absolute base (Node's Request takes no relative address), sending
// through whatever fetch the test puts in place.
vi.mock('#lib/api', async () => {
  const { createApiClient } = await import('#sdk')
  return { api: createApiClient({ baseUrl: 'http://app.test/api/v1', fetch: (input) => fetch(input) }) }
})

const edit = (change: Partial<OfferEdit> = {}): OfferEdit => ({
  productId: 5,
  storeId: 7,
  field: 'stock',
  value: 8,
  expected: 10,
  name: 'گوشی',
  idempotencyKey: 'k1',
  queued: true,
  ...change,
})

describe('offer edit rules', () => {
  it('sends the value with the one it was based on', () => {
    expect(offerEditBody(edit())).toEqual({ stock: 8, expected_stock: 10 })
    expect(offerEditBody(edit({ field: 'price', value: 120_000, expected: 100_000 }))).toEqual({
      price: 120_000,
      expected_price: 100_000,
    })
  })

  it('reads a 409 with both values as a conflict, and leaves any other error alone', () => {
    const conflict = toOfferConflict(
      new ApiError(409, 'موجودی تغییر کرده است'),
      { detail: 'موجودی تغییر کرده است', field: 'stock', expected: 10, current: 9 },
      edit(),
    )
    expect(conflict).toBeInstanceOf(OfferConflictError)
    expect(conflict).toMatchObject({ status: 409, field: 'stock', expected: 10, current: 9 })
    const plain409 = new ApiError(409, 'x')
    expect(toOfferConflict(plain409, { detail: 'x' }, edit())).toBe(plain409)
    const notFound = new ApiError(404, 'y')
    expect(toOfferConflict(notFound, { detail: 'y', current: 3 }, edit())).toBe(notFound)
  })

  it('keeps one conflict per value of an offer, the newest', () => {
    const a: OfferConflict = { edit: edit(), current: 9, detail: '' }
    const b: OfferConflict = { edit: edit({ value: 7 }), current: 6, detail: '' }
    const price: OfferConflict = { edit: edit({ field: 'price' }), current: 1, detail: '' }
    const list = addConflict(addConflict(addConflict([], a), price), b)
    expect(list).toEqual([price, b])
    expect(removeConflict(list, conflictId(b))).toEqual([price])
  })

  it('«keep mine» resends the same value based on the server’s, under a new key', () => {
    const next = keepMine({ edit: edit(), current: 9, detail: '' }, 'k2', false)
    expect(next).toMatchObject({ value: 8, expected: 9, idempotencyKey: 'k2', queued: false })
    expect(offerEditBody(next)).toEqual({ stock: 8, expected_stock: 9 })
  })

  it('bases a new edit on an edit still queued for the same value', () => {
    const queued = [edit({ value: 4 }), edit({ field: 'price', value: 50 }), edit({ productId: 6, value: 1 })]
    expect(baseOf(10, queued, 5, 7, 'stock')).toBe(4)
    expect(baseOf(10, [], 5, 7, 'stock')).toBe(10)
    expect(baseOf(99, queued, 5, 7, 'price')).toBe(50)
  })
})

describe('the offer edit queue', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    onlineManager.setOnline(true)
  })

  function fakeServer(answer: (body: Record<string, number>) => { status: number; body: unknown }) {
    const calls: { url: string; key: string | null; body: Record<string, number> }[] = []
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = (await request.json()) as Record<string, number>
      calls.push({ url: new URL(request.url).pathname, key: request.headers.get('Idempotency-Key'), body })
      const reply = answer(body)
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      })
    })
    return calls
  }

  const offer = (body: Record<string, number>) => ({
    id: 1,
    product_id: 5,
    store_id: 7,
    price: body.price ?? 100,
    stock: body.stock ?? 10,
    is_available: true,
    product: {
      id: 5,
      slug: 's',
      name_fa: 'گوشی',
      image_url: null,
      category: { id: 1, slug: 'c', name_fa: 'ک', parent_id: null },
    },
    created_at: '2026-11-25T00:00:00Z',
    updated_at: '2026-11-25T00:00:00Z',
  })

  it('holds edits made offline and replays each once, in order, with its key', async () => {
    const calls = fakeServer((body) => ({ status: 200, body: offer(body) }))
    const client = new QueryClient()
    client.mount() // as the app's provider does: back online, paused edits resume
    registerOfferEdits(client)
    onlineManager.setOnline(false)
    const cache = client.getMutationCache()
    const run = (e: OfferEdit) =>
      cache
        .build(client, { mutationKey: sellerProductKeys.edit() })
        .execute(e)
        .catch(() => undefined)
    const first = offerEdit({ ...edit({ value: 8, expected: 10, idempotencyKey: 'a' }) })
    expect(first.queued).toBe(true)
    const done = [
      run(first),
      run(edit({ field: 'price', value: 200, expected: 100, idempotencyKey: 'b' })),
      run(edit({ value: 6, expected: 8, idempotencyKey: 'c' })),
    ]
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toHaveLength(0)
    onlineManager.setOnline(true)
    await Promise.all(done)
    expect(calls.map((c) => c.key)).toEqual(['a', 'b', 'c'])
    expect(calls.map((c) => c.body)).toEqual([
      { stock: 8, expected_stock: 10 },
      { price: 200, expected_price: 100 },
      { stock: 6, expected_stock: 8 },
    ])
    expect(calls[0].url).toBe('/api/v1/products/5/store/7/assignment')
    client.unmount()
  })

  it('turns a 409 into a conflict with both values, and changes nothing else', async () => {
    fakeServer(() => ({
      status: 409,
      body: { detail: 'موجودی این کالا در این فاصله تغییر کرده است', field: 'stock', expected: 10, current: 9 },
    }))
    const client = new QueryClient()
    registerOfferEdits(client)
    const mutation = client.getMutationCache().build(client, { mutationKey: sellerProductKeys.edit() })
    await expect(mutation.execute(edit())).rejects.toBeInstanceOf(OfferConflictError)
    const conflicts = client.getQueryData<OfferConflict[]>(sellerProductKeys.conflicts())
    expect(conflicts).toEqual([{ edit: edit(), current: 9, detail: 'موجودی این کالا در این فاصله تغییر کرده است' }])
  })
})
