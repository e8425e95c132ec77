import { Portal } from '@ark-ui/react/portal'
import { useRef } from 'react'
import { css } from 'styled-system/css'
import type { Address } from '#api/addresses'
import { Button } from '#ui/button'
import * as Dialog from '#ui/dialog'
import { fullAddress } from '#views/address/address-text'

interface DeleteAddressDialogProps {
  address: Address | null
  onConfirm: (address: Address) => void
  onClose: () => void
}

/** «حذف شود؟» before an address goes; the focus starts on the safe choice. */
export function DeleteAddressDialog({ address, onConfirm, onClose }: DeleteAddressDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root
      role="alertdialog"
      open={address !== null}
      onOpenChange={(details) => (details.open ? null : onClose())}
      initialFocusEl={() => cancelRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>حذف نشانی</Dialog.Title>
            <Dialog.Description>
              {address ? `نشانی «${address.title || fullAddress(address)}» حذف شود؟` : null} سفارش‌های ثبت‌شده نشانی خود
              را نگه می‌دارند.
            </Dialog.Description>
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '6' })}>
              <Button ref={cancelRef} variant="outline" onClick={onClose}>
                انصراف
              </Button>
              <Button variant="danger" onClick={() => address && onConfirm(address)}>
                حذف نشانی
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
