import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useState } from 'react'
import { dialog } from 'styled-system/recipes'
import { errorDetail } from '#lib/errors'
import { DEFAULT_ERROR_DETAIL } from '#sdk'
import { Button } from '../button'
import * as Dialog from '../dialog'
import { Spinner } from '../spinner'

/**
 * What `onConfirm` resolves to when its own form refused the input and says why (a required
 * reason left empty): the dialog stays open, nothing was done, and it shows no error of its own.
 */
export const STAY_OPEN = Symbol('stay open')

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  /** The action's own words («حذف محصول»), not a bare «تأیید» */
  confirmLabel: string
  cancelLabel?: string
  /** Red confirm button, for what cannot be undone */
  destructive?: boolean
  /** More than a sentence (e.g. a note field), shown under the description */
  children?: ReactNode
  /** Runs on confirm; the dialog stays open and busy until it settles, closes when it succeeds (unless STAY_OPEN) */
  onConfirm: () => Promise<unknown> | undefined
}

/**
 * Asks before an action (role alertdialog, so readers announce it at once; focus starts on
 * cancel, the safe choice). While the action runs both buttons wait and the dialog cannot be
 * dismissed; a failure is shown in the dialog with the server's message, and it stays open.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'انصراف',
  destructive = false,
  children,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const classes = dialog()

  const change = (next: boolean) => {
    if (busy) return
    setError(null)
    onOpenChange(next)
  }

  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      const result = await onConfirm()
      setBusy(false)
      if (result !== STAY_OPEN) onOpenChange(false)
    } catch (caught) {
      setBusy(false)
      setError(errorDetail(caught) ?? DEFAULT_ERROR_DETAIL)
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => change(details.open)}
      role="alertdialog"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      initialFocusEl={() => document.querySelector<HTMLElement>('[data-confirm-cancel]')}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-busy={busy}>
            <Dialog.Title>{title}</Dialog.Title>
            {description ? <Dialog.Description>{description}</Dialog.Description> : null}
            {children}
            {error ? (
              <p role="alert" className={classes.error}>
                {error}
              </p>
            ) : null}
            <Dialog.Footer>
              <Button variant="outline" data-confirm-cancel="" disabled={busy} onClick={() => change(false)}>
                {cancelLabel}
              </Button>
              <Button variant={destructive ? 'danger' : 'solid'} disabled={busy} onClick={confirm}>
                {busy ? <Spinner /> : null}
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
