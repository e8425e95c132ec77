import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { dangerText, stack } from 'styled-system/patterns'
import { orderKeys, type PublicOrder, purchaseKeys } from '#api/orders'
import { useStartPayment } from '#api/payments'
import { toPersianDigits } from '#lib/fa'
import { useCountdown } from '#lib/use-countdown'
import { Button } from '#ui/button'

/** 754 → '۱۲:۳۴' */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return toPersianDigits(`${minutes}:${String(seconds % 60).padStart(2, '0')}`)
}

/**
 * An unpaid online order: «پرداخت» opens a new gateway attempt for its purchase, until the
 * purchase expires (15 minutes after checkout), counted down here.
 */
export function PayPanel({ order }: { order: PublicOrder }) {
  const queryClient = useQueryClient()
  const until = order.expires_at ? Date.parse(order.expires_at) : null
  const secondsLeft = useCountdown(until)
  const expired = until !== null && secondsLeft === 0
  const start = useStartPayment()

  // At the deadline the server cancels the order; ask for its new state.
  useEffect(() => {
    if (!expired) return
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) })
    void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
  }, [expired, queryClient, order.id])

  if (order.purchase_id === null) return null
  const purchaseId = order.purchase_id
  return (
    <section
      aria-labelledby="pay-title"
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        alignItems: { sm: 'center' },
        justifyContent: 'space-between',
        gap: '3',
        p: '4',
        borderRadius: 'card',
        borderWidth: '1px',
        borderColor: 'warning.default',
        bg: 'warning.subtle',
      })}
    >
      <div className={stack({ gap: '1' })}>
        <h2 id="pay-title" className={css({ fontWeight: 'bold' })}>
          این سفارش در انتظار پرداخت است
        </h2>
        {until === null ? null : expired ? (
          <p className={dangerText()}>مهلت پرداخت به پایان رسید.</p>
        ) : (
          <p className={css({ fontSize: 'sm' })}>
            مهلت پرداخت:{' '}
            <span role="timer" aria-live="off" className={css({ fontWeight: 'bold', fontFeatureSettings: '"tnum"' })}>
              {formatClock(secondsLeft)}
            </span>{' '}
            دقیقه؛ پس از آن سفارش لغو می‌شود.
          </p>
        )}
      </div>
      <Button
        size="lg"
        disabled={expired || start.isPending || start.isSuccess}
        onClick={() => start.mutate(purchaseId)}
      >
        {start.isPending || start.isSuccess ? 'در حال انتقال به درگاه...' : 'پرداخت'}
      </Button>
    </section>
  )
}
