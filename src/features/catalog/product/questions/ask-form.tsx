import { Link, useLocation } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { useAskQuestion } from '#api/questions'
import { toPersianDigits } from '#lib/fa'
import { useLoggedIn } from '#lib/session/use-session'
import { toast } from '#lib/toast'
import { buttonClass } from '#ui/button'
import { TrustTextForm } from '../trust/trust-text-form'

const box = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '5' },
})

/** Ask about the product (signed in): the question waits for an admin before it is shown. */
export function AskForm({ productId }: { productId: number }) {
  const loggedIn = useLoggedIn()
  const location = useLocation()
  const ask = useAskQuestion(productId)
  if (!loggedIn) {
    return (
      <div
        className={cx(
          css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' }),
          box,
        )}
      >
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          پرسشی دربارهٔ این کالا دارید؟ برای پرسیدن وارد حساب خود شوید.
        </p>
        <Link
          to="/login"
          search={{ returnTo: `${location.pathname}#questions` }}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          ورود و ثبت پرسش
        </Link>
      </div>
    )
  }
  return (
    <TrustTextForm
      what="پرسش"
      label="پرسش شما دربارهٔ این کالا"
      placeholder="مثلاً: آیا این گوشی از دو سیم‌کارت پشتیبانی می‌کند؟"
      helper={<>پرسش شما پس از بررسی منتشر می‌شود. حداکثر {toPersianDigits(1000)} نویسه.</>}
      submitLabel="ثبت پرسش"
      offlineText="برای ثبت پرسش به اینترنت وصل شوید."
      className={stack({ gap: '3', maxW: '3xl' })}
      onSubmit={async (body) => {
        await ask.mutateAsync(body)
        toast({
          title: 'پرسش شما ثبت شد',
          description: 'پس از بررسی منتشر می‌شود و فروشندگان و خریداران به آن پاسخ می‌دهند.',
          variant: 'success',
        })
      }}
    />
  )
}
