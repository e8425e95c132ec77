// STAND-IN until the refunds module's runPendingRefunds(db, gateway) is merged: after a received
// return commits, its refund (status pending, method gateway) is asked of the gateway once here.
// A refund the gateway refuses or cannot be reached for stays pending, with the error, for the
// refunds module's worker to retry. Swap the body for `runPendingRefunds(db, gateway)`.
import { sql } from 'drizzle-orm'
import type { PaymentGateway } from '../../adapters/payment/gateway'
import type { Db } from '../../db/client'
import { queryRows } from '../../db/rows'
import { inTransaction } from '../../db/transaction'

export async function runReturnRefund(db: Db, gateway: PaymentGateway, refundId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    // skip locked: a refund another request is already asking about is left to it.
    const [due] = await queryRows<{ amount: number; authority: string; reference: string | null }>(
      tx,
      sql`select f.amount, p.authority, p.reference from refunds f
        join orders o on o.id = f.order_id
        join payments p on p.purchase_id = o.purchase_id and p.status = 'paid'
        where f.id = ${refundId} and f.status = 'pending' and f.method = 'gateway'
        order by p.id desc limit 1 for update of f skip locked`,
    )
    if (!due) return
    try {
      const done = await gateway.refund({ authority: due.authority, reference: due.reference }, Number(due.amount))
      await tx.execute(sql`update refunds set status = 'done', reference = ${done.reference}, done_at = now(),
        attempts = attempts + 1, last_error = null where id = ${refundId}`)
    } catch (error) {
      await tx.execute(sql`update refunds set attempts = attempts + 1, last_error = ${String((error as Error).message)}
        where id = ${refundId}`)
    }
  })
}
