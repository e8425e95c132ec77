import { Portal } from '@ark-ui/react/portal'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { type OrderFinance, orderFinanceQueryOptions } from '#api/finance'
import { formatBp } from '#lib/basis-points'
import { formatNumber, toPersianDigits } from '#lib/fa'
import { BidiText } from '#ui/bidi-text'
import { Button } from '#ui/button'
import * as Dialog from '#ui/dialog'
import { ErrorState } from '#ui/error-state'
import { Toman } from '#ui/price'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'

const NOT_FROZEN = 'پس از پرداخت مشخص می‌شود'
const row = css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'baseline' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })
const list = css({ display: 'grid', gap: '1.5', m: 0 })

/** A toman amount, a deduction with its minus sign, or the not-yet-paid note. */
function Money({ value, deduction = false }: { value: number | null; deduction?: boolean }) {
  if (value === null) return <span className={muted}>{NOT_FROZEN}</span>
  return <Toman value={value} negative={deduction && value > 0} />
}

function Line({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={row} style={strong ? { fontWeight: 600 } : undefined}>
      <dt>{label}</dt>
      <dd className={css({ m: 0 })}>{children}</dd>
    </div>
  )
}

function Breakdown({ finance }: { finance: OrderFinance }) {
  const { totals } = finance
  const cod = finance.payment_method === 'cod'
  const shipping = (
    <Line label={cod ? 'هزینهٔ ارسال (گرفته‌شده از خریدار)' : 'هزینهٔ ارسال'}>
      <Toman value={totals.shipping} />
    </Line>
  )
  return (
    <div className={stack({ gap: '4' })}>
      {finance.items.map((item) => (
        <section key={item.order_item_id} aria-label={item.name} className={stack({ gap: '1.5' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>
            <BidiText text={item.name} />
            {item.quantity > 1 ? <span className={muted}>{` (${formatNumber(item.quantity)} عدد)`}</span> : null}
          </h3>
          <dl className={list}>
            <Line label="قیمت">
              <Money value={item.gross} />
            </Line>
            <Line label="تخفیف">
              <Money value={item.discount} deduction />
            </Line>
            <Line label={item.rate_bp === null ? 'کارمزد' : `کارمزد (${formatBp(item.rate_bp)})`}>
              <Money value={item.commission} deduction />
            </Line>
            <Line label="خالص">
              <Money value={item.net} />
            </Line>
          </dl>
        </section>
      ))}
      <section
        aria-label="جمع سفارش"
        className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '3' })}
      >
        <dl className={list}>
          <Line label="جمع قیمت">
            <Money value={totals.gross} />
          </Line>
          <Line label="جمع تخفیف">
            <Money value={totals.discount} deduction />
          </Line>
          <Line label="جمع کارمزد">
            <Money value={totals.commission} deduction />
          </Line>
          {cod ? null : shipping}
          <Line label="خالص سهم شما" strong>
            <Money value={totals.net} />
          </Line>
          {/* Cash on delivery: the fee is not in the net (the store took it at the door), so it follows the sum. */}
          {cod ? shipping : null}
        </dl>
        {cod ? (
          <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '2' })}>
            پرداخت در محل: مبلغ سفارش و هزینهٔ ارسال را خودتان از خریدار گرفته‌اید؛ کارمزد به‌عنوان بدهی ثبت می‌شود.
          </p>
        ) : null}
      </section>
    </div>
  )
}

/** One order's money as frozen when it was paid, in a dialog over the ledger. */
export function OrderBreakdownDialog({
  storeId,
  orderId,
  onClose,
}: {
  storeId: number
  orderId: number
  onClose: () => void
}) {
  const query = useQuery(orderFinanceQueryOptions(storeId, orderId))
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={stack({ maxH: '90dvh', overflowY: 'auto', gap: '3' })}>
            <Dialog.Title>{`ریز مبلغ سفارش ${toPersianDigits(orderId)}`}</Dialog.Title>
            {query.data ? (
              <Breakdown finance={query.data} />
            ) : query.error ? (
              <ErrorState error={query.error} onRetry={() => void query.refetch()} />
            ) : (
              <SkeletonGroup>
                <Skeleton className={css({ h: '40', borderRadius: 'card' })} />
              </SkeletonGroup>
            )}
            <Dialog.Footer>
              {/* A plain button: the kit's CloseTrigger is the corner's ✕, placed at the top. */}
              <Button variant="outline" onClick={onClose}>
                بستن
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
