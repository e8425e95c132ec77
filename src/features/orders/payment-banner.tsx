import { css, cx } from 'styled-system/css'

export type PaymentResult = 'success' | 'failed'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  borderRadius: 'card',
  borderWidth: '1px',
})

/** What the gateway said, from `?payment=success|failed` on the way back. */
export function PaymentBanner({ result }: { result: PaymentResult }) {
  if (result === 'success') {
    return (
      <div role="status" className={cx(box, css({ bg: 'success.subtle', borderColor: 'success.default' }))}>
        <p className={css({ fontWeight: 'bold', color: 'success.default' })}>پرداخت با موفقیت انجام شد</p>
        <p className={css({ fontSize: 'sm' })}>سفارش شما ثبت شد و فروشگاه به‌زودی آن را آماده می‌کند.</p>
      </div>
    )
  }
  return (
    <div role="alert" className={cx(box, css({ bg: 'danger.subtle', borderColor: 'danger.default' }))}>
      <p className={css({ fontWeight: 'bold', color: 'danger.default' })}>پرداخت ناموفق بود</p>
      <p className={css({ fontSize: 'sm' })}>
        اگر مبلغی از حساب شما کم شده است، حداکثر تا ۷۲ ساعت به حساب‌تان بازمی‌گردد. تا پیش از پایان مهلت پرداخت می‌توانید
        دوباره پرداخت کنید.
      </p>
    </div>
  )
}
