import { Toaster as ArkToaster, createToaster, Toast } from '@ark-ui/react/toast'
import { createStyleContext } from 'styled-system/jsx'
import { toast as toastRecipe } from 'styled-system/recipes'
import { type ShownToast, setToastDelivery } from '#lib/toast'
import { Button } from './button'
import { CloseIcon } from './icons'

const { withProvider, withContext } = createStyleContext(toastRecipe)

// Panda extracts a slot recipe's rules only where a JSX tag carries its name (Toast, Toast.Root or
// ToastRoot): a plain <Root> here left the toast's rules out of every stylesheet (issue 27), and
// tests/e2e/built-runtime.test.ts fails when a recipe used in src is missing from its sheet.
const ToastRoot = withProvider(Toast.Root, 'root')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

const DURATION = 5000

// At most 3 visible, 5 s each (spec section 9); the rest wait in the queue.
const toaster = createToaster({ placement: 'top', max: 3, duration: DURATION, gap: 12, overlap: false })

// Ark queues by priority (1 is first) and only knows its own types, so every variant names one.
const priority = { destructive: 1, error: 2, warning: 3, success: 5, info: 6, default: 7 } as const

function show({ title, description, variant = 'default', id, duration = DURATION, action }: ShownToast) {
  toaster.create({
    id,
    title,
    description,
    type: variant,
    priority: priority[variant],
    duration,
    closable: true,
    ...(action ? { action } : {}),
  })
}

// The toasts that waited for this module (lib/toast.ts) go into the store now, before the region
// mounts, and every later one too. Handing them over from an effect lost the first toast under
// React: the region's machine starts by reading the store's toasts and then subscribes, and
// between the two it re-renders with flushSync, which first runs React's pending effects; the
// toast created there was in neither the list it read nor a subscription (docs/decisions/017).
// A toast already in the store is in the list the region reads when it starts.
setToastDelivery(show)

/** Renders the app's toasts (Ark's region is aria-live polite; each toast is a status). */
export function Toaster() {
  return (
    <ArkToaster toaster={toaster} aria-label="اعلان‌ها">
      {(toast) => (
        <ToastRoot key={toast.id}>
          <Title>{toast.title}</Title>
          {toast.description ? <Description>{toast.description}</Description> : null}
          {toast.action ? <ActionTrigger>{toast.action.label}</ActionTrigger> : null}
          <CloseTrigger asChild>
            <Button variant="ghost" size="sm" icon aria-label="بستن">
              <CloseIcon />
            </Button>
          </CloseTrigger>
        </ToastRoot>
      )}
    </ArkToaster>
  )
}
