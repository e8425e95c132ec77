import { useQueryClient } from '@tanstack/react-query'
import { visuallyHidden } from 'styled-system/patterns'
import { type Address, type AddressPage, addressListQueryOptions } from '#api/addresses'
import { EmptyState } from '#ui/empty-state'
import { MapPinIcon } from '#ui/shop-icons'
import { AddressSummary } from '#views/address/address-summary'
import { AddAddressDialog } from './add-address-dialog'
import { fieldsetClass, panelClass, panelTitleClass, radioCardClass } from './checkout-styles'

interface AddressPickerProps {
  addresses: Address[]
  selectedId: number | null
  onSelect: (id: number) => void
}

/** Step one of /shipping: the customer's addresses as radio cards, and a way to add one. */
export function AddressPicker({ addresses, selectedId, onSelect }: AddressPickerProps) {
  const queryClient = useQueryClient()

  function added(address: Address) {
    // The form's save refetches the list; should that refetch fail, the new address still shows.
    queryClient.setQueryData<AddressPage>(addressListQueryOptions.queryKey, (page) =>
      page && !page.items.some((item) => item.id === address.id)
        ? { ...page, items: [...page.items, address], total: page.total + 1 }
        : page,
    )
    onSelect(address.id)
  }

  return (
    <section aria-labelledby="address-title" className={panelClass}>
      <h2 id="address-title" className={panelTitleClass}>
        نشانی تحویل
      </h2>
      {addresses.length ? (
        <fieldset className={fieldsetClass}>
          <legend className={visuallyHidden()}>یکی از نشانی‌ها را انتخاب کنید</legend>
          {addresses.map((address) => (
            <label key={address.id} className={radioCardClass}>
              <input
                type="radio"
                name="address"
                value={address.id}
                checked={address.id === selectedId}
                onChange={() => onSelect(address.id)}
              />
              <AddressSummary address={address} />
            </label>
          ))}
        </fieldset>
      ) : (
        <EmptyState
          icon={<MapPinIcon />}
          title="هنوز نشانی ثبت نکرده‌اید"
          description="برای ارسال سفارش، نشانی تحویل را اضافه کنید."
        />
      )}
      <AddAddressDialog onAdded={added} />
    </section>
  )
}
