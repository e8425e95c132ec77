// The outbox (server/modules/notifications/outbox.ts): a notice per user and cause, once; its
// deliveries follow the user's preferences and the event's defaults.
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { queryRows } from '../../server/db/rows'
import { notify } from '../../server/modules/notifications/outbox'
import { describeEachDb, signIn } from './harness'

describeEachDb('notification outbox', (server) => {
  const profileId = async () => {
    const c = await signIn(server())
    const { data } = await c.api.GET('/auth/profile')
    return data?.id ?? 0
  }
  // What was queued, whatever became of it since: outside quiet hours the worker may have sent it
  // already (the SMS tests follow the sending).
  const deliveries = (userId: number) =>
    queryRows<{ cause: string; channel: string }>(
      server().app.deps.db,
      sql`select n.cause, d.channel from notification_deliveries d
        join notifications n on n.id = d.notification_id where n.user_id = ${userId} order by n.cause, d.channel`,
    )

  it('writes each cause once, with an SMS only where the event or the user asks for one', async () => {
    const { db } = server().app.deps
    const userId = await profileId()
    const shipped = {
      userId,
      event: 'order_shipped' as const,
      cause: 'order:9:shipped',
      title: 'ارسال شد',
      body: 'کد رهگیری: 12',
      link: '/orders/9',
    }
    const paid = {
      userId,
      event: 'order_paid' as const,
      cause: 'order:9:paid',
      title: 'پرداخت شد',
      body: '«سفارش»',
      link: '/orders/9',
    }
    await notify(db, [shipped, paid])
    await notify(db, [shipped]) // the same event again adds nothing
    const rows = await queryRows<{ cause: string; title: string }>(
      db,
      sql`select cause, title from notifications where user_id = ${userId} order by cause`,
    )
    expect(rows).toEqual([
      { cause: 'order:9:paid', title: 'پرداخت شد' },
      { cause: 'order:9:shipped', title: 'ارسال شد' },
    ])
    // no device subscribed: no push queued; SMS by default for a shipped parcel only
    expect(await deliveries(userId)).toEqual([{ cause: 'order:9:shipped', channel: 'sms' }])
  })

  it("follows the user's own choice over the event's default", async () => {
    const { db } = server().app.deps
    const userId = await profileId()
    await db.execute(sql`insert into notification_preferences (user_id, event, channel, enabled)
      values (${userId}, 'order_shipped', 'sms', false), (${userId}, 'order_paid', 'sms', true)`)
    await notify(db, [
      { userId, event: 'order_shipped', cause: 'order:1:shipped', title: 't', body: 'b', link: '/orders/1' },
      { userId, event: 'order_paid', cause: 'order:1:paid', title: 't', body: 'b', link: '/orders/1' },
    ])
    expect(await deliveries(userId)).toEqual([{ cause: 'order:1:paid', channel: 'sms' }])
  })
})
