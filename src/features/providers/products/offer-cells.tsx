import { Field as ArkField } from '@ark-ui/react/field'
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { baseOf, OfferConflictError, type OfferEdit, type OfferField } from '#api/seller-products/offer-edits'
import {
  invalidateSellerProducts,
  type Offer,
  offerEdit,
  sellerProductKeys,
  setOfferAvailability,
} from '#api/seller-products/seller-products'
import { errorDetail } from '#lib/errors'
import { newIdempotencyKey } from '#sdk'
import { NumberInput } from '#ui/panel/number-input'

const LABELS: Record<OfferField, string> = { price: 'قیمت', stock: 'موجودی' }

type SaveState = 'idle' | 'saving' | 'saved' | 'queued'
const STATE_TEXT: Record<SaveState, string> = {
  idle: '',
  saving: 'در حال ذخیره…',
  saved: 'ذخیره شد',
  queued: 'در صف ارسال',
}

/** The edits still waiting to be sent (offline, or restored after a reload), in the order made. */
export function useQueuedEdits(): OfferEdit[] {
  return useMutationState({
    filters: { mutationKey: sellerProductKeys.edit(), status: 'pending' },
    select: (mutation) => mutation.state.variables as OfferEdit,
  })
}

export interface OfferTarget {
  productId: number
  storeId: number
  name: string
  price: number
  stock: number
}

export const offerTarget = (offer: Offer): OfferTarget => ({
  productId: offer.product_id,
  storeId: offer.store_id,
  name: offer.product.name_fa,
  price: offer.price,
  stock: offer.stock,
})

/**
 * An offer's price or stock, edited in place: the change is sent when the field is left (or on
 * Enter), based on the value the seller saw, and the field says where it stands (saving, saved,
 * queued offline, or why not) in a polite live region. A minus sign or an empty price is refused
 * with a message and sends nothing (neither becomes a silently different number).
 */
export function OfferValueInput({
  offer,
  field,
  queued,
  label: visibleLabel,
}: {
  offer: OfferTarget
  field: OfferField
  queued: OfferEdit[]
  /** A visible label (the edit page); the list's cells are named for screen readers only */
  label?: string
}) {
  const mutation = useMutation<Offer, unknown, OfferEdit>({ mutationKey: sellerProductKeys.edit() })
  const shown = baseOf(offer[field], queued, offer.productId, offer.storeId, field)
  const [value, setValue] = useState<number | null>(shown)
  const [error, setError] = useState<string | null>(null)
  // The input refused its text (a minus sign) and says so itself: nothing is sent meanwhile.
  const refused = useRef(false)
  // The value last sent from this field: Enter then leaving the field commits twice, and the queue's
  // answer (which makes `shown` that value) comes a task later, so without it the second commit
  // queued the same edit again.
  const sent = useRef<number | null>(null)
  // A newer value from the server (or a queued edit) replaces what the field shows.
  useEffect(() => {
    setValue(shown)
    sent.current = null
  }, [shown])
  const waiting = queued.some(
    (e) => e.productId === offer.productId && e.storeId === offer.storeId && e.field === field,
  )
  const label = `${LABELS[field]} «${offer.name}»`
  // This field's own edit on its way is saving; one waiting for a connection (this field's,
  // or one restored after a reload) is queued.
  const state: SaveState =
    mutation.isPending && !mutation.isPaused ? 'saving' : waiting ? 'queued' : mutation.isSuccess ? 'saved' : 'idle'

  const commit = () => {
    if (refused.current) return
    if (value === null && field === 'price') {
      setError('قیمت را وارد کنید')
      return
    }
    const next = value ?? 0
    if (next === shown || next === sent.current) {
      setError(null)
      return
    }
    if (field === 'price' && next < 1) {
      setError('قیمت باید بیشتر از صفر باشد')
      return
    }
    setError(null)
    sent.current = next
    const edit = offerEdit({
      productId: offer.productId,
      storeId: offer.storeId,
      field,
      value: next,
      expected: shown,
      name: offer.name,
      idempotencyKey: newIdempotencyKey(),
    })
    mutation.mutate(edit, {
      onError: (caught) => {
        // A conflict is shown above the list with both values; anything else beside the field.
        if (!(caught instanceof OfferConflictError)) setError(errorDetail(caught) ?? 'ذخیره نشد')
        sent.current = null
        setValue(shown)
      },
    })
  }

  return (
    <ArkField.Root invalid={Boolean(error)} className={stack({ gap: '1' })}>
      {visibleLabel ? <ArkField.Label className={css({ fontWeight: 'medium' })}>{visibleLabel}</ArkField.Label> : null}
      <NumberInput
        aria-label={visibleLabel ? undefined : label}
        value={value}
        onValueChange={(next) => {
          setValue(next)
          // «ذخیره شد» was about the value before this one.
          if (mutation.isSuccess) mutation.reset()
        }}
        onRefusedChange={(now) => {
          refused.current = now
        }}
        // An empty price is no price (refused on leaving), not 0 raised to a minimum of 1.
        emptyAs={field === 'price' ? null : 0}
        min={field === 'price' ? undefined : 0}
        toman={field === 'price'}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
        className={css({ minW: field === 'price' ? '9rem' : '5rem', maxW: '12rem' })}
      />
      <span
        aria-live="polite"
        className={css({
          fontSize: 'xs',
          color: 'fg.muted',
          '&[data-state=queued]': { color: 'warning.default' },
          '&[data-state=saved]': { color: 'success.default' },
        })}
        data-state={state}
      >
        {STATE_TEXT[state]}
      </span>
      {error ? (
        <span role="alert" className={css({ fontSize: 'xs', color: 'danger.default' })}>
          {error}
        </span>
      ) : null}
    </ArkField.Root>
  )
}

/** The offer's «موجود برای فروش» switch: an unavailable offer cannot be bought (stock stays as it is). */
export function AvailabilitySwitch({
  offer,
}: {
  offer: Pick<Offer, 'product_id' | 'store_id' | 'is_available'> & { product: { name_fa: string } }
}) {
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const mutation = useMutation({
    mutationFn: (next: boolean) => setOfferAvailability(offer.product_id, offer.store_id, next),
    meta: { silentError: true },
    onSuccess: () => invalidateSellerProducts(queryClient),
    onError: (caught) => setError(errorDetail(caught) ?? 'ذخیره نشد'),
  })
  const checked = mutation.isPending ? Boolean(mutation.variables) : offer.is_available
  return (
    <span className={css({ display: 'inline-flex', flexDirection: 'column', gap: '1' })}>
      <label className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' })}>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          disabled={mutation.isPending}
          aria-label={`فروش «${offer.product.name_fa}»`}
          onChange={(event) => {
            setError(null)
            mutation.mutate(event.currentTarget.checked)
          }}
          className={css({ w: '5', h: '5', accentColor: 'accent.default' })}
        />
        <span>{checked ? 'فعال' : 'غیرفعال'}</span>
      </label>
      {error ? (
        <span role="alert" className={css({ fontSize: 'xs', color: 'danger.default' })}>
          {error}
        </span>
      ) : null}
    </span>
  )
}
