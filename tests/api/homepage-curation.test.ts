// Curating homepages: the admin's bulk write (all or nothing, in one transaction) and list for the
// global homepage and a store's; a seller's own store homepage (add, re-prioritise, remove) within
// the spec's homepage limit; and the public homepages following the new order on the next read.
import { and, eq, isNull } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import { HOMEPAGE_LIMIT } from '#sdk/rules/public-reads'
import * as t from '../../server/db/schema/index'
import { STORE_UNDER_REVIEW } from '../../server/modules/access'
import { ALREADY_ON_HOMEPAGE, overLimit } from '../../server/modules/homepage/curation'
import { makeOffer, makeStore } from './fixtures/shop'
import { fieldErrors, signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn } from './harness'

describeEachDb('homepage curation', (server) => {
  const db = () => server().app.deps.db
  const sellerOf = async (ownerId: number) => {
    const [u] = await db().select({ phone: t.users.phone }).from(t.users).where(eq(t.users.id, ownerId))
    return signIn(server(), u.phone)
  }
  const globalRows = () =>
    db()
      .select()
      .from(t.homepageResources)
      .where(and(isNull(t.homepageResources.storeId), eq(t.homepageResources.resourceType, 'product')))

  it('reorders the global homepage in one call, and the home page follows at once', async () => {
    const admin = await signInAdmin(server())
    const store = await makeStore(db())
    const [a, b, c] = [
      await makeOffer(db(), store.id, 100_000, 3),
      await makeOffer(db(), store.id, 200_000, 3),
      await makeOffer(db(), store.id, 300_000, 3),
    ]
    const before = (await globalRows()).length
    const set = (order: number[]) =>
      admin.api.POST('/admins/homepage/resources/bulk-with-priorities', {
        body: order.map((id, i) => ({
          resource_type: 'product' as const,
          resource_id: id,
          priority: 9000 - i,
          store_id: null,
        })),
      })
    const first = await unwrap(set([a.productId, b.productId, c.productId]))
    expect(first.items.map((r) => [r.resource_id, r.priority, r.store_id])).toEqual([
      [a.productId, 9000, null],
      [b.productId, 8999, null],
      [c.productId, 8998, null],
    ])
    const home = async () =>
      (await unwrap(admin.api.GET('/homepage/', { params: { query: { limit: 50 } } }))).products.map((p) => p.id)
    const mine = (ids: number[]) => ids.filter((id) => [a.productId, b.productId, c.productId].includes(id))
    expect(mine(await home())).toEqual([a.productId, b.productId, c.productId])

    await unwrap(set([c.productId, a.productId, b.productId]))
    expect(mine(await home())).toEqual([c.productId, a.productId, b.productId])
    // Re-prioritised, not added twice.
    expect((await globalRows()).length).toBe(before + 3)

    const listed = await unwrap(
      admin.api.GET('/admins/homepage/resources', { params: { query: { resource_type: 'product' } } }),
    )
    expect(
      listed.items
        .filter((r) => r.store_id === null)
        .slice(0, 3)
        .map((r) => r.resource_id),
    ).toEqual([c.productId, a.productId, b.productId])
  })

  it('changes nothing when one entry is bad (all or nothing)', async () => {
    const admin = await signInAdmin(server())
    const store = await makeStore(db())
    const a = await makeOffer(db(), store.id, 100_000, 3)
    await unwrap(
      admin.api.POST('/admins/homepage/resources/bulk-with-priorities', {
        body: [{ resource_type: 'product', resource_id: a.productId, priority: 10, store_id: null }],
      }),
    )
    const snapshot = await globalRows()
    const bad = await admin.api.POST('/admins/homepage/resources/bulk-with-priorities', {
      body: [
        { resource_type: 'product', resource_id: a.productId, priority: 99, store_id: null },
        { resource_type: 'bundle', resource_id: 2_000_000_000, priority: 98, store_id: null },
      ],
    })
    expect(bad.response.status).toBe(422)
    expect(fieldErrors(bad.error)[0].field).toBe('body.1.resource_id')
    expect(await globalRows()).toEqual(snapshot)
    const twice = await admin.api.POST('/admins/homepage/resources/bulk-with-priorities', {
      body: [
        { resource_type: 'product', resource_id: a.productId, priority: 1, store_id: null },
        { resource_type: 'product', resource_id: a.productId, priority: 2, store_id: null },
      ],
    })
    expect(twice.response.status).toBe(422)
    expect(await globalRows()).toEqual(snapshot)
    // A store's homepage takes only the store's own things.
    const other = await makeStore(db())
    const foreign = await admin.api.POST('/admins/homepage/resources/bulk-with-priorities', {
      body: [{ resource_type: 'product', resource_id: a.productId, priority: 1, store_id: other.id }],
    })
    expect(foreign.response.status).toBe(422)
    expect(await db().select().from(t.homepageResources).where(eq(t.homepageResources.storeId, other.id))).toEqual([])
  })

  it('lets a seller order its store homepage, up to the homepage limit, and the store page follows', async () => {
    const store = await makeStore(db())
    const seller = await sellerOf(store.ownerId)
    const offers = []
    for (let i = 0; i <= HOMEPAGE_LIMIT; i++) offers.push(await makeOffer(db(), store.id, 100_000 + i * 1000, 3))
    const path = { store_id: store.id }
    const add = (productId: number, priority: number) =>
      seller.api.POST('/homepage/store/{store_id}/resources', {
        params: { path },
        body: { resource_type: 'product', resource_id: productId, priority },
      })
    const first = await unwrap(add(offers[0].productId, 10))
    const second = await unwrap(add(offers[1].productId, 20))
    const page = async () =>
      (await unwrap(seller.api.GET('/homepage/store/{store_id}', { params: { path } }))).products.map((p) => p.id)
    expect(await page()).toEqual([offers[1].productId, offers[0].productId])

    await unwrap(
      seller.api.PATCH('/homepage/store/{store_id}/resources/{id}', {
        params: { path: { ...path, id: first.id } },
        body: { priority: 30 },
      }),
    )
    expect(await page()).toEqual([offers[0].productId, offers[1].productId])

    const again = await add(offers[0].productId, 5)
    expect(again.response.status).toBe(409)
    expect((again.error as { detail: string }).detail).toBe(ALREADY_ON_HOMEPAGE)

    for (let i = 2; i < HOMEPAGE_LIMIT; i++) await unwrap(add(offers[i].productId, i))
    const sixth = await add(offers[HOMEPAGE_LIMIT].productId, 1)
    expect(sixth.response.status).toBe(422)
    expect((sixth.error as { detail: string }).detail).toBe(overLimit('product'))
    const rows = await db().select().from(t.homepageResources).where(eq(t.homepageResources.storeId, store.id))
    expect(rows.length).toBe(HOMEPAGE_LIMIT)

    const elsewhere = await makeStore(db())
    const foreign = await makeOffer(db(), elsewhere.id, 1_000, 1)
    await unwrap(
      seller.api.DELETE('/homepage/store/{store_id}/resources/{id}', { params: { path: { ...path, id: second.id } } }),
    )
    expect(await page()).not.toContain(offers[1].productId)
    const notMine = await add(foreign.productId, 1)
    expect(notMine.response.status).toBe(422)
    expect(fieldErrors(notMine.error)[0].field).toBe('body.resource_id')
  })

  it('locks an unverified store’s homepage (403) and refuses non-admins the curation calls (403)', async () => {
    const store = await makeStore(db(), undefined, false)
    const seller = await sellerOf(store.ownerId)
    const offer = await makeOffer(db(), store.id, 10_000, 1)
    const locked = await seller.api.POST('/homepage/store/{store_id}/resources', {
      params: { path: { store_id: store.id } },
      body: { resource_type: 'product', resource_id: offer.productId, priority: 1 },
    })
    expect(locked.response.status).toBe(403)
    expect((locked.error as { detail: string }).detail).toBe(STORE_UNDER_REVIEW)
    const bulk = await seller.api.POST('/admins/homepage/resources/bulk-with-priorities', {
      body: [{ resource_type: 'product', resource_id: offer.productId, priority: 1, store_id: store.id }],
    })
    expect(bulk.response.status).toBe(403)
    expect((await seller.api.GET('/admins/homepage/resources')).response.status).toBe(403)
    expect(await db().select().from(t.homepageResources).where(eq(t.homepageResources.storeId, store.id))).toEqual([])
  })
})
