// The admins' removal of one curated item (DELETE /admins/homepage/resources/{id}): gone from the
// platform's (or a store's) homepage on the next read, written to the admin audit log with what it
// was, a Persian 404 for an id that is not (or no longer) curated, and refused to non-admins.
import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { RESOURCE_NOT_FOUND } from '../../server/modules/homepage/curation'
import { makeOffer, makeStore } from './fixtures/shop'
import { signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn } from './harness'

describeEachDb('homepage removal', (server) => {
  const db = () => server().app.deps.db

  it('takes one item off the platform homepage, the home page follows, the audit log has it', async () => {
    const admin = await signInAdmin(server())
    const store = await makeStore(db())
    const [a, b] = [await makeOffer(db(), store.id, 120_000, 4), await makeOffer(db(), store.id, 90_000, 4)]
    const saved = await unwrap(
      admin.api.POST('/admins/homepage/resources/bulk-with-priorities', {
        body: [a, b].map((o, i) => ({
          resource_type: 'product' as const,
          resource_id: o.productId,
          priority: 9500 - i,
          store_id: null,
        })),
      }),
    )
    const home = async () =>
      (await unwrap(admin.api.GET('/homepage/', { params: { query: { limit: 50 } } }))).products
        .map((p) => p.id)
        .filter((id) => id === a.productId || id === b.productId)
    expect(await home()).toEqual([a.productId, b.productId])

    const removed = saved.items[0]
    const answer = await admin.api.DELETE('/admins/homepage/resources/{id}', { params: { path: { id: removed.id } } })
    expect(answer.response.status).toBe(204)
    expect(await home()).toEqual([b.productId])
    const rows = await db().select().from(t.homepageResources).where(eq(t.homepageResources.id, removed.id))
    expect(rows).toEqual([])

    const audit = await db()
      .select()
      .from(t.adminAudit)
      .where(and(eq(t.adminAudit.action, 'homepage.remove'), eq(t.adminAudit.targetType, 'homepage')))
    const entry = audit.find((e) => (e.details as { id?: number }).id === removed.id)
    expect(entry?.details).toEqual({ id: removed.id, resource_type: 'product', resource_id: a.productId })
    expect(entry?.targetId).toBeNull() // the platform's homepage

    // Again: it is no longer there, said in Persian.
    const again = await admin.api.DELETE('/admins/homepage/resources/{id}', { params: { path: { id: removed.id } } })
    expect(again.response.status).toBe(404)
    expect((again.error as { detail: string }).detail).toBe(RESOURCE_NOT_FOUND)
  })

  it('removes a store homepage item too, and refuses the store’s own seller (403)', async () => {
    const admin = await signInAdmin(server())
    const store = await makeStore(db())
    const offer = await makeOffer(db(), store.id, 50_000, 2)
    const [owner] = await db().select({ phone: t.users.phone }).from(t.users).where(eq(t.users.id, store.ownerId))
    const seller = await signIn(server(), owner.phone)
    const resource = await unwrap(
      seller.api.POST('/homepage/store/{store_id}/resources', {
        params: { path: { store_id: store.id } },
        body: { resource_type: 'product', resource_id: offer.productId, priority: 1 },
      }),
    )
    const refused = await seller.api.DELETE('/admins/homepage/resources/{id}', {
      params: { path: { id: resource.id } },
    })
    expect(refused.response.status).toBe(403)
    expect(await db().select().from(t.homepageResources).where(eq(t.homepageResources.id, resource.id))).toHaveLength(1)

    await unwrap(admin.api.DELETE('/admins/homepage/resources/{id}', { params: { path: { id: resource.id } } }))
    const page = await unwrap(admin.api.GET('/homepage/store/{store_id}', { params: { path: { store_id: store.id } } }))
    expect(page.products.map((p) => p.id)).not.toContain(offer.productId)
    const [entry] = await db()
      .select()
      .from(t.adminAudit)
      .where(and(eq(t.adminAudit.action, 'homepage.remove'), eq(t.adminAudit.targetId, store.id)))
    expect(entry.details).toMatchObject({ id: resource.id, resource_id: offer.productId })
  })
})
