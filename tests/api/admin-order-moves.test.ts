// An admin moves any store's order (issue 15 "the same status moves as the seller's, recorded as
// the admin's"): the history names the admin as the actor, the move is in the admin audit log in
// the same transaction, and a refused move leaves neither a history line nor an audit entry.
import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { unwrap } from '#sdk'
import * as t from '../../server/db/schema/index'
import { addRole, findOrCreate } from '../../server/modules/auth/users'
import { key, sellerDesk } from './fixtures/seller-desk'
import { describeEachDb, nextPhone, signIn, type TestClient } from './harness'

describeEachDb('admin order moves', (server) => {
  const { db, move, newOrder, stockOf } = sellerDesk(server)
  const auditOf = (orderId: number) =>
    db()
      .select()
      .from(t.adminAudit)
      .where(and(eq(t.adminAudit.targetType, 'order'), eq(t.adminAudit.targetId, orderId)))
      .orderBy(t.adminAudit.id)
  const newAdmin = async (): Promise<{ client: TestClient; id: number }> => {
    const phone = nextPhone()
    const { user } = await findOrCreate(db(), phone)
    await addRole(db(), user.id, 'admin')
    return { client: await signIn(server(), phone), id: user.id }
  }

  it('moves a store order as the admin, and logs each move', async () => {
    const admin = await newAdmin()
    const { order } = await newOrder('online', 2)
    // Another store's order: the admin names the order's own store, as the admin's page does.
    const asAdmin = (change: Parameters<typeof move>[1]) => move(order.id, change, key(), admin.client, order.store.id)
    await unwrap(asAdmin({ status: 'paid' }))
    await unwrap(asAdmin({ status: 'processing', note: 'پیگیری از طرف پشتیبانی' }))
    const shipped = await unwrap(asAdmin({ status: 'shipped', tracking_code: 'PST-4455' }))
    expect(shipped.status_history.map((e) => [e.status, e.by])).toEqual([
      ['pending_payment', 'store'],
      ['paid', 'admin'],
      ['processing', 'admin'],
      ['shipped', 'admin'],
    ])
    expect(shipped.shipping.tracking_code).toBe('PST-4455')
    const audit = await auditOf(order.id)
    expect(audit.map((a) => [a.adminId, a.action, a.details])).toEqual([
      [admin.id, 'order.status', { status: 'paid' }],
      [admin.id, 'order.status', { status: 'processing' }],
      [admin.id, 'order.status', { status: 'shipped', tracking_code: 'PST-4455' }],
    ])
    expect(audit[1].note).toBe('پیگیری از طرف پشتیبانی')
  })

  it('refuses what the seller is refused, and logs nothing for a refusal or a repeat', async () => {
    const admin = await newAdmin()
    const { order } = await newOrder('online')
    const asAdmin = (change: Parameters<typeof move>[1]) => move(order.id, change, {}, admin.client)
    const early = await asAdmin({ status: 'shipped', tracking_code: 'PST-1234' })
    expect(early.response.status).toBe(409)
    expect(early.error).toMatchObject({ detail: expect.stringContaining('نمی‌توان') })
    await unwrap(asAdmin({ status: 'paid' }))
    await unwrap(asAdmin({ status: 'processing' }))
    const bare = await asAdmin({ status: 'shipped' })
    expect(bare.response.status).toBe(422)
    await unwrap(asAdmin({ status: 'processing' })) // the current status again: harmless
    expect((await auditOf(order.id)).map((a) => a.details)).toEqual([{ status: 'paid' }, { status: 'processing' }])
  })

  it('gives the stock back on an admin cancel; a seller move leaves no audit entry', async () => {
    const admin = await newAdmin()
    const { offer, order } = await newOrder('cod', 3)
    await unwrap(move(order.id, { status: 'processing' })) // the seller
    expect(await stockOf(offer.offerId)).toBe(7)
    const cancelled = await unwrap(move(order.id, { status: 'cancelled', note: 'درخواست مشتری' }, {}, admin.client))
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.status_history.at(-1)).toMatchObject({ status: 'cancelled', by: 'admin', note: 'درخواست مشتری' })
    expect(await stockOf(offer.offerId)).toBe(10)
    const audit = await auditOf(order.id)
    expect(audit.map((a) => a.details)).toEqual([{ status: 'cancelled' }])
    const [row] = await db().select().from(t.orders).where(eq(t.orders.id, order.id))
    expect(row.status).toBe('cancelled')
  })
})
