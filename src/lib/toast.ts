import { DEFAULT_ERROR_DETAIL } from '#sdk'

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

export type ShownToast = ToastInput & { id: string }

// Ark's toast machine is code no page needs before its first toast, so the toaster
// (ui/toaster.tsx) mounts on first use: toasts asked for before it listens wait here.
let counter = 0
let deliver: ((toast: ShownToast) => void) | null = null
const waiting: ShownToast[] = []
const listeners = new Set<() => void>()

export function toast(input: ToastInput): string {
  const shown = { ...input, id: input.id ?? `toast-${++counter}` }
  if (deliver) deliver(shown)
  else {
    waiting.push(shown)
    for (const listener of listeners) listener()
  }
  return shown.id
}

/** The generic failure toast of the error catalogue: 'خطا' and the server's detail. */
export function toastError(detail?: string | null, title = 'خطا'): string {
  const description = detail?.trim() || DEFAULT_ERROR_DETAIL
  return toast({ title, description, variant: 'error', id: `error:${title}:${description}` })
}

/** Whether any toast was asked for yet (the app then mounts the toaster). */
export function toastsRequested(): boolean {
  return deliver !== null || waiting.length > 0
}

export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The loaded toaster (ui/toaster.tsx, when its module is evaluated) takes the waiting toasts and
 * every later one. The app is told, so it mounts the toaster's region even if the module was
 * only fetched ahead (app/shell/lazy-shell.tsx).
 */
export function setToastDelivery(show: ((toast: ShownToast) => void) | null): void {
  deliver = show
  if (show) for (const shown of waiting.splice(0)) show(shown)
  for (const listener of listeners) listener()
}
