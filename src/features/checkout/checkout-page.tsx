import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { useDocumentTitle } from '#lib/use-document-title'
import { buttonClass } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import { CheckoutForm } from './checkout-form'
import type { CheckoutSearch } from './checkout-search'
import { CheckoutSkeleton } from './checkout-skeleton'
import { CheckoutSteps } from './checkout-steps'
import { EmptyCart } from './empty-cart'
import { useCheckoutData } from './use-checkout-data'

/** /checkout: the last step, with the address and shipping chosen on /shipping (kept in the URL). */
export function CheckoutPage({ search }: { search: CheckoutSearch }) {
  useDocumentTitle('بازبینی و پرداخت')
  const data = useCheckoutData(search)

  if (data.state === 'pending') return <CheckoutSkeleton />
  if (data.state === 'error') return <ErrorState error={data.error} onRetry={data.retry} />
  if (!data.cart.items.length && !data.cart.bundles.length) return <EmptyCart />

  const { selection } = data
  const needsChoices = !selection.address || selection.groups.some((group) => !group.option)

  return (
    <div className={stack({ gap: '5' })}>
      <CheckoutSteps current="checkout" />
      <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>بازبینی و پرداخت</h1>
      {needsChoices ? (
        <EmptyState
          title="نشانی و شیوه ارسال کامل نیست"
          description="پیش از پرداخت، نشانی تحویل و شیوه ارسال هر فروشگاه را انتخاب کنید."
          action={
            <Link to="/shipping" search={search} className={buttonClass()}>
              انتخاب نشانی و شیوه ارسال
            </Link>
          }
        />
      ) : (
        <CheckoutForm cart={data.cart} selection={selection} search={search} />
      )}
    </div>
  )
}
