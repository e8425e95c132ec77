import { Toaster as ArkToaster, Toast } from '@ark-ui/react/toast'
import { createStyleContext } from 'styled-system/jsx'
import { toast as toastRecipe } from 'styled-system/recipes'
import { toaster } from '../lib/toast'
import { Button } from './button'
import { CloseIcon } from './icons'

const { withProvider, withContext } = createStyleContext(toastRecipe)

const Root = withProvider(Toast.Root, 'root')
const Title = withContext(Toast.Title, 'title')
const Description = withContext(Toast.Description, 'description')
const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger')
const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')

/** Renders the app's toasts (Ark's region is aria-live polite; each toast is a status). */
export function Toaster() {
  return (
    <ArkToaster toaster={toaster} aria-label="اعلان‌ها">
      {(toast) => (
        <Root key={toast.id}>
          <Title>{toast.title}</Title>
          {toast.description ? <Description>{toast.description}</Description> : null}
          {toast.action ? <ActionTrigger>{toast.action.label}</ActionTrigger> : null}
          <CloseTrigger asChild>
            <Button variant="ghost" size="sm" icon aria-label="بستن">
              <CloseIcon />
            </Button>
          </CloseTrigger>
        </Root>
      )}
    </ArkToaster>
  )
}
