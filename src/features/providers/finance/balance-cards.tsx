import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { FinanceSummary } from '#api/finance'
import { formatDate } from '#lib/fa'
import * as Card from '#ui/panel/card'
import { Toman } from '#ui/price'

const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
})
const title = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })
const figure = css({ fontSize: { base: 'lg', md: 'xl' } })
const note = css({ fontSize: 'xs', color: 'fg.muted' })

function Balance({ label, value, detail }: { label: string; value: number; detail?: ReactNode }) {
  return (
    <Card.Root size="sm" role="group" aria-label={label}>
      <Card.Body>
        <h2 className={title}>{label}</h2>
        <p className={figure}>
          <Toman value={Math.abs(value)} negative={value < 0} />
        </p>
        {detail ? <p className={note}>{detail}</p> : null}
      </Card.Body>
    </Card.Root>
  )
}

/**
 * The four balances, summed by the server from the ledger at `as_of`: waiting out the 7-day
 * return window, ready for the next settlement, in a payout not paid yet, paid; and what the store
 * owes the marketplace (cash-on-delivery commission), only when it owes something.
 */
export function BalanceCards({ summary }: { summary: FinanceSummary }) {
  return (
    <section aria-label="موجودی" className={css({ display: 'grid', gap: '3' })}>
      <div className={grid}>
        <Balance
          label="در انتظار"
          value={summary.pending}
          detail={
            summary.next_available_at
              ? `مهلت مرجوعی ۷ روزه؛ نخستین مبلغ ${formatDate(summary.next_available_at)} قابل تسویه می‌شود`
              : 'مهلت مرجوعی ۷ روزه پس از تحویل'
          }
        />
        <Balance label="قابل تسویه" value={summary.available} detail="در تسویهٔ بعدی واریز می‌شود" />
        <Balance label="در حال تسویه" value={summary.in_payout} detail="در فهرست واریز بانک" />
        <Balance label="تسویه‌شده" value={summary.paid} detail="به حساب شما واریز شده است" />
      </div>
      {summary.owed > 0 ? (
        <Card.Root size="sm" role="group" aria-label="بدهی">
          <Card.Body>
            <h2 className={title}>بدهی</h2>
            <p className={figure}>
              <Toman value={summary.owed} className={css({ color: 'danger.default' })} />
            </p>
            <p className={note}>کارمزد فروش‌های پرداخت در محل؛ از فروش‌های بعدی کم می‌شود.</p>
          </Card.Body>
        </Card.Root>
      ) : null}
    </section>
  )
}
