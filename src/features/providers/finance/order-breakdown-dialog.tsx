import { Portal } from '@ark-ui/react/portal'
import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { type OrderFinance, storeOrderFinanceQueryOptions } from '#api/finance'
import { toPersianDigits } from '#lib/fa'
import { formatPercent } from '#lib/format-percent'
import { Button } from '#ui/button'
import * as Dialog from '#ui/dialog'
import { ErrorState } from '#ui/error-state'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { SignedToman } from './ledger-labels'

const rows = css({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '1 4', fontSize: 'sm', m: 0 })
const item = css({ borderBottomWidth: '1px', borderColor: 'border.subtle', pb: '3' })
const NOT_YET = 'پس از پرداخت مشخص می‌شود'

/** A money line: «−» for a deduction, «—» while the order is not paid (its money not frozen yet). */
function Line({ label, value, deduct = false }: { label: string; value: number | null; deduct?: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={css({ m: 0 })}>{value === null ? NOT_YET : <SignedToman value={deduct ? -value : value} />}</dd>
    </>
  )
}

function Breakdown({ order }: { order: OrderFinance }) {
  const t = order.totals
  return (
    <div className={stack({ gap: '3' })}>
      {order.payment_method === 'cod' ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          پرداخت در محل: مبلغ را فروشگاه دریافت کرده است و کارمزد آن بدهی فروشگاه به راسته است.
        </p>
      ) : null}
      <ul className={stack({ gap: '3', listStyle: 'none', p: 0, m: 0 })} aria-label="اقلام سفارش">
        {order.items.map((it) => (
          <li key={it.order_item_id} className={item}>
            <p className={css({ fontWeight: 'semibold', mb: '1' })}>
              {it.name} <span className={css({ color: 'fg.muted' })}>{`× ${toPersianDigits(it.quantity)}`}</span>
            </p>
            <dl className={rows}>
              <Line label="مبلغ" value={it.gross} />
              <Line label="تخفیف" value={it.discount} deduct />
              <Line
                label={it.rate_bp === null ? 'کارمزد' : `کارمزد (${formatPercent(it.rate_bp / 100)})`}
                value={it.commission}
                deduct
              />
              <Line label="خالص" value={it.net} />
            </dl>
          </li>
        ))}
      </ul>
      <dl className={rows} aria-label="جمع سفارش">
        <Line label="جمع مبلغ" value={t.gross} />
        <Line label="جمع تخفیف" value={t.discount} deduct />
        <Line label="جمع کارمزد" value={t.commission} deduct />
        <Line label="هزینهٔ ارسال" value={order.shipping_fee} />
        <dt className={css({ fontWeight: 'bold' })}>خالص سهم فروشگاه</dt>
        <dd className={css({ m: 0, fontWeight: 'bold' })}>
          {t.net === null ? NOT_YET : <SignedToman value={t.net} />}
        </dd>
      </dl>
    </div>
  )
}

/** One order's money in a dialog: each item's price, discount, commission with its rate and net. */
export function OrderBreakdownDialog({
  storeId,
  orderId,
  onClose,
}: {
  storeId: number
  orderId: number | null
  onClose: () => void
}) {
  const query = useQuery({ ...storeOrderFinanceQueryOptions(storeId, orderId ?? 0), enabled: orderId !== null })
  return (
    <Dialog.Root open={orderId !== null} onOpenChange={(d) => (d.open ? null : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={stack({ maxH: '90dvh', overflowY: 'auto', gap: '3' })}>
            <Dialog.Title>{`ریز مبلغ سفارش ${toPersianDigits(orderId ?? 0)}`}</Dialog.Title>
            {query.data ? (
              <Breakdown order={query.data} />
            ) : query.error ? (
              <ErrorState error={query.error} onRetry={() => void query.refetch()} />
            ) : (
              <SkeletonGroup label="در حال بارگذاری ریز مبلغ">
                <Skeleton className={css({ h: '24' })} />
                <Skeleton className={css({ h: '16' })} />
              </SkeletonGroup>
            )}
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                بستن
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
