import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { PAYOUT_PAGE_SIZE, payoutsQueryOptions, type StorePayout } from '#api/finance'
import { formatDate, toPersianDigits } from '#lib/fa'
import { BidiText } from '#ui/bidi-text'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import { Pagination } from '#ui/pagination'
import * as Card from '#ui/panel/card'
import { skipOf } from '#ui/panel/data-table/table-search'
import { useTableSearch } from '#ui/panel/data-table/use-table-search'
import { Toman } from '#ui/price'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { PayoutStatusBadge } from '#views/panel/payout-status'
import type { FinanceSearch } from './finance-search'

const list = css({ display: 'grid', gap: '2', listStyle: 'none', p: 0, m: 0 })
const item = css({
  display: 'grid',
  gap: '1',
  gridTemplateColumns: { base: '1fr auto', md: '1fr auto auto' },
  alignItems: 'center',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: 0 },
})
const muted = css({ fontSize: 'xs', color: 'fg.muted' })

// The Sheba and the bank's reference keep the bank's Latin digits, each isolated left to right
// (lib/bidi.ts) so the Persian line around them does not reorder them.
function PayoutRow({ payout }: { payout: StorePayout }) {
  return (
    <li className={item}>
      <div className={css({ display: 'grid', gap: '0.5' })}>
        <Toman value={payout.amount} />
        <span className={muted}>
          {`تسویهٔ ${toPersianDigits(payout.run_id)}، ${formatDate(payout.decided_at ?? payout.created_at)}`}
        </span>
        <span className={muted}>
          {'شبا: '}
          <BidiText text={payout.sheba} />
        </span>
        {payout.reference ? (
          <span className={muted}>
            {'شمارهٔ پیگیری بانک: '}
            <BidiText text={payout.reference} />
          </span>
        ) : null}
        {payout.failure_reason ? (
          <span className={css({ fontSize: 'xs', color: 'danger.default' })}>{payout.failure_reason}</span>
        ) : null}
      </div>
      <PayoutStatusBadge status={payout.status} reader="seller" />
    </li>
  )
}

/** The store's payouts, newest first: amount, run and day, the Sheba and the bank's reference. */
export function PayoutsSection({ storeId }: { storeId: number }) {
  const { search, update } = useTableSearch<FinanceSearch>()
  const query = useQuery(payoutsQueryOptions(storeId, skipOf(search.payouts, PAYOUT_PAGE_SIZE)))
  return (
    <Card.Root aria-labelledby="payouts-title">
      <Card.Header>
        <Card.Title id="payouts-title">تسویه‌ها</Card.Title>
      </Card.Header>
      <Card.Body>
        {query.data ? (
          query.data.items.length === 0 ? (
            <EmptyState
              title="هنوز تسویه‌ای انجام نشده است"
              description="مبلغ قابل تسویه در تسویهٔ بعدی به شبای شما واریز می‌شود."
            />
          ) : (
            <>
              <ul className={list}>
                {query.data.items.map((payout) => (
                  <PayoutRow key={payout.id} payout={payout} />
                ))}
              </ul>
              <Pagination
                page={search.payouts ?? 1}
                totalPages={Math.max(1, Math.ceil(query.data.total / PAYOUT_PAGE_SIZE))}
                onPageChange={(next) => update({ payouts: next > 1 ? next : undefined, page: search.page })}
              />
            </>
          )
        ) : query.error ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <SkeletonGroup>
            <Skeleton className={css({ h: '16', borderRadius: 'card' })} />
          </SkeletonGroup>
        )}
      </Card.Body>
    </Card.Root>
  )
}
