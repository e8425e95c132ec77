import { sql } from 'drizzle-orm'
import { queryRows } from '../../../server/db/rows'
import { accessArea } from './area'

// Issue 30: the customer's cancel and invoice of their own order, the Sheba of its owed refund;
// the admins' refunds desk.
export default accessArea({
  // An owed refund to pay by hand (written straight in: opening one goes through a cancel).
  setup: async ({ db, w }) => {
    const [refund] = await queryRows<{ id: number }>(
      db,
      sql`insert into refunds (order_id, reason, amount, method, status, sheba, account_name)
        values (${w.orderId}, 'cancel', 1000, 'sheba', 'owed', 'IR820540102680020817909002', 'مریم احمدی')
        returning id`,
    )
    return { refundId: refund.id }
  },
  cases: {
    getOrderInvoice: {
      owner: 'customer',
      admin: false,
      call: (c, w) => c.api.GET('/public/orders/{order_id}/invoice', { params: { path: { order_id: w.orderId } } }),
    },
    // The world's order waits for payment online: the owner passes access and is refused by the flow (409).
    cancelPublicOrder: {
      owner: 'customer',
      admin: false,
      call: (c, w) =>
        c.api.POST('/public/orders/{order_id}/cancel', { params: { path: { order_id: w.orderId } }, body: {} }),
    },
    // The setup's refund already has this Sheba: the owner giving it again is answered the same.
    setOrderRefundSheba: {
      owner: 'customer',
      admin: false,
      call: (c, w) =>
        c.api.PUT('/public/orders/{order_id}/refund/sheba', {
          params: { path: { order_id: w.orderId } },
          body: { sheba: 'IR820540102680020817909002', account_name: 'مریم احمدی' },
        }),
    },
    markRefundPaid: {
      owner: 'customer',
      admin: true,
      adminOnly: true,
      call: (c, _w, x) =>
        c.api.PUT('/admins/refunds/{id}', { params: { path: { id: x.refundId } }, body: { reference: 'پایا-۱' } }),
    },
  },
})
