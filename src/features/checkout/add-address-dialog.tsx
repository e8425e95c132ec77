import { Portal } from '@ark-ui/react/portal'
import { useState } from 'react'
import { css } from 'styled-system/css'
import type { Address } from '#api/addresses'
import { Button } from '#ui/button'
import * as Dialog from '#ui/dialog'
import { CloseIcon } from '#ui/icons'
import { AddressForm } from '#views/address/address-form'

/** «افزودن نشانی جدید»: the addresses feature's form in a dialog; the saved address is handed back. */
export function AddAddressDialog({ onAdded }: { onAdded: (address: Address) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button variant="outline" className={css({ alignSelf: 'flex-start' })}>
          افزودن نشانی جدید
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: 'lg' })}>
            <Dialog.Title className={css({ mb: '4', pe: '10' })}>نشانی جدید</Dialog.Title>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" icon aria-label="بستن">
                <CloseIcon />
              </Button>
            </Dialog.CloseTrigger>
            <AddressForm
              onSaved={(address) => {
                setOpen(false)
                onAdded(address)
              }}
              onCancel={() => setOpen(false)}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
