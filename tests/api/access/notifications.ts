// Notifications (issue 31): a notice is its user's alone; marking someone else's read answers 404
// and leaves it unread. (The inbox's other calls take no id: each reads the caller's own.)
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { unwrap } from '#sdk'
import { queryRows } from '../../../server/db/rows'
import { notify } from '../../../server/modules/notifications/outbox'
import { accessArea } from './area'

export default accessArea({
  // A notice of the owner customer's order, made by the outbox as every notice is.
  setup: async ({ db, owner, w }) => {
    const me = await unwrap(owner.customer.api.GET('/auth/profile'))
    const cause = `access:${w.orderId}:shipped`
    await notify(db, [
      { userId: me.id, event: 'order_shipped', cause, title: 'ارسال شد', body: 'کد رهگیری: 1234', link: '/orders/1' },
    ])
    const [made] = await queryRows<{ id: number }>(
      db,
      sql`select id from notifications where user_id = ${me.id} and cause = ${cause}`,
    )
    return { noticeId: made.id }
  },
  cases: {
    markNotificationRead: {
      owner: 'customer',
      admin: false,
      call: (c, _w, x) => c.api.POST('/notifications/{id}/read', { params: { path: { id: x.noticeId } } }),
      intact: async (owner, _w, x) => {
        const page = await unwrap(owner.api.GET('/notifications', { params: { query: { unread: true } } }))
        expect(page.items.map((n) => n.id)).toContain(x.noticeId)
      },
    },
  },
})
