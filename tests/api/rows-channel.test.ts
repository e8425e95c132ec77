// Decision 026: a request's session and user, and the store a seller lists with its list version,
// are kept in memory and checked by one shared round trip on the rows channel. Each change below is
// written straight to the database, past every code path of the server (as another process, an
// admin's SQL or a sale would), after the memory holds the old row; the very next request must see
// it. On PostgreSQL, a change made while the channel's connection is down must be seen too.
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { rowsChannelOf } from '../../server/db/rows-channel'
import * as t from '../../server/db/schema/index'
import { makeOffer, makeStore, userIdOf } from './fixtures/shop'
import { describeEachDb, signIn, type TestClient } from './harness'

describeEachDb('rows kept in memory follow every commit', (server) => {
  const db = () => server().app.deps.db
  let store: Awaited<ReturnType<typeof makeStore>>
  let seller: TestClient

  beforeAll(async () => {
    store = await makeStore(db())
    const [owner] = await db().select({ phone: t.users.phone }).from(t.users).where(eq(t.users.id, store.ownerId))
    seller = await signIn(server(), owner.phone)
  })

  const list = (c: TestClient, query: Record<string, unknown> = {}) =>
    c.api.GET('/products/', { params: { query: { store_id: store.id, limit: 100, ...query } as never } })
  const profile = (c: TestClient) => c.api.GET('/auth/profile')

  it('refuses a session revoked in the database at the next request', async () => {
    const customer = await signIn(server())
    expect((await profile(customer)).response.status).toBe(200)
    expect((await profile(customer)).response.status).toBe(200) // from memory now
    const phone = (await unwrap(profile(customer))).phone
    await db()
      .update(t.sessions)
      .set({ revokedAt: new Date(), revokedReason: 'test' })
      .where(eq(t.sessions.userId, await userIdOf(db(), phone)))
    expect((await profile(customer)).response.status).toBe(401)
  })

  it('refuses a session deleted in the database, and shows a user changed there', async () => {
    const customer = await signIn(server())
    const phone = (await unwrap(profile(customer))).phone
    const userId = await userIdOf(db(), phone)
    await db().update(t.users).set({ name: 'نام تازه' }).where(eq(t.users.id, userId))
    expect((await unwrap(profile(customer))).name).toBe('نام تازه')
    await db().delete(t.sessions).where(eq(t.sessions.userId, userId))
    expect((await profile(customer)).response.status).toBe(401)
  })

  it("follows a seller's roles, the store's owner and its removal at the next request", async () => {
    const own = await makeStore(db())
    const [owner] = await db().select({ phone: t.users.phone }).from(t.users).where(eq(t.users.id, own.ownerId))
    const c = await signIn(server(), owner.phone)
    const listOwn = () => c.api.GET('/products/', { params: { query: { store_id: own.id } as never } })
    expect((await listOwn()).response.status).toBe(200)
    expect((await listOwn()).response.status).toBe(200)
    await db()
      .update(t.users)
      .set({ roles: ['customer'] })
      .where(eq(t.users.id, own.ownerId))
    expect((await listOwn()).response.status).toBe(403)
    await db()
      .update(t.users)
      .set({ roles: ['customer', 'provider'] })
      .where(eq(t.users.id, own.ownerId))
    expect((await listOwn()).response.status).toBe(200)
    // Given to another seller: this one no longer sees it.
    await db().update(t.stores).set({ ownerId: store.ownerId }).where(eq(t.stores.id, own.id))
    expect((await listOwn()).response.status).toBe(404)
    await db().update(t.stores).set({ ownerId: own.ownerId }).where(eq(t.stores.id, own.id))
    expect((await listOwn()).response.status).toBe(200)
    await db().update(t.stores).set({ deletedAt: new Date() }).where(eq(t.stores.id, own.id))
    expect((await listOwn()).response.status).toBe(404)
  })

  it('shows an offer changed in the database at the next request, on every page and filter', async () => {
    const offer = await makeOffer(db(), store.id, 100_000, 5)
    const item = async (query: Record<string, unknown> = {}) =>
      (await unwrap(list(seller, query))).items.find((i) => i.id === offer.productId)
    expect(await item()).toMatchObject({ price: 100_000, stock: 5 })
    expect(await item({ search: offer.name })).toMatchObject({ stock: 5 })
    await db().execute(sql`update offers set stock = 0, price = 90000 where id = ${offer.offerId}`)
    expect(await item()).toMatchObject({ price: 90_000, stock: 0 })
    expect(await item({ search: offer.name })).toMatchObject({ price: 90_000, stock: 0 })
    expect(await item({ in_stock_only: true })).toBeUndefined()
    await db().execute(sql`update offers set deleted_at = now() where id = ${offer.offerId}`)
    expect(await item()).toBeUndefined()
    const page = await unwrap(list(seller))
    const [live] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from offers where store_id = ${store.id} and deleted_at is null`,
    )
    expect(page.total).toBe(live.n)
  })

  it('reads the database while the channel is down, and keeps rows again once it is back', async () => {
    if (server().kind !== 'postgres') return // PGlite delivers its notifications in process: no connection to lose
    const customer = await signIn(server())
    const phone = (await unwrap(profile(customer))).phone
    const channel = rowsChannelOf(db())
    expect(channel).toBeDefined()
    const [killed] = await queryRows<{ n: number }>(
      db(),
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = current_database() and application_name = 'rasteh-rasteh_rows'`,
    )
    expect(killed.n).toBe(1)
    // Revoked while nobody listens: no message reaches this process, yet the next request refuses it.
    await db()
      .update(t.sessions)
      .set({ revokedAt: new Date() })
      .where(eq(t.sessions.userId, await userIdOf(db(), phone)))
    expect((await profile(customer)).response.status).toBe(401)
    // Back within the first retry (500 ms): kept again, and a revocation is still seen at once.
    await expect.poll(() => channel?.fresh(), { timeout: 5_000, interval: 100 }).toBe(true)
    const other = await signIn(server())
    expect((await profile(other)).response.status).toBe(200)
    await db()
      .update(t.sessions)
      .set({ revokedAt: new Date() })
      .where(eq(t.sessions.userId, await userIdOf(db(), (await unwrap(profile(other))).phone)))
    expect((await profile(other)).response.status).toBe(401)
  })
})
