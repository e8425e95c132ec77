// The pricing rules as a seller sets them and a customer meets them (modules/pricing.ts, one
// place): the automatic price and its cap, the window, the minimum cart total, the usage limit,
// the per-customer limit, the customer group (its code and its group-only automatic price), and 20
// checkouts at once on a code with one use left making exactly one order.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { type Schemas, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { addToCart, buyer, C, checkCode, checkout, D, pastOrder, sellerShop, uniqueCode } from './fixtures/discounts'
import { makeOffer } from './fixtures/shop'
import { describeEachDb } from './harness'

type DiscountCreate = Schemas['DiscountCreate']
type CodeCreate = Partial<Schemas['DiscountCodeCreate']>

describeEachDb('discount rules at the storefront and checkout', (server) => {
  let shop: Awaited<ReturnType<typeof sellerShop>>
  const db = () => server().app.deps.db
  beforeAll(async () => {
    shop = await sellerShop(server())
  })

  /** A code-only discount of the shop with one code; answers the code. */
  async function codeDiscount(
    terms: Partial<DiscountCreate>,
    code: CodeCreate = {},
  ): Promise<{ code: string; discountId: number }> {
    const d = await unwrap(
      shop.seller.api.POST('/discounts/', {
        body: {
          ...D,
          store_id: shop.store.id,
          name: 'کد آزمایشی',
          type: 'percentage',
          value: 10,
          requires_code: true,
          ...terms,
        },
      }),
    )
    const value = uniqueCode('R')
    await unwrap(shop.seller.api.POST('/discounts/codes/', { body: { ...C, discount_id: d.id, code: value, ...code } }))
    return { code: value, discountId: d.id }
  }

  const cartPrice = async (c: Awaited<ReturnType<typeof buyer>>) =>
    (await unwrap(c.api.GET('/public/cart'))).items.map((i) => i.price.selling_price)

  it('prices a linked product automatically, a percentage capped by its maximum amount', async () => {
    const a = await makeOffer(db(), shop.store.id, 2_000_000, 5)
    await unwrap(
      shop.seller.api.POST('/discounts/', {
        body: {
          ...D,
          store_id: shop.store.id,
          name: 'خودکار',
          type: 'percentage',
          value: 20,
          max_amount: 150_000,
          product_ids: [a.productId],
        },
      }),
    )
    const [p] = await queryRows<{ best_price: number }>(
      db(),
      sql`select best_price::float8 as best_price from products where id = ${a.productId}`,
    )
    expect(Number(p.best_price)).toBe(1_850_000)
    const c = await buyer(server())
    await addToCart(c, a.offerId)
    expect(await cartPrice(c)).toEqual([1_850_000]) // 20 % is 400,000; the cap keeps it to 150,000
    const placed = await unwrap(checkout(c, shop.store.id))
    expect(placed.orders[0].items[0]).toMatchObject({ unit_price: 1_850_000 })
  })

  it('applies a code only inside its window', async () => {
    const future = await codeDiscount({ starts_at: new Date(Date.now() + 86_400_000).toISOString() })
    const past = await codeDiscount({
      starts_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      ends_at: new Date(Date.now() - 86_400_000).toISOString(),
    })
    const c = await buyer(server())
    await addToCart(c, (await makeOffer(db(), shop.store.id, 100_000, 5)).offerId)
    expect(await checkCode(c, future.code)).toMatchObject({ applies: false, reason: 'not_started' })
    expect(await checkCode(c, past.code)).toMatchObject({
      applies: false,
      reason: 'expired',
      message: 'کد تخفیف منقضی شده است',
    })
    const refused = await checkout(c, shop.store.id, past.code)
    expect(refused.response.status).toBe(422)
    // Moving the window to now makes it apply.
    await unwrap(
      shop.seller.api.PUT('/discounts/{id}', { params: { path: { id: past.discountId } }, body: { ends_at: null } }),
    )
    expect(await checkCode(c, past.code)).toMatchObject({ applies: true, discount_amount: 10_000 })
  })

  it('needs the minimum cart total of the store’s items', async () => {
    const { code } = await codeDiscount({ type: 'fixed', value: 30_000, min_cart_total: 500_000 })
    const c = await buyer(server())
    const a = await makeOffer(db(), shop.store.id, 200_000, 5)
    await addToCart(c, a.offerId, 2)
    expect(await checkCode(c, code)).toMatchObject({ applies: false, reason: 'min_cart_total' })
    await addToCart(c, a.offerId, 1)
    expect(await checkCode(c, code)).toMatchObject({ applies: true, discount_amount: 30_000, total: 600_000 })
    const placed = await unwrap(checkout(c, shop.store.id, code))
    expect(placed).toMatchObject({ discount_amount: 30_000 })
  })

  it('stops at the discount’s usage limit', async () => {
    const { code, discountId } = await codeDiscount({ usage_limit: 1 }, { per_user_limit: null })
    const a = await makeOffer(db(), shop.store.id, 100_000, 10)
    const first = await buyer(server())
    await addToCart(first, a.offerId)
    await unwrap(checkout(first, shop.store.id, code))
    const second = await buyer(server())
    await addToCart(second, a.offerId)
    expect(await checkCode(second, code)).toMatchObject({ applies: false, reason: 'usage_limit' })
    const d = await unwrap(shop.seller.api.GET('/discounts/{id}', { params: { path: { id: discountId } } }))
    expect(d.used_count).toBe(1)
  })

  it('stops at the code’s per-customer limit', async () => {
    const { code } = await codeDiscount({}, { per_user_limit: 2 })
    const a = await makeOffer(db(), shop.store.id, 100_000, 10)
    const c = await buyer(server())
    for (let i = 0; i < 2; i++) {
      await addToCart(c, a.offerId)
      await unwrap(checkout(c, shop.store.id, code))
    }
    await addToCart(c, a.offerId)
    expect(await checkCode(c, code)).toMatchObject({ applies: false, reason: 'per_user_limit' })
    const other = await buyer(server())
    await addToCart(other, a.offerId)
    expect(await checkCode(other, code)).toMatchObject({ applies: true })
  })

  it('gives a group’s code and its automatic price to members only', async () => {
    const member = await buyer(server())
    const outsider = await buyer(server())
    await pastOrder(server(), member, shop.store.id)
    const g = await unwrap(
      shop.seller.api.POST('/discounts/user-groups/', { body: { store_id: shop.store.id, name: 'همکاران' } }),
    )
    await unwrap(
      shop.seller.api.POST('/discounts/user-groups/{gid}/users', {
        params: { path: { gid: g.id } },
        body: { phone: member.phone },
      }),
    )
    const { code } = await codeDiscount({ user_group_ids: [g.id] })
    const a = await makeOffer(db(), shop.store.id, 300_000, 10)
    const auto = await unwrap(
      shop.seller.api.POST('/discounts/', {
        body: {
          ...D,
          store_id: shop.store.id,
          name: 'ویژه همکاران',
          type: 'fixed',
          value: 50_000,
          product_ids: [a.productId],
          user_group_ids: [g.id],
        },
      }),
    )
    expect(auto.user_group_ids).toEqual([g.id])
    for (const c of [member, outsider]) await addToCart(c, a.offerId)
    // The automatic group price: the member's cart only; the public list keeps the price for all.
    expect(await cartPrice(member)).toEqual([250_000])
    expect(await cartPrice(outsider)).toEqual([300_000])
    const [p] = await queryRows<{ best_price: number }>(
      db(),
      sql`select best_price::float8 as best_price from products where id = ${a.productId}`,
    )
    expect(Number(p.best_price)).toBe(300_000)
    // The group's code: 10 % of the member's 250,000.
    expect(await checkCode(member, code)).toMatchObject({ applies: true, discount_amount: 25_000 })
    expect(await checkCode(outsider, code)).toMatchObject({
      applies: false,
      reason: 'not_in_group',
      message: 'این کد تخفیف برای حساب شما فعال نیست',
    })
    const refused = await checkout(outsider, shop.store.id, code)
    expect(refused.response.status).toBe(422)
    expect(refused.error).toEqual({ detail: 'این کد تخفیف برای حساب شما فعال نیست' })
    const placed = await unwrap(checkout(member, shop.store.id, code))
    expect(placed.orders[0]).toMatchObject({ discount_amount: 25_000 })
    expect(placed.orders[0].items[0]).toMatchObject({ unit_price: 250_000 })
  })

  it('makes exactly one order when 20 customers check out at once with a code that has one use left', async () => {
    const { code, discountId } = await codeDiscount(
      { type: 'fixed', value: 20_000 },
      { usage_limit: 3, per_user_limit: null },
    )
    await db().execute(sql`update discount_codes set used_count = 2 where code = ${code}`)
    const a = await makeOffer(db(), shop.store.id, 100_000, 100)
    const buyers = await Promise.all(Array.from({ length: 20 }, () => buyer(server())))
    for (const c of buyers) await addToCart(c, a.offerId)
    const results = await Promise.all(buyers.map((c) => checkout(c, shop.store.id, code)))
    expect(results.filter((r) => r.response.status === 201)).toHaveLength(1)
    for (const r of results.filter((x) => x.response.status !== 201)) {
      expect([409, 422]).toContain(r.response.status)
      expect((r.error as { detail: string }).detail).toMatch(/ظرفیت استفاده از این کد تخفیف تمام شده است/)
    }
    const [row] = await queryRows<{ used: number; orders: number }>(
      db(),
      sql`select c.used_count as used, (select count(*)::int from purchases p where p.discount_code_id = c.id) as orders
        from discount_codes c where c.code = ${code}`,
    )
    expect(row).toEqual({ used: 3, orders: 1 })
    const d = await unwrap(shop.seller.api.GET('/discounts/{id}', { params: { path: { id: discountId } } }))
    expect(d.used_count).toBe(1)
  })
})
