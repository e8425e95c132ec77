import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import { type Address, addressListQueryOptions, useDeleteAddress, useMakeDefaultAddress } from '#api/addresses'
import { formatNumber } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { MAX_ADDRESSES } from '#sdk/rules/address'
import { Button } from '#ui/button'
import { EmptyState } from '#ui/empty-state'
import { ErrorState } from '#ui/error-state'
import { MapPinIcon } from '#ui/shop-icons'
import { AddressCard } from '#views/address/address-card'
import { PlusIcon } from '#views/address/address-icons'
import { AddressDialog } from './address-dialog'
import { AddressListSkeleton } from './address-skeleton'
import { DeleteAddressDialog } from './delete-address-dialog'

const listClass = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
})

/** /profile/addresses: the customer's addresses, the default first; add, edit, delete, set default. */
export function AddressesPage() {
  useDocumentTitle('نشانی‌های من')
  const list = useQuery(addressListQueryOptions)
  const [editing, setEditing] = useState<Address | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const remove = useDeleteAddress()
  const makeDefault = useMakeDefaultAddress()

  const items = list.data?.items
  const full = (list.data?.total ?? 0) >= MAX_ADDRESSES
  const addButton = (
    <Button onClick={() => setEditing('new')} disabled={full}>
      <PlusIcon />
      افزودن نشانی
    </Button>
  )

  return (
    <section aria-labelledby="addresses-title" className={stack({ gap: '5' })}>
      <header className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <div>
          <h1 id="addresses-title" className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' })}>
            نشانی‌های من
          </h1>
          {items?.length ? (
            <p className={mutedText({ mt: '1' })}>
              {full
                ? `به سقف ${formatNumber(MAX_ADDRESSES)} نشانی رسیده‌اید؛ برای افزودن، یکی را حذف کنید.`
                : `${formatNumber(items.length)} نشانی از ${formatNumber(MAX_ADDRESSES)}`}
            </p>
          ) : null}
        </div>
        {items?.length ? addButton : null}
      </header>

      {items ? (
        items.length ? (
          <ul className={listClass}>
            {items.map((address) => (
              <li key={address.id}>
                <AddressCard
                  address={address}
                  busy={makeDefault.isPending}
                  onEdit={() => setEditing(address)}
                  onDelete={() => setDeleting(address)}
                  onMakeDefault={() => makeDefault.mutate(address.id)}
                />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            icon={<MapPinIcon />}
            title="هنوز نشانی‌ای ثبت نکرده‌اید"
            description="نشانی‌ای که اینجا ثبت کنید هنگام خرید برای ارسال انتخاب می‌شود."
            action={addButton}
          />
        )
      ) : list.isError ? (
        <ErrorState title="نشانی‌ها بارگذاری نشد" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <AddressListSkeleton />
      )}

      <AddressDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteAddressDialog
        address={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(address) => {
          setDeleting(null)
          remove.mutate(address.id)
        }}
      />
    </section>
  )
}
