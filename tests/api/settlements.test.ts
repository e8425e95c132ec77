// Settlement runs (issue 30): an admin's run pays every store whose available balance reached the
// minimum exactly that balance, claiming its entries; the bank's transfer file (CSV, xlsx) in
// rials; payouts marked paid (idempotent by reference) or failed (entries available again); runs
// and decisions at once on PostgreSQL never pay an entry twice.
import { inflateRawSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import * as t from '../../server/db/schema/index'
import { inTransaction } from '../../server/db/transaction'
import { RUN_LOCK } from '../../server/modules/settlements/run'
import { TRANSFER_HEADERS } from '../../server/modules/settlements/transfer-file'
import { makeOffer, makeStore } from './fixtures/shop'
import { ownerOf, storeOrder } from './fixtures/store-record'
import { signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn, type TestClient } from './harness'

type Store = typeof t.stores.$inferSelect

describeEachDb('settlement runs', (server) => {
  const db = () => server().app.deps.db
  let admin: TestClient
  beforeAll(async () => {
    admin = await signInAdmin(server())
  })

  /** Ledger entries straight into the table (the volume a run needs), matured `daysAgo` days ago (negative: not yet). */
  async function entries(storeId: number, amounts: number[], daysAgo = 1) {
    for (const amount of amounts)
      await db().execute(sql`insert into ledger_entries (store_id, kind, cause, amount, available_at)
        values (${storeId}, ${amount < 0 ? 'refund' : 'sale'}, ${`test:${crypto.randomUUID()}`}, ${amount},
          now() - make_interval(days => ${daysAgo}))`)
  }
  const run = (minimum?: number) => admin.api.POST('/admins/settlement-runs', { body: minimum ? { minimum } : {} })
  const decide = (id: number, body: { status: 'paid' | 'failed'; reference?: string; reason?: string }, as = admin) =>
    as.api.PUT('/admins/payouts/{id}', { params: { path: { id } }, body })
  const payoutsOf = (storeId: number) =>
    queryRows<{ id: number; amount: number; status: string; run_id: number; owner_name: string; sheba: string }>(
      db(),
      sql`select id, amount::float8 as amount, status, run_id, owner_name, sheba from payouts where store_id = ${storeId} order by id`,
    )

  /** Every payout's amount is the sum of its entries, and each store's balances add up to its entries. */
  async function assertLedgerConsistent() {
    const wrong = await queryRows<{ id: number }>(
      db(),
      sql`select p.id from payouts p
        left join (select payout_id, sum(amount) as s from ledger_entries where payout_id is not null group by payout_id) e
          on e.payout_id = p.id
        where p.status <> 'failed' and coalesce(e.s, 0) <> p.amount
        union all
        select p.id from payouts p join ledger_entries l on l.payout_id = p.id where p.status = 'failed'`,
    )
    expect(wrong).toEqual([])
    const broken = await queryRows<{ store_id: number }>(
      db(),
      sql`select l.store_id from ledger_entries l left join payouts p on p.id = l.payout_id
        group by l.store_id
        having sum(l.amount) <>
          coalesce(sum(l.amount) filter (where l.payout_id is null and l.available_at > now()), 0)
          + greatest(0, coalesce(sum(l.amount) filter (where l.payout_id is null and l.available_at <= now()), 0))
          + coalesce(sum(l.amount) filter (where p.status = 'pending'), 0)
          + coalesce(sum(l.amount) filter (where p.status = 'paid'), 0)
          - greatest(0, -coalesce(sum(l.amount) filter (where l.payout_id is null and l.available_at <= now()), 0))`,
    )
    expect(broken).toEqual([])
  }

  it('pays each store that reached the minimum exactly its available balance, to its Sheba and owner', async () => {
    const rich = await makeStore(db())
    const company = await makeStore(db())
    const poor = await makeStore(db())
    const owing = await makeStore(db())
    await db().execute(
      sql`update stores set kind = 'legal_entity', company_name = 'شرکت نمونه' where id = ${company.id}`,
    )
    await db()
      .insert(t.vendors)
      .values({ userId: rich.ownerId, firstName: 'سارا', lastName: 'احمدی', nationalCode: '0012345678' })
    // A real delivered cash order: its commission is a debit in rich's ledger, matured by moving it back.
    const offer = await makeOffer(db(), rich.id, 400_000, 5)
    await storeOrder(await ownerOf(server(), rich), rich.id, offer.offerId, ['shipped', 'delivered'])
    const [commission] = await queryRows<{ amount: number }>(
      db(),
      sql`update ledger_entries set available_at = now() - interval '1 day' where store_id = ${rich.id} returning amount::float8 as amount`,
    )
    expect(commission.amount).toBeLessThan(0)
    await entries(rich.id, [300_000, 250_000])
    await entries(rich.id, [999_000], -3) // not yet matured: stays pending
    await entries(company.id, [200_000])
    await entries(poor.id, [50_000])
    await entries(owing.id, [100_000, -400_000])

    const { data, response } = await run(150_000)
    expect(response.status).toBe(201)
    const summary = data as NonNullable<typeof data>
    expect(summary.minimum).toBe(150_000)
    expect(summary.counts.pending).toBe(summary.payout_count)

    const [richPayout] = await payoutsOf(rich.id)
    expect(richPayout).toMatchObject({
      amount: 550_000 + commission.amount,
      run_id: summary.id,
      owner_name: 'سارا احمدی',
    })
    expect(richPayout.sheba).toBe(rich.sheba)
    expect((await payoutsOf(company.id))[0]).toMatchObject({ amount: 200_000, owner_name: 'شرکت نمونه' })
    expect(await payoutsOf(poor.id)).toEqual([])
    expect(await payoutsOf(owing.id)).toEqual([])
    const open = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ledger_entries where store_id = ${rich.id} and payout_id is null`,
    )
    expect(open[0].n).toBe(1) // the immature entry

    const detail = await unwrap(admin.api.GET('/admins/settlement-runs/{id}', { params: { path: { id: summary.id } } }))
    expect(detail.run).toEqual(summary)
    expect(detail.payouts.map((p) => p.store_id)).toEqual(expect.arrayContaining([rich.id, company.id]))
    expect(detail.payouts.find((p) => p.store_id === rich.id)?.store_name).toBe(rich.name)
    expect(summary.total).toBe(detail.payouts.reduce((s, p) => s + p.amount, 0))

    const list = await unwrap(admin.api.GET('/admins/settlement-runs', { params: { query: { limit: 5 } } }))
    expect(list.items[0]).toEqual(summary)
    expect(list.default_minimum).toBe(100_000)
    await assertLedgerConsistent()
  })

  it('refuses a run no store qualifies for, creating nothing', async () => {
    const before = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from settlement_runs`)
    const { error, response } = await run(1_000_000_000_000)
    expect(response.status).toBe(409)
    expect(error?.detail).toBe('هیچ فروشگاهی به حداقل مبلغ تسویه نرسیده است')
    expect(await queryRows(db(), sql`select count(*)::int as n from settlement_runs`)).toEqual(before)
  })

  async function settledStore(amounts = [120_000, 80_000]): Promise<{ store: Store; payoutId: number }> {
    const store = await makeStore(db())
    await entries(store.id, amounts)
    await unwrap(run())
    const [payout] = await payoutsOf(store.id)
    return { store, payoutId: payout.id }
  }

  it('exports the bank file in rials with ASCII Shebas and the run id, as CSV and as a valid xlsx', async () => {
    const { store } = await settledStore([123_456])
    const [payout] = await payoutsOf(store.id)
    const path = { id: payout.run_id }
    const csv = await admin.api.GET('/admins/settlement-runs/{id}/transfer-file', {
      params: { path, query: { format: 'csv' } },
      parseAs: 'text',
    })
    expect(csv.response.headers.get('content-type')).toContain('text/csv')
    const lines = (csv.data as unknown as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(TRANSFER_HEADERS.join(','))
    const row = lines.find((l) => l.includes(`پرداخت ${payout.id}`)) as string
    expect(row.split(',').slice(1)).toEqual([
      store.sheba,
      '1234560',
      store.name,
      `تسویه راسته دوره ${payout.run_id} پرداخت ${payout.id}`,
    ])
    expect(lines.join('')).not.toMatch(/[۰-۹٠-٩]/)

    const file = await admin.api.GET('/admins/settlement-runs/{id}/transfer-file', {
      params: { path, query: { format: 'xlsx' } },
      parseAs: 'arrayBuffer',
    })
    expect(file.response.headers.get('content-type')).toContain('spreadsheetml')
    const parts = unzip(Buffer.from(file.data as unknown as ArrayBuffer))
    expect(Object.keys(parts).sort()).toEqual(
      [
        '[Content_Types].xml',
        '_rels/.rels',
        'xl/_rels/workbook.xml.rels',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ].sort(),
    )
    const sheet = parts['xl/worksheets/sheet1.xml']
    expect(sheet).toContain(`<t xml:space="preserve">${store.sheba}</t>`)
    expect(sheet).toMatch(/<c r="C\d+"><v>1234560<\/v><\/c>/)
    expect(sheet).toContain(`تسویه راسته دوره ${payout.run_id} پرداخت ${payout.id}`)

    const missing = await admin.api.GET('/admins/settlement-runs/{id}/transfer-file', {
      params: { path: { id: 999_999 }, query: { format: 'csv' } },
    })
    expect(missing.response.status).toBe(404)
  })

  it('writes an owner name that would run as a formula inert, in the CSV and in the xlsx', async () => {
    const store = await makeStore(db())
    const formula = '=HYPERLINK("http://evil.example","دریافت")'
    await db().update(t.stores).set({ name: formula }).where(sql`id = ${store.id}`)
    await entries(store.id, [150_000])
    await unwrap(run())
    const [payout] = await payoutsOf(store.id)
    expect(payout.owner_name).toBe(formula)
    const path = { id: payout.run_id }
    const csv = await admin.api.GET('/admins/settlement-runs/{id}/transfer-file', {
      params: { path, query: { format: 'csv' } },
      parseAs: 'text',
    })
    const row = (csv.data as unknown as string).split('\r\n').find((l) => l.includes(`پرداخت ${payout.id}`))
    expect(row).toContain(`,1500000,"'=HYPERLINK(""http://evil.example"",""دریافت"")",`)
    const file = await admin.api.GET('/admins/settlement-runs/{id}/transfer-file', {
      params: { path, query: { format: 'xlsx' } },
      parseAs: 'arrayBuffer',
    })
    const sheet = unzip(Buffer.from(file.data as unknown as ArrayBuffer))['xl/worksheets/sheet1.xml']
    expect(sheet).toContain(
      `<t xml:space="preserve">'=HYPERLINK(&quot;http://evil.example&quot;,&quot;دریافت&quot;)</t>`,
    )
    expect(sheet).toMatch(/<c r="C\d+"><v>1500000<\/v><\/c>/)
  })

  it('marks a payout paid once (the same reference again changes nothing) and refuses other moves', async () => {
    const { payoutId } = await settledStore()
    const paid = await unwrap(decide(payoutId, { status: 'paid', reference: ' ۱۲۳۴۵۶ ' }))
    expect(paid).toMatchObject({ status: 'paid', reference: '123456' })
    const again = await decide(payoutId, { status: 'paid', reference: '123456' })
    expect(again.response.status).toBe(200)
    expect(again.data?.decided_at).toBe(paid.decided_at)
    const other = await decide(payoutId, { status: 'paid', reference: '999' })
    expect(other.response.status).toBe(409)
    expect(other.error?.detail).toBe('این پرداخت پیش‌تر «پرداخت‌شده» ثبت شده است')
    expect((await decide(payoutId, { status: 'failed', reason: 'شبا نامعتبر' })).response.status).toBe(409)
    const audit = await queryRows<{ action: string }>(
      db(),
      sql`select action from admin_audit where target_type = 'payout' and target_id = ${payoutId}`,
    )
    expect(audit).toEqual([{ action: 'payout.paid' }])
    await assertLedgerConsistent()
  })

  it('a failed payout lets its entries go: available again for the next run', async () => {
    const { store, payoutId } = await settledStore()
    const failed = await unwrap(decide(payoutId, { status: 'failed', reason: 'شبا بسته شده است' }))
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'شبا بسته شده است' })
    const open = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ledger_entries where store_id = ${store.id} and payout_id is null`,
    )
    expect(open[0].n).toBe(2)
    await unwrap(run())
    const payouts = await payoutsOf(store.id)
    expect(payouts.map((p) => [p.status, p.amount])).toEqual([
      ['failed', 200_000],
      ['pending', 200_000],
    ])
    await assertLedgerConsistent()
  })

  it('refuses bad input, unknown payouts and non-admins', async () => {
    const { payoutId } = await settledStore()
    const noRef = await decide(payoutId, { status: 'paid', reference: '  ' })
    expect(noRef.response.status).toBe(422)
    expect(noRef.error?.detail).toBe('شماره پیگیری بانک را بنویسید')
    expect((await decide(payoutId, { status: 'failed' })).response.status).toBe(422)
    expect((await decide(999_999_999, { status: 'paid', reference: '1' })).response.status).toBe(404)
    expect((await admin.api.POST('/admins/settlement-runs', { body: { minimum: 0 } })).response.status).toBe(422)
    const customer = await signIn(server())
    expect((await decide(payoutId, { status: 'paid', reference: '1' }, customer)).response.status).toBe(403)
    expect((await customer.api.POST('/admins/settlement-runs', { body: {} })).response.status).toBe(403)
    expect((await customer.api.GET('/admins/settlement-runs')).response.status).toBe(403)
    const [payout] = await queryRows<{ status: string }>(db(), sql`select status from payouts where id = ${payoutId}`)
    expect(payout.status).toBe('pending')
  })

  it('on PostgreSQL: two runs at once never put an entry in two payouts, and a refund entered meanwhile is in or out, never lost', async () => {
    if (server().kind !== 'postgres') return
    const stores = await Promise.all(Array.from({ length: 20 }, () => makeStore(db())))
    const ids = stores.map((s) => s.id)
    // 200 entries a store, set-based: the volume makes the runs overlap.
    await db().execute(sql`insert into ledger_entries (store_id, kind, cause, amount, available_at)
      select s, 'sale', 'race:' || s || ':' || g || ':' || gen_random_uuid(), 1000 + g, now() - interval '1 hour'
      from unnest(${`{${ids.join(',')}}`}::int[]) s, generate_series(1, 200) g`)
    const refundCause = `race-refund:${crypto.randomUUID()}`
    const [a, b] = await Promise.all([
      run(),
      run(),
      db().execute(sql`insert into ledger_entries (store_id, kind, cause, amount, available_at)
        values (${ids[0]}, 'refund', ${refundCause}, -5000, now() - interval '1 minute')`),
    ])
    // One run took them all; the other found nothing left (or what the refund left).
    expect([a.response.status, b.response.status].sort()).toContain(201)
    const twice = await queryRows<{ store_id: number }>(
      db(),
      sql`select store_id from payouts where store_id = any(${`{${ids.join(',')}}`}::int[]) and status = 'pending'
        group by store_id having count(*) > 1`,
    )
    expect(twice).toEqual([])
    const [refund] = await queryRows<{ payout_id: number | null }>(
      db(),
      sql`select payout_id from ledger_entries where cause = ${refundCause}`,
    )
    expect(refund).toBeDefined()
    await assertLedgerConsistent()
  })

  it('on PostgreSQL: a refund committed while a run waits is in its payout; one committed after its claim stays open', async () => {
    if (server().kind !== 'postgres') return
    const refund = (storeId: number, tx = db()) =>
      tx.execute(sql`insert into ledger_entries (store_id, kind, cause, amount, available_at)
        values (${storeId}, 'refund', ${`refund:${crypto.randomUUID()}`}, -50000, now() - interval '1 minute')
        returning id`)
    // In: another run holds the lock; this run waits for it while the refund commits.
    const early = await makeStore(db())
    await entries(early.id, [300_000])
    let waiting: ReturnType<typeof run> | undefined
    await inTransaction(db(), async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${RUN_LOCK}))`)
      waiting = run()
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                db(),
                sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
                and database = (select oid from pg_database where datname = current_database())`,
              )
            )[0].n,
        )
        .toBe(1)
      await refund(early.id)
    })
    expect((await (waiting as ReturnType<typeof run>)).response.status).toBe(201)
    expect((await payoutsOf(early.id)).map((p) => p.amount)).toEqual([250_000])

    // Out: the refund's transaction is still open when the run claims; it commits after and stays open.
    const late = await makeStore(db())
    await entries(late.id, [300_000])
    await inTransaction(db(), async (tx) => {
      await refund(late.id, tx)
      expect((await run()).response.status).toBe(201)
    })
    expect((await payoutsOf(late.id)).map((p) => p.amount)).toEqual([300_000])
    const open = await queryRows<{ amount: number }>(
      db(),
      sql`select amount::float8 as amount from ledger_entries where store_id = ${late.id} and payout_id is null`,
    )
    expect(open).toEqual([{ amount: -50_000 }])
    await assertLedgerConsistent()
  })

  it('on PostgreSQL: two admins marking one payout at once make one decision', async () => {
    if (server().kind !== 'postgres') return
    const { payoutId } = await settledStore()
    const other = await signInAdmin(server())
    const answers = await Promise.all([
      decide(payoutId, { status: 'paid', reference: 'A-1' }),
      decide(payoutId, { status: 'paid', reference: 'A-1' }, other),
      decide(payoutId, { status: 'failed', reason: 'برگشت خورد' }, other),
    ])
    const statuses = answers.map((x) => x.response.status)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1)
    const audit = await queryRows<{ action: string }>(
      db(),
      sql`select action from admin_audit where target_type = 'payout' and target_id = ${payoutId}`,
    )
    expect(audit).toHaveLength(1)
    const [payout] = await queryRows<{ status: string }>(db(), sql`select status from payouts where id = ${payoutId}`)
    // The refused ones are the moves that disagree with the decision that landed.
    for (const [i, x] of answers.entries()) {
      const agrees = payout.status === 'paid' ? i < 2 : i === 2
      expect(x.response.status).toBe(agrees ? 200 : 409)
    }
    await assertLedgerConsistent()
  })
})

/** A ZIP's files by name, read through its central directory, each inflated and its CRC checked. */
function unzip(zip: Buffer): Record<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(end).toBeGreaterThan(0)
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const files: Record<string, string> = {}
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50)
    const method = zip.readUInt16LE(at + 10)
    const crc = zip.readUInt32LE(at + 16)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extra = zip.readUInt16LE(at + 30)
    const comment = zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    expect(zip.readUInt32LE(local)).toBe(0x04034b50)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const packed = zip.subarray(start, start + size)
    const data = method === 8 ? inflateRawSync(packed) : packed
    expect(crc32(data)).toBe(crc)
    files[name] = data.toString('utf8')
    at += 46 + nameLength + extra + comment
  }
  return files
}

/** CRC-32 (IEEE), written out here so the test does not trust the writer's own. */
function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
