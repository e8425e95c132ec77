import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { type Cart, discountCheckQueryOptions } from '#api/cart/cart'
import { validationMessage } from '#lib/form-schemas'
import { useOnline } from '#lib/use-online'
import { buttonClass } from '#ui/button'
import { noteSchema } from './checkout-schemas'
import type { CheckoutSearch } from './checkout-search'
import { CheckoutShipments } from './checkout-shipments'
import { pageGridClass } from './checkout-styles'
import { CheckoutSummary } from './checkout-summary'
import { DiscountCodeForm } from './discount-code-form'
import { NoteField } from './note-field'
import { type PaymentMethod, PaymentMethodPicker } from './payment-method-picker'
import type { Selection } from './selection'
import { type OrderCreate, usePlaceOrder } from './use-place-order'

interface CheckoutFormProps {
  cart: Cart
  selection: Selection
  search: CheckoutSearch
}

/** /checkout once the cart and the choices are known: review, code, payment, note and submit. */
export function CheckoutForm({ cart, selection, search }: CheckoutFormProps) {
  const online = useOnline()
  const [applied, setApplied] = useState<string | null>(null)
  const check = useQuery({
    ...discountCheckQueryOptions(cart.id, applied ?? '', cart.total),
    enabled: applied !== null,
  })
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('online')
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | null>(null)
  const { placeOrder, pending, leaving, error } = usePlaceOrder()

  const codAllowed = selection.noCodStores.length === 0 && selection.groups.every((group) => group.shipping)
  const paymentMethod = chosenMethod === 'cod' && !codAllowed ? 'online' : chosenMethod
  const code = applied && check.data?.applies ? check.data : null

  function submit() {
    const message = validationMessage(noteSchema, note)
    setNoteError(message)
    if (message || !selection.address) return
    const body: OrderCreate = {
      address_id: selection.address.id,
      shipping: selection.groups.flatMap((group) =>
        group.method ? [{ store_id: group.store.id, method: group.method }] : [],
      ),
      payment_method: paymentMethod,
      ...(code ? { discount_code: code.code } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    }
    placeOrder(body)
  }

  return (
    <div className={pageGridClass}>
      <div className={stack({ gap: '4', minW: '0' })}>
        {selection.blocked ? (
          <div
            role="alert"
            className={css({ bg: 'danger.subtle', color: 'danger.default', p: '4', borderRadius: 'card' })}
          >
            <p className={css({ mb: '3' })}>
              برخی کالاهای سبد موجود نیستند یا موجودی کافی ندارند. پیش از ثبت سفارش، سبد خرید را اصلاح کنید.
            </p>
            <Link to="/cart" className={buttonClass({ variant: 'outline', size: 'sm' })}>
              اصلاح سبد خرید
            </Link>
          </div>
        ) : null}
        <CheckoutShipments selection={selection} search={search} />
        <DiscountCodeForm applied={applied} check={check} onApply={setApplied} onRemove={() => setApplied(null)} />
        <PaymentMethodPicker value={paymentMethod} onChange={setChosenMethod} noCodStores={selection.noCodStores} />
        <NoteField value={note} onChange={setNote} error={noteError} />
      </div>
      <CheckoutSummary
        itemsTotal={cart.total}
        shippingTotal={selection.shippingTotal}
        discount={code?.discount_amount ?? 0}
        online={online}
        pending={pending}
        leaving={leaving}
        blocked={selection.blocked}
        error={error}
        onSubmit={submit}
      />
    </div>
  )
}
