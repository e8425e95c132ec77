import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes'

const { withRootProvider, withContext } = createStyleContext(dialog)

export const Root = withRootProvider(ArkDialog.Root, { defaultProps: { unmountOnExit: true, lazyMount: true } })
export const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDialog.Positioner, 'positioner')
export const Content = withContext(ArkDialog.Content, 'content')
export const Title = withContext(ArkDialog.Title, 'title')
export const Description = withContext(ArkDialog.Description, 'description')
export const Trigger = withContext(ArkDialog.Trigger, 'trigger')
export const CloseTrigger = withContext(ArkDialog.CloseTrigger, 'closeTrigger')
export const Footer = withContext(ark.div, 'footer')
export { DialogContext as Context } from '@ark-ui/react/dialog'
