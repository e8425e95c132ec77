import { createToaster } from '@ark-ui/react/toast'
import { DEFAULT_ERROR_DETAIL } from '../../sdk'

/** The spec's toast variants (section 9); 'destructive' is the stronger error used for denials. */
export type ToastVariant = 'default' | 'destructive' | 'success' | 'error' | 'info' | 'warning'

export interface ToastInput {
  title: string
  description?: string
  variant?: ToastVariant
  /** A stable id replaces a visible toast with the same id instead of stacking a copy. */
  id?: string
  duration?: number
  action?: { label: string; onClick: () => void }
}

const DURATION = 5000

// At most 3 visible, 5 s each (spec section 9); the rest wait in the queue.
export const toaster = createToaster({ placement: 'top', max: 3, duration: DURATION, gap: 12, overlap: false })

// Ark queues by priority (1 is first) and only knows its own types, so every variant names one.
const priority = { destructive: 1, error: 2, warning: 3, success: 5, info: 6, default: 7 } as const

export function toast({
  title,
  description,
  variant = 'default',
  id,
  duration = DURATION,
  action,
}: ToastInput): string {
  return toaster.create({
    title,
    description,
    type: variant,
    priority: priority[variant],
    duration,
    closable: true,
    ...(id ? { id } : {}),
    ...(action ? { action } : {}),
  })
}

/** The generic failure toast of the error catalogue: 'خطا' and the server's detail. */
export function toastError(detail?: string | null, title = 'خطا'): string {
  const description = detail?.trim() || DEFAULT_ERROR_DETAIL
  return toast({ title, description, variant: 'error', id: `error:${title}:${description}` })
}
