// The admin's store review (issue 15): verify and unverify keep the admin's note in the audit log
// (who, when, what), the store's page lists it newest first, and the stores list counts the
// stores awaiting review for the sidebar's badge.
import { count, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { makeStore, userIdOf } from './fixtures/shop'
import { individualStore, signInAdmin } from './fixtures/stores'
import { describeEachDb, signIn } from './harness'

describeEachDb('admin: store review and the audit log', (server) => {
  const db = () => server().app.deps.db

  it('keeps the note of a verification and an unverification, newest first, with who did it', async () => {
    const admin = await signInAdmin(server())
    const adminPhone = (await unwrap(admin.api.GET('/auth/profile'))).phone
    const seller = await signIn(server())
    const store = await unwrap(seller.api.POST('/stores/individual', { body: individualStore() }))
    const path = { params: { path: { id: store.id } } }

    const verified = await unwrap(
      admin.api.POST('/stores/{id}/verify', { ...path, body: { note: 'مدارک هویتی بررسی شد' } }),
    )
    expect(verified.verified).toBe(true)
    // The same state again writes nothing.
    await unwrap(admin.api.POST('/stores/{id}/verify', { ...path, body: { note: 'دوباره' } }))
    await unwrap(admin.api.POST('/stores/{id}/unverify', { ...path, body: { note: 'شبا با نام مالک نمی‌خواند' } }))

    const rows = await db().select().from(t.adminAudit).where(eq(t.adminAudit.targetId, store.id))
    const mine = rows.filter((r) => r.targetType === 'store')
    expect(mine.map((r) => [r.action, r.note]).sort()).toEqual([
      ['store.unverify', 'شبا با نام مالک نمی‌خواند'],
      ['store.verify', 'مدارک هویتی بررسی شد'],
    ])
    expect(new Set(mine.map((r) => r.adminId))).toEqual(new Set([await userIdOf(db(), adminPhone)]))

    const log = await unwrap(admin.api.GET('/admins/store/{id}/audit', path))
    expect(log.total).toBe(2)
    expect(log.items.map((e) => e.action)).toEqual(['store.unverify', 'store.verify'])
    expect(log.items[0]).toMatchObject({ note: 'شبا با نام مالک نمی‌خواند', target_type: 'store', target_id: store.id })
    expect(log.items[0].admin?.phone).toBe(adminPhone)

    expect((await seller.api.GET('/admins/store/{id}/audit', path)).response.status).toBe(403)
    const missing = await admin.api.GET('/admins/store/{id}/audit', { params: { path: { id: 2_000_000_000 } } })
    expect(missing.response.status).toBe(404)
  })

  it("tells the seller why the store was unverified (the latest unverify's note) until it is verified again", async () => {
    const admin = await signInAdmin(server())
    const seller = await signIn(server())
    const store = await unwrap(seller.api.POST('/stores/individual', { body: individualStore() }))
    const path = { params: { path: { id: store.id } } }
    const mine = () => unwrap(seller.api.GET('/stores/by-id/{id}', path))
    // A new store under review: no reason, nobody took anything back.
    expect((await mine()).unverify_reason).toBeNull()

    await unwrap(admin.api.POST('/stores/{id}/verify', { ...path, body: { note: 'مدارک بررسی شد' } }))
    expect(await mine()).toMatchObject({ verified: true, unverify_reason: null })
    await unwrap(admin.api.POST('/stores/{id}/unverify', { ...path, body: { note: 'شبا با نام مالک نمی‌خواند' } }))
    expect(await mine()).toMatchObject({ verified: false, unverify_reason: 'شبا با نام مالک نمی‌خواند' })

    // Verified again, then unverified without a note: the old reason is not shown again.
    await unwrap(admin.api.POST('/stores/{id}/verify', path))
    expect((await mine()).unverify_reason).toBeNull()
    await unwrap(admin.api.POST('/stores/{id}/unverify', path))
    expect(await mine()).toMatchObject({ verified: false, unverify_reason: null })

    // Another seller's store stays a 404, reason or not.
    const other = await signIn(server())
    await unwrap(other.api.POST('/stores/individual', { body: individualStore() }))
    expect((await other.api.GET('/stores/by-id/{id}', path)).response.status).toBe(404)
  })

  it('verifies without a note (none kept) and refuses a note past 500 characters', async () => {
    const admin = await signInAdmin(server())
    const store = await makeStore(db(), undefined, false)
    const path = { params: { path: { id: store.id } } }
    const long = await admin.api.POST('/stores/{id}/verify', { ...path, body: { note: 'ب'.repeat(501) } })
    expect(long.response.status).toBe(422)
    expect((await db().select().from(t.stores).where(eq(t.stores.id, store.id)))[0].verified).toBe(false)
    await unwrap(admin.api.POST('/stores/{id}/verify', path))
    const [entry] = await db().select().from(t.adminAudit).where(eq(t.adminAudit.targetId, store.id))
    expect(entry).toMatchObject({ action: 'store.verify', note: null })
  })

  it('counts the stores awaiting review whatever the filters, and finds them newest first', async () => {
    const admin = await signInAdmin(server())
    const older = await makeStore(db(), undefined, false)
    const newer = await makeStore(db(), undefined, false)
    await makeStore(db(), undefined, true)
    const [{ n }] = await db().select({ n: count() }).from(t.stores).where(eq(t.stores.verified, false))
    const page = await unwrap(admin.api.GET('/stores/all', { params: { query: { verified: true, limit: 1 } } }))
    expect(page.awaiting_review).toBe(n)
    const awaiting = await unwrap(admin.api.GET('/stores/all', { params: { query: { verified: false } } }))
    const ids = awaiting.items.map((s) => s.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(awaiting.items.every((s) => !s.verified)).toBe(true)
  })
})
