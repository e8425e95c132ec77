import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { manualOrderOffersQueryOptions, type StoreOffer } from '#api/manual-orders'
import { formatNumber } from '#lib/fa'
import { Combobox, type ComboboxOption } from '#ui/panel/combobox'

/** «نام کالا — ۱۲۰٬۰۰۰ تومان، موجودی ۵»: what the picker lists for an offer. */
export function offerLabel(offer: StoreOffer): string {
  const stock = offer.is_available && offer.stock > 0 ? `موجودی ${formatNumber(offer.stock)}` : 'ناموجود'
  return `${offer.product.name_fa} — ${formatNumber(offer.price)} تومان، ${stock}`
}

/** The store's offers, searched as the seller types; choosing one hands it over (and clears the box). */
export function OfferPicker({
  storeId,
  onPick,
  invalid,
  label = 'افزودن کالا',
}: {
  storeId: number
  onPick: (offer: StoreOffer) => void
  invalid?: boolean
  label?: string
}) {
  const [search, setSearch] = useState('')
  const query = useQuery(manualOrderOffersQueryOptions(storeId, search.trim()))
  const offers = query.data ?? []
  const items: ComboboxOption[] = offers.map((o) => ({
    value: String(o.id),
    label: offerLabel(o),
  }))
  return (
    <Combobox
      label={label}
      items={items}
      onSearch={setSearch}
      loading={query.isFetching}
      value={null}
      invalid={invalid}
      placeholder="نام کالا را بنویسید"
      onValueChange={(option) => {
        const offer = offers.find((o) => String(o.id) === option?.value)
        if (offer) onPick(offer)
      }}
    />
  )
}
