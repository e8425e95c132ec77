import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'
import type { Address } from '#api/addresses'
import { Button } from '#ui/button'
import * as Dialog from '#ui/dialog'
import { CloseIcon } from '#ui/icons'
import { AddressForm } from '#views/address/address-form'

interface AddressDialogProps {
  /** 'new' adds an address, an address edits it, null keeps the dialog closed. */
  target: Address | 'new' | null
  onClose: () => void
}

/** The address form in a dialog, for adding and editing from the list. */
export function AddressDialog({ target, onClose }: AddressDialogProps) {
  const editing = target && target !== 'new' ? target : undefined
  return (
    <Dialog.Root open={target !== null} onOpenChange={(details) => (details.open ? null : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: 'xl' })}>
            <Dialog.Title className={css({ mb: '4', pe: '10' })}>
              {editing ? 'ویرایش نشانی' : 'افزودن نشانی'}
            </Dialog.Title>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" icon aria-label="بستن">
                <CloseIcon />
              </Button>
            </Dialog.CloseTrigger>
            {target !== null ? (
              <AddressForm key={editing?.id ?? 'new'} initial={editing} onSaved={onClose} onCancel={onClose} />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
