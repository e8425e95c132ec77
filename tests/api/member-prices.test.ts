// The signed-in user's own prices (listMemberPrices): a customer group's automatic price reaches
// its members' cards through this private read, while the public lists stay priced for everyone.
// The price is the cart's (modules/pricing.ts with the user), so the cart then charges exactly it.
import { beforeAll, describe, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { addToCart, type Buyer, buyer, D, pastOrder, sellerShop } from './fixtures/discounts'
import { makeOffer } from './fixtures/shop'
import { client, describeEachDb, type TestClient } from './harness'

describeEachDb('a customer group member’s own prices', (server) => {
  let shop: Awaited<ReturnType<typeof sellerShop>>
  let member: Buyer
  let outsider: Buyer
  let groupId: number
  const db = () => server().app.deps.db

  beforeAll(async () => {
    shop = await sellerShop(server())
    member = await buyer(server())
    outsider = await buyer(server())
    await pastOrder(server(), member, shop.store.id) // a seller adds only its own customers
    const g = await unwrap(
      shop.seller.api.POST('/discounts/user-groups/', { body: { store_id: shop.store.id, name: 'مشتریان ویژه' } }),
    )
    groupId = g.id
    await unwrap(
      shop.seller.api.POST('/discounts/user-groups/{gid}/users', {
        params: { path: { gid: g.id } },
        body: { phone: member.phone },
      }),
    )
  })

  /** A group-only automatic discount on the offer's product (10 %, unless said). */
  const groupDiscount = (productId: number, terms: Partial<Parameters<typeof discountBody>[0]> = {}) =>
    unwrap(shop.seller.api.POST('/discounts/', { body: discountBody({ productId, ...terms }) }))
  function discountBody(t: {
    productId: number
    value?: number
    is_active?: boolean
    ends_at?: string
    starts_at?: string
  }) {
    const { productId, ...rest } = t
    return {
      ...D,
      store_id: shop.store.id,
      name: 'قیمت ویژهٔ همکاران',
      type: 'percentage' as const,
      value: 10,
      product_ids: [productId],
      user_group_ids: [groupId],
      ...rest,
    }
  }

  const memberPrices = (c: TestClient, ids: number[]) =>
    c.api.GET('/products/member-prices', { params: { query: { offer_ids: ids } } })

  it('gives a member the group price, the same the cart then charges, never cached', async () => {
    const a = await makeOffer(db(), shop.store.id, 1_234_567, 10)
    const plain = await makeOffer(db(), shop.store.id, 500_000, 10)
    const d = await groupDiscount(a.productId)
    const answer = await memberPrices(member, [plain.offerId, a.offerId])
    expect(answer.response.status).toBe(200)
    expect(answer.response.headers.get('cache-control')).toBe('private, no-store')
    // 10 % of 1,234,567 rounded down, as the cart rounds it; the offer priced alike is left out.
    expect(answer.data?.items).toEqual([
      { offer_id: a.offerId, price: 1_111_111, original_price: 1_234_567, discount_percent: 10, discount_id: d.id },
    ])
    const cart = await addToCart(member, a.offerId)
    const line = cart.items.find((i) => i.product_store_id === a.offerId)
    expect(line?.price.selling_price).toBe(answer.data?.items[0].price)
    // The public card keeps the price for everyone.
    const card = await unwrap(
      client(server()).api.GET('/public/products/{id}', { params: { path: { id: a.productId } } }),
    )
    expect(card.best_offer?.selling_price).toBe(1_234_567)
  })

  it('answers a non-member with an empty list', async () => {
    const a = await makeOffer(db(), shop.store.id, 300_000, 10)
    await groupDiscount(a.productId)
    const answer = await unwrap(memberPrices(outsider, [a.offerId]))
    expect(answer.items).toEqual([])
  })

  it('leaves out a group discount that is switched off, has ended or has not started', async () => {
    const off = await makeOffer(db(), shop.store.id, 300_000, 10)
    const ended = await makeOffer(db(), shop.store.id, 300_000, 10)
    const later = await makeOffer(db(), shop.store.id, 300_000, 10)
    await groupDiscount(off.productId, { is_active: false })
    await groupDiscount(ended.productId, {
      starts_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() - 86_400_000).toISOString(),
    })
    await groupDiscount(later.productId, { starts_at: new Date(Date.now() + 86_400_000).toISOString() })
    const answer = await unwrap(memberPrices(member, [off.offerId, ended.offerId, later.offerId]))
    expect(answer.items).toEqual([])
  })

  it('names the better of a public and a group discount only when the group’s is better', async () => {
    const a = await makeOffer(db(), shop.store.id, 200_000, 10)
    await unwrap(
      shop.seller.api.POST('/discounts/', {
        body: { ...D, store_id: shop.store.id, name: 'حراج', type: 'fixed', value: 30_000, product_ids: [a.productId] },
      }),
    )
    const small = await groupDiscount(a.productId, { value: 10 }) // 20,000 off: the public 30,000 wins
    expect((await unwrap(memberPrices(member, [a.offerId]))).items).toEqual([])
    const big = await groupDiscount(a.productId, { value: 25 }) // 50,000 off
    expect((await unwrap(memberPrices(member, [a.offerId]))).items).toEqual([
      { offer_id: a.offerId, price: 150_000, original_price: 200_000, discount_percent: 25, discount_id: big.id },
    ])
    expect(small.id).not.toBe(big.id)
  })

  it('refuses a visitor (401) and bad input (422 in Persian), never a 500', async () => {
    const a = await makeOffer(db(), shop.store.id, 100_000, 1)
    expect((await memberPrices(client(server()), [a.offerId])).response.status).toBe(401)
    const tooMany = await memberPrices(
      member,
      Array.from({ length: 61 }, (_, i) => i + 1),
    )
    expect(tooMany.response.status).toBe(422)
    expect((tooMany.error as { detail: string }).detail).toMatch(/حداکثر ۶۰ مورد مجاز است/)
    for (const bad of ['0', 'abc', '99999999999', '1,2']) {
      const r = await member.api.GET('/products/member-prices', {
        params: { query: { offer_ids: [bad as unknown as number] } },
      })
      expect(r.response.status, bad).toBe(422)
      expect((r.error as { detail: string }).detail, bad).toMatch(/[\u0600-\u06FF]/)
    }
    const none = await member.api.GET('/products/member-prices', { params: { query: {} as never } })
    expect(none.response.status).toBe(422)
    // Unknown and repeated ids are simply not priced.
    const unknown = await unwrap(memberPrices(member, [2_000_000_000, a.offerId, a.offerId]))
    expect(unknown.items).toEqual([])
  })
})

describe('listMemberPrices in the contract', () => {
  it('is a private read: bearer required, not under /public', async () => {
    const { loadContract } = await import('../../server/contract/load')
    const op = loadContract().operations.find((o) => o.operationId === 'listMemberPrices')
    expect(op?.auth).toBe('required')
    expect(op?.url.startsWith('/api/v1/public')).toBe(false)
  })
})
