// The seller's discounts, codes and customer groups through the SDK (spec section 7 "Discounts"):
// create, read, change and delete, links to the store's own products/bundles/groups only, codes
// unique and upper case (one or a batch), members added by a validated phone of a buyer of the
// store, a store under review refused (403), and what the database holds after each.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { dayCloseTimestamp, tehranDate } from '#lib/jalali'
import { type Schemas, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { offerPricesSql } from '../../server/modules/pricing'
import { B, buyer, C, D, pastOrder, sellerShop, uniqueCode } from './fixtures/discounts'
import { makeOffer, makeStore } from './fixtures/shop'
import { signInAdmin } from './fixtures/stores'
import { client, describeEachDb, signIn } from './harness'

describeEachDb('discounts: the seller’s discounts, codes and groups', (server) => {
  let shop: Awaited<ReturnType<typeof sellerShop>>
  const db = () => server().app.deps.db
  beforeAll(async () => {
    shop = await sellerShop(server())
  })

  it('creates, reads, lists, changes and deletes a discount with its links', async () => {
    const api = shop.seller.api
    const a = await makeOffer(db(), shop.store.id, 1_000_000, 5)
    const created = await api.POST('/discounts/', {
      body: {
        ...D,
        store_id: shop.store.id,
        name: '  تخفیف   شب یلدا ',
        type: 'percentage',
        value: 15,
        max_amount: 100_000,
        starts_at: '2026-01-01T00:00:00Z',
        ends_at: '2036-01-01T00:00:00Z',
        min_cart_total: 0,
        product_ids: [a.productId],
      },
    })
    expect(created.response.status).toBe(201)
    const d = created.data as NonNullable<typeof created.data>
    expect(d).toMatchObject({
      store_id: shop.store.id,
      name: 'تخفیف شب یلدا',
      type: 'percentage',
      value: 15,
      max_amount: 100_000,
      min_cart_total: 0,
      usage_limit: null,
      used_count: 0,
      requires_code: false,
      is_active: true,
      product_ids: [a.productId],
      bundle_ids: [],
      user_group_ids: [],
    })
    // The product's best price now carries the discount (15 % of 1,000,000 capped at 100,000).
    const [p] = await queryRows<{ best_price: number }>(
      db(),
      sql`select best_price::float8 as best_price from products where id = ${a.productId}`,
    )
    expect(Number(p.best_price)).toBe(900_000)

    expect(await unwrap(api.GET('/discounts/{id}', { params: { path: { id: d.id } } }))).toEqual(d)
    const page = await unwrap(
      api.GET('/discounts/', { params: { query: { store_id: shop.store.id, search: 'یلدا' } } }),
    )
    expect(page.items.map((x) => x.id)).toContain(d.id)
    const changed = await unwrap(
      api.PUT('/discounts/{id}', { params: { path: { id: d.id } }, body: { value: 5, is_active: false } }),
    )
    expect(changed).toMatchObject({ value: 5, is_active: false, name: 'تخفیف شب یلدا' })
    const [after] = await queryRows<{ best_price: number }>(
      db(),
      sql`select best_price::float8 as best_price from products where id = ${a.productId}`,
    )
    expect(Number(after.best_price)).toBe(1_000_000)

    const removed = await api.DELETE('/discounts/{id}', { params: { path: { id: d.id } } })
    expect(removed.response.status).toBe(200)
    expect((await queryRows(db(), sql`select 1 from discounts where id = ${d.id}`)).length).toBe(0)
    expect((await api.GET('/discounts/{id}', { params: { path: { id: d.id } } })).response.status).toBe(404)
  })

  it('refuses a percentage over 100, an end before the start, and links to another store’s objects', async () => {
    const api = shop.seller.api
    const over = await api.POST('/discounts/', {
      body: { ...D, store_id: shop.store.id, name: 'زیاد', type: 'percentage', value: 120 },
    })
    expect(over.response.status).toBe(422)
    expect((over.error as { detail: string }).detail).toBe('درصد تخفیف باید بین ۱ تا ۱۰۰ باشد')
    const backwards = await api.POST('/discounts/', {
      body: {
        ...D,
        store_id: shop.store.id,
        name: 'وارونه',
        type: 'fixed',
        value: 1000,
        starts_at: '2027-01-02T00:00:00Z',
        ends_at: '2027-01-01T00:00:00Z',
      },
    })
    expect(backwards.response.status).toBe(422)
    const other = await makeStore(db())
    const foreign = await makeOffer(db(), other.id, 10_000, 1)
    const d = await unwrap(
      api.POST('/discounts/', { body: { ...D, store_id: shop.store.id, name: 'پیوند', type: 'fixed', value: 1000 } }),
    )
    const link = await api.POST('/discounts/add-product/{d}/{p}', {
      params: { path: { d: d.id, p: foreign.productId } },
    })
    expect(link.response.status).toBe(404)
    expect((link.error as { detail: string }).detail).toBe('محصول یافت نشد')
    const mine = await makeOffer(db(), shop.store.id, 10_000, 1)
    const linked = await unwrap(
      api.PUT('/discounts/{id}/relationships', {
        params: { path: { id: d.id } },
        body: { product_ids: [mine.productId] },
      }),
    )
    expect(linked.product_ids).toEqual([mine.productId])
    const unlinked = await unwrap(
      api.DELETE('/discounts/remove-product/{d}/{p}', { params: { path: { d: d.id, p: mine.productId } } }),
    )
    expect(unlinked.product_ids).toEqual([])
    // A platform-wide discount is the admins' alone.
    const platform = await api.POST('/discounts/', { body: { ...D, name: 'سراسری', type: 'fixed', value: 1000 } })
    expect(platform.response.status).toBe(403)
  })

  it('makes codes upper case and unique, a batch of random ones, and counts their uses', async () => {
    const api = shop.seller.api
    const d = await unwrap(
      api.POST('/discounts/', {
        body: { ...D, store_id: shop.store.id, name: 'کددار', type: 'fixed', value: 5000, requires_code: true },
      }),
    )
    const code = uniqueCode('yalda')
    const created = await unwrap(
      api.POST('/discounts/codes/', { body: { ...C, discount_id: d.id, code: code.toLowerCase(), usage_limit: 10 } }),
    )
    expect(created).toMatchObject({ code, usage_limit: 10, per_user_limit: 1, used_count: 0, is_active: true })
    const again = await api.POST('/discounts/codes/', { body: { ...C, discount_id: d.id, code } })
    expect(again.response.status).toBe(409)
    const batch = await unwrap(
      api.POST('/discounts/codes/batch', {
        body: { ...B, discount_id: d.id, count: 25, prefix: 'nw', usage_limit: 1 },
      }),
    )
    expect(batch.items).toHaveLength(25)
    expect(new Set(batch.items.map((c) => c.code)).size).toBe(25)
    for (const c of batch.items) expect(c.code).toMatch(/^NW[A-Z2-9]{8}$/)
    const [{ n }] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from discount_codes where discount_id = ${d.id}`,
    )
    expect(n).toBe(26)
    const list = await unwrap(api.GET('/discounts/codes/', { params: { query: { discount_id: d.id, limit: 100 } } }))
    expect(list.total).toBe(26)
    const off = await unwrap(
      api.PUT('/discounts/codes/{code_id}', { params: { path: { code_id: created.id } }, body: { is_active: false } }),
    )
    expect(off.is_active).toBe(false)
    const wrong = await api.GET('/discounts/codes/{code_id}', {
      params: { path: { code_id: created.id }, query: { discount_id: d.id + 100000 } },
    })
    expect(wrong.response.status).toBe(404)
    await unwrap(api.DELETE('/discounts/codes/{code_id}', { params: { path: { code_id: created.id } } }))
    expect((await queryRows(db(), sql`select 1 from discount_codes where id = ${created.id}`)).length).toBe(0)
  })

  it('keeps customer groups: rename, add by a validated phone of a buyer, refuse strangers, remove', async () => {
    const api = shop.seller.api
    const g = await unwrap(
      api.POST('/discounts/user-groups/', { body: { store_id: shop.store.id, name: 'مشتریان وفادار' } }),
    )
    expect(g).toMatchObject({ name: 'مشتریان وفادار', user_count: 0, users: [] })
    const renamed = await unwrap(
      api.PUT('/discounts/user-groups/{id}', { params: { path: { id: g.id } }, body: { name: 'مشتری‌های ویژه' } }),
    )
    expect(renamed.name).toBe('مشتری‌های ویژه')

    const member = await buyer(server())
    await pastOrder(server(), member, shop.store.id)
    const persianDigits = member.phone.replace(/\d/g, (x) => '۰۱۲۳۴۵۶۷۸۹'[Number(x)])
    const added = await unwrap(
      api.POST('/discounts/user-groups/{gid}/users', {
        params: { path: { gid: g.id } },
        body: { phone: persianDigits },
      }),
    )
    expect(added.users).toEqual([{ id: member.userId, name: null, phone: member.phone }])
    expect(added.user_count).toBe(1)

    const bad = await api.POST('/discounts/user-groups/{gid}/users', {
      params: { path: { gid: g.id } },
      body: { phone: '08121234567' },
    })
    expect(bad.response.status).toBe(422)
    expect((bad.error as { detail: string }).detail).toMatch(/شماره موبایل معتبر نیست/)
    // A registered customer who never bought here is as unknown as nobody.
    const stranger = await signIn(server())
    const strangerPhone = (await unwrap(stranger.api.GET('/auth/profile'))).phone
    for (const phone of [strangerPhone, '09990000000']) {
      const missing = await api.POST('/discounts/user-groups/{gid}/users', {
        params: { path: { gid: g.id } },
        body: { phone },
      })
      expect(missing.response.status).toBe(404)
      expect((missing.error as { detail: string }).detail).toBe('مشتری با این شماره یافت نشد')
    }

    const removed = await unwrap(
      api.DELETE('/discounts/user-groups/{gid}/users/{uid}', { params: { path: { gid: g.id, uid: member.userId } } }),
    )
    expect(removed.users).toEqual([])
    const rows = await queryRows(db(), sql`select 1 from user_group_members where group_id = ${g.id}`)
    expect(rows).toHaveLength(0)
    await unwrap(api.DELETE('/discounts/user-groups/{id}', { params: { path: { id: g.id } } }))
    expect((await queryRows(db(), sql`select 1 from user_groups where id = ${g.id}`)).length).toBe(0)
  })

  it('refuses the writes of a store under review with the reason (403) and lets it read', async () => {
    const pending = await sellerShop(server())
    await db().execute(sql`update stores set verified = false where id = ${pending.store.id}`)
    const res = await pending.seller.api.POST('/discounts/', {
      body: { ...D, store_id: pending.store.id, name: 'بررسی', type: 'fixed', value: 1000 },
    })
    expect(res.response.status).toBe(403)
    expect((res.error as { detail: string }).detail).toMatch(/در حال بررسی/)
    const list = await unwrap(
      pending.seller.api.GET('/discounts/', { params: { query: { store_id: pending.store.id } } }),
    )
    expect(list.total).toBe(0)
  })

  it('ends at the close of the Tehran day picked, and the homepage names its store, its code and its store’s price', async () => {
    // A store of its own: no other store-wide discount of this file's store prices its offer.
    const own = await sellerShop(server())
    const api = own.seller.api
    const a = await makeOffer(db(), own.store.id, 1_000_000, 5)
    // Another store sells the same product cheaper: the marketplace's best price is not this offer.
    const other = await makeStore(db())
    await db().execute(
      sql`insert into offers (product_id, store_id, price, stock) values (${a.productId}, ${other.id}, 700000, 5)`,
    )
    const today = tehranDate(Date.now())
    const create = (body: Partial<Schemas['DiscountCreate']>) =>
      unwrap(
        api.POST('/discounts/', {
          body: { ...D, store_id: own.store.id, name: 'حراج فروشگاه', type: 'percentage', value: 8, ...body },
        }),
      )
    const wide = await create({ ends_at: dayCloseTimestamp(today) })
    // The day's last moment in Tehran (+03:30): a reader of the timestamp sees the day picked.
    expect(wide.ends_at).toBe(new Date(Date.parse(`${today}T23:59:59.999+03:30`)).toISOString())
    const coded = await create({ name: 'با کد', requires_code: true, ends_at: dayCloseTimestamp(today) })
    const admin = await signInAdmin(server())
    await unwrap(
      admin.api.POST('/admins/homepage/resources/bulk-with-priorities', {
        body: [wide.id, coded.id].map((id, i) => ({
          resource_type: 'discount' as const,
          resource_id: id,
          priority: 9500 - i,
          store_id: null,
        })),
      }),
    )
    const sections = async () =>
      (await unwrap(client(server()).api.GET('/homepage/', { params: { query: { limit: 50 } } }))).discounts
    const [w, c] = [wide.id, coded.id].map(
      (id) => (list: Schemas['HomepageDiscount'][]) => list.find((d) => d.id === id),
    )
    const shown = await sections()
    expect(w(shown)).toMatchObject({ store_name: own.store.name, requires_code: false, members_only: false })
    // Priced by this store's offer with its 8 %, not the other store's cheaper one.
    expect(w(shown)?.products.map((p) => [p.id, p.price, p.discount_percent, p.store_id])).toEqual([
      [a.productId, 920_000, 8, own.store.id],
    ])
    expect(c(shown)).toMatchObject({ store_name: own.store.name, requires_code: true })

    // A day that is over: the discount no longer applies, and the homepage skips it.
    const yesterday = tehranDate(Date.now() - 86_400_000)
    await unwrap(
      api.PUT('/discounts/{id}', {
        params: { path: { id: wide.id } },
        body: { ends_at: dayCloseTimestamp(yesterday) },
      }),
    )
    expect(w(await sections())).toBeUndefined()
    const [offer] = await queryRows<{ price: number }>(
      db(),
      sql`select selling_price::float8 as price from (${offerPricesSql}) pr where pr.id = ${a.offerId}`,
    )
    expect(Number(offer.price)).toBe(1_000_000)
  })
})
