// The inbox (issue 31) through the real server and SDK: a user's notices newest first with the
// bell's counts (also in the profile), the unread ones alone, one or all marked read; someone
// else's notice is not found and stays as it was. Preferences: one row per event the user can
// receive and channel, defaults where nothing was chosen; changes saved, refused with a Persian
// reason (nothing changed) for an event the user cannot receive or one that does not exist.
import { sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { type Schemas, unwrap } from '#sdk'
import { queryRows } from '../../server/db/rows'
import { EVENT_RULES } from '../../server/modules/notifications/events'
import { type Notice, notify } from '../../server/modules/notifications/outbox'
import { shopWithSeller } from './fixtures/reviews'
import { describeEachDb, signIn, type TestClient } from './harness'

describeEachDb('the inbox', (server) => {
  const db = () => server().app.deps.db
  let me: TestClient
  let myId: number
  let other: TestClient
  let otherId: number
  beforeAll(async () => {
    me = await signIn(server())
    other = await signIn(server())
    myId = (await unwrap(me.api.GET('/auth/profile'))).id
    otherId = (await unwrap(other.api.GET('/auth/profile'))).id
  })

  const notice = (userId: number, event: Notice['event'], n: number): Notice => ({
    userId,
    event,
    cause: `test:${crypto.randomUUID()}`,
    title: `اعلان ${n}`,
    body: `متن ${n}`,
    link: `/orders/${n}`,
  })
  const readAtOf = async (id: number) =>
    (await queryRows<{ read_at: Date | null }>(db(), sql`select read_at from notifications where id = ${id}`))[0]
      .read_at
  const list = (c: TestClient, query: { unread?: boolean; skip?: number; limit?: number } = {}) =>
    unwrap(c.api.GET('/notifications', { params: { query } }))

  it('lists newest first with the counts, the unread ones alone, and marks one and then all read', async () => {
    const c = await signIn(server())
    const id = (await unwrap(c.api.GET('/auth/profile'))).id
    await notify(db(), [notice(id, 'order_shipped', 1), notice(id, 'order_new', 2)])
    await notify(db(), [notice(id, 'order_new', 3)])
    expect((await unwrap(c.api.GET('/auth/profile'))).notices).toEqual({ unread: 3, new_orders: 2 })
    expect(await unwrap(c.api.GET('/notifications/counts'))).toEqual({ unread: 3, new_orders: 2 })

    const page = await list(c)
    expect(page.items.map((n) => n.link)).toEqual(['/orders/3', '/orders/2', '/orders/1'])
    expect(page).toMatchObject({ total: 3, skip: 0, limit: 20, counts: { unread: 3, new_orders: 2 } })
    expect(page.items[0]).toMatchObject({ event: 'order_new', body: 'متن 3', link: '/orders/3', read_at: null })
    expect(Date.parse(page.items[0].created_at)).toBeGreaterThan(Date.now() - 60_000)
    const second = await list(c, { skip: 1, limit: 1 })
    expect(second.items.map((n) => n.link)).toEqual(['/orders/2'])
    expect(second.total).toBe(3)

    const newest = page.items[0].id
    expect(await unwrap(c.api.POST('/notifications/{id}/read', { params: { path: { id: newest } } }))).toEqual({
      unread: 2,
      new_orders: 1,
    })
    const firstRead = await readAtOf(newest)
    expect(firstRead).not.toBeNull()
    // Again: harmless, and the first time it was read stays.
    expect(await unwrap(c.api.POST('/notifications/{id}/read', { params: { path: { id: newest } } }))).toEqual({
      unread: 2,
      new_orders: 1,
    })
    expect(await readAtOf(newest)).toEqual(firstRead)
    const unread = await list(c, { unread: true })
    expect(unread.items.map((n) => n.link)).toEqual(['/orders/2', '/orders/1'])
    expect(unread.total).toBe(2)
    expect((await list(c)).items[0].read_at).toEqual(expect.any(String))

    expect(await unwrap(c.api.POST('/notifications/read-all'))).toEqual({ unread: 0, new_orders: 0 })
    expect((await list(c, { unread: true })).items).toEqual([])
    expect((await unwrap(c.api.GET('/auth/profile'))).notices).toEqual({ unread: 0, new_orders: 0 })
    expect(await readAtOf(newest)).toEqual(firstRead) // read-all leaves the read ones as they were
  })

  it("answers 404 for someone else's notice (and one that does not exist), changing nothing", async () => {
    await notify(db(), [notice(otherId, 'order_paid', 7), notice(myId, 'order_paid', 8)])
    const [theirs] = (await list(other)).items
    const [mine] = (await list(me)).items
    for (const id of [theirs.id, 2_000_000_000, 3_000_000_000]) {
      const { response, error } = await me.api.POST('/notifications/{id}/read', { params: { path: { id } } })
      expect(response.status).toBe(404)
      expect(error).toEqual({ detail: 'اعلان یافت نشد' })
    }
    expect(await readAtOf(theirs.id)).toBeNull()
    await unwrap(me.api.POST('/notifications/read-all'))
    expect(await readAtOf(mine.id)).not.toBeNull()
    expect(await readAtOf(theirs.id)).toBeNull() // mine, all of them: never theirs
    expect((await list(me)).items.map((n) => n.id)).not.toContain(theirs.id)
    const bad = await me.api.POST('/notifications/{id}/read', { params: { path: { id: 0 } } })
    expect(bad.response.status).toBe(422)
    const visitor = await server().app.inject({ method: 'GET', url: '/api/v1/notifications' })
    expect(visitor.statusCode).toBe(401)
  })

  it("gives a customer the customer's events only, a seller both, each with its default", async () => {
    const prefs = await unwrap(me.api.GET('/notifications/preferences'))
    const customerEvents = Object.entries(EVENT_RULES)
      .filter(([, r]) => r.audience === 'customer')
      .map(([e]) => e)
    expect(new Set(prefs.items.map((p) => p.event))).toEqual(new Set(customerEvents))
    expect(prefs.items).toHaveLength(customerEvents.length * 2)
    expect(prefs.items).toContainEqual({ event: 'order_shipped', channel: 'sms', enabled: true, default: true })
    expect(prefs.items).toContainEqual({ event: 'order_paid', channel: 'sms', enabled: false, default: false })
    expect(prefs.items).toContainEqual({ event: 'order_paid', channel: 'push', enabled: true, default: true })

    const { seller } = await shopWithSeller(server())
    const theirs = await unwrap(seller.api.GET('/notifications/preferences'))
    expect(theirs.items).toHaveLength(Object.keys(EVENT_RULES).length * 2)
    expect(theirs.items).toContainEqual({ event: 'order_new', channel: 'sms', enabled: true, default: true })
  })

  it('saves changes (the others stay), the last word for a pair said twice', async () => {
    const c = await signIn(server())
    const put = (items: Schemas['NotificationPreferencesUpdate']['items']) =>
      unwrap(c.api.PUT('/notifications/preferences', { body: { items } }))
    const after = await put([
      { event: 'order_shipped', channel: 'sms', enabled: false },
      { event: 'order_paid', channel: 'push', enabled: true },
      { event: 'order_paid', channel: 'push', enabled: false },
    ])
    expect(after.items).toContainEqual({ event: 'order_shipped', channel: 'sms', enabled: false, default: true })
    expect(after.items).toContainEqual({ event: 'order_paid', channel: 'push', enabled: false, default: true })
    expect(after.items).toContainEqual({ event: 'order_shipped', channel: 'push', enabled: true, default: true })
    await put([{ event: 'order_shipped', channel: 'sms', enabled: true }])
    const again = await unwrap(c.api.GET('/notifications/preferences'))
    expect(again.items).toContainEqual({ event: 'order_shipped', channel: 'sms', enabled: true, default: true })
    expect(again.items).toContainEqual({ event: 'order_paid', channel: 'push', enabled: false, default: true })
  })

  it('refuses an event the user cannot receive, or one that does not exist, with nothing changed', async () => {
    const c = await signIn(server())
    const id = (await unwrap(c.api.GET('/auth/profile'))).id
    const rows = () =>
      queryRows(db(), sql`select event, channel, enabled from notification_preferences where user_id = ${id}`)
    const sellerOnly = await c.api.PUT('/notifications/preferences', {
      body: {
        items: [
          { event: 'order_paid', channel: 'sms', enabled: true },
          { event: 'order_new', channel: 'sms', enabled: false },
        ],
      },
    })
    expect(sellerOnly.response.status).toBe(422)
    expect(sellerOnly.error).toMatchObject({
      detail: 'این اعلان فقط برای فروشندگان است و برای حساب شما فرستاده نمی‌شود',
      errors: [{ field: 'body.items.1.event' }],
    })
    const unknown = await c.api.PUT('/notifications/preferences', {
      body: { items: [{ event: 'order_lost' as Schemas['NotificationEvent'], channel: 'sms', enabled: true }] },
    })
    expect(unknown.response.status).toBe(422)
    expect(typeof unknown.error?.detail).toBe('string')
    const badChannel = await c.api.PUT('/notifications/preferences', {
      body: { items: [{ event: 'order_paid', channel: 'email' as Schemas['NotificationChannel'], enabled: true }] },
    })
    expect(badChannel.response.status).toBe(422)
    const empty = await c.api.PUT('/notifications/preferences', { body: { items: [] } })
    expect(empty.response.status).toBe(422)
    expect(await rows()).toEqual([])
  })
})
