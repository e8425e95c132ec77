import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { type StorePayout, storePayoutsQueryOptions } from '#api/finance'
import { formatDate, toPersianDigits } from '#lib/fa'
import { BidiText } from '#ui/bidi-text'
import * as Card from '#ui/panel/card'
import { CardList } from '#ui/panel/card-list'
import { Toman } from '#ui/price'
import { PayoutStatusBadge } from '#views/panel/payout-status'

const facts = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '1 3',
  fontSize: 'sm',
  m: 0,
  '& dt': { color: 'fg.muted' },
  '& dd': { m: 0 },
})
/** A code the bank gave or reads: Latin digits, left to right, never broken across lines. */
const code = (value: string) => (
  <span className={css({ whiteSpace: 'nowrap' })}>
    <BidiText text={value} />
  </span>
)

function PayoutCard({ payout }: { payout: StorePayout }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>{`تسویهٔ ${formatDate(payout.created_at)}`}</h3>
          <PayoutStatusBadge status={payout.status} />
        </div>
        <dl className={facts}>
          <dt>مبلغ</dt>
          <dd>
            <Toman value={payout.amount} />
          </dd>
          <dt>شبا</dt>
          <dd>{code(payout.sheba)}</dd>
          {payout.reference ? (
            <>
              <dt>شمارهٔ پیگیری بانک</dt>
              <dd>{code(payout.reference)}</dd>
            </>
          ) : null}
          {payout.decided_at ? (
            <>
              <dt>{payout.status === 'failed' ? 'تاریخ ناموفق شدن' : 'تاریخ واریز'}</dt>
              <dd>{formatDate(payout.decided_at)}</dd>
            </>
          ) : null}
          {payout.failure_reason ? (
            <>
              <dt>علت</dt>
              <dd>{payout.failure_reason}</dd>
            </>
          ) : null}
          <dt>دورهٔ تسویه</dt>
          <dd>{toPersianDigits(payout.run_id)}</dd>
        </dl>
      </Card.Body>
    </Card.Root>
  )
}

/** The store's payouts, newest first: what was sent to its Sheba and the bank's reference. */
export function PayoutsList({ storeId }: { storeId: number }) {
  const query = useQuery(storePayoutsQueryOptions(storeId))
  return (
    <section aria-labelledby="payouts-title" className={css({ display: 'grid', gap: '2' })}>
      <h2 id="payouts-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        تسویه‌ها
      </h2>
      <CardList
        label="تسویه‌های فروشگاه"
        rows={query.data?.items}
        rowKey={(p) => p.id}
        renderRow={(p) => <PayoutCard payout={p} />}
        total={query.data?.total ?? 0}
        pageSize={50}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={{
          title: 'هنوز تسویه‌ای انجام نشده است',
          description: 'مبلغ قابل تسویه در دورهٔ بعدی به شبای فروشگاه واریز می‌شود.',
        }}
      />
    </section>
  )
}
