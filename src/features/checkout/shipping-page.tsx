import { useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { ShippingMethod } from '#lib/shipping-rules'
import { selectedAddress } from '#lib/storage'
import { useDocumentTitle } from '#lib/use-document-title'
import { ErrorState } from '#ui/error-state'
import { AddressPicker } from './address-picker'
import type { CheckoutSearch } from './checkout-search'
import { CheckoutSkeleton } from './checkout-skeleton'
import { CheckoutSteps } from './checkout-steps'
import { pageGridClass } from './checkout-styles'
import { EmptyCart } from './empty-cart'
import { shipParam } from './selection'
import { ShippingSummary } from './shipping-summary'
import { StoreShippingCard } from './store-shipping-card'
import { useCheckoutData } from './use-checkout-data'

interface ShippingPageProps {
  search: CheckoutSearch
  onSearchChange: (next: CheckoutSearch) => void
}

/** /shipping: the delivery address, then a shipping method for each store of the cart. */
export function ShippingPage({ search, onSearchChange }: ShippingPageProps) {
  useDocumentTitle('نشانی و شیوه ارسال')
  const navigate = useNavigate()
  const data = useCheckoutData(search)

  if (data.state === 'pending') return <CheckoutSkeleton />
  if (data.state === 'error') return <ErrorState error={data.error} onRetry={data.retry} />
  if (!data.cart.items.length && !data.cart.bundles.length) return <EmptyCart />

  const { selection } = data

  function selectAddress(id: number) {
    selectedAddress.set(id)
    onSearchChange({ ...search, address: id })
  }

  function selectMethod(storeId: number, method: ShippingMethod) {
    onSearchChange({ ...search, ship: { ...shipParam(selection), [String(storeId)]: method } })
  }

  return (
    <div className={stack({ gap: '5' })}>
      <CheckoutSteps current="shipping" />
      <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>نشانی و شیوه ارسال</h1>
      <div className={pageGridClass}>
        <div className={stack({ gap: '4', minW: '0' })}>
          <AddressPicker
            addresses={data.addresses}
            selectedId={selection.address?.id ?? null}
            onSelect={selectAddress}
          />
          <section aria-labelledby="shipments-title" className={stack({ gap: '4' })}>
            <h2 id="shipments-title" className={css({ fontSize: { base: 'md', md: 'lg' }, fontWeight: 'bold' })}>
              مرسوله‌ها
              <span className={mutedText({ fontWeight: 'normal', ms: '2' })}>(هر فروشگاه جداگانه ارسال می‌کند)</span>
            </h2>
            {data.storesFailed ? <ErrorState title="بخشی از اطلاعات ارسال دریافت نشد" onRetry={data.retry} /> : null}
            {selection.groups.map((group) => (
              <StoreShippingCard key={group.store.id} group={group} onMethodChange={selectMethod} />
            ))}
          </section>
        </div>
        <ShippingSummary
          itemsTotal={data.cart.total}
          selection={selection}
          onContinue={() => {
            if (!selection.address) return
            void navigate({ to: '/checkout', search: { address: selection.address.id, ship: shipParam(selection) } })
          }}
        />
      </div>
    </div>
  )
}
