import { Drawer as ArkDrawer } from '@ark-ui/react/drawer'
import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from 'styled-system/jsx'
import { drawer } from 'styled-system/recipes'

const { withRootProvider, withContext } = createStyleContext(drawer)

// Placement is logical: 'start' opens from the right edge in Persian. Ark's swipe direction
// follows it, so the panel is dismissed by swiping it back toward its own edge.
export const Root = withRootProvider(ArkDrawer.Root, { defaultProps: { unmountOnExit: true, lazyMount: true } })
export const Backdrop = withContext(ArkDrawer.Backdrop, 'backdrop')
export const Positioner = withContext(ArkDrawer.Positioner, 'positioner')
export const Content = withContext(ArkDrawer.Content, 'content')
export const Title = withContext(ArkDrawer.Title, 'title')
export const Description = withContext(ArkDrawer.Description, 'description')
export const Trigger = withContext(ArkDrawer.Trigger, 'trigger')
export const CloseTrigger = withContext(ArkDrawer.CloseTrigger, 'closeTrigger')
export const Header = withContext(ark.div, 'header')
export const Body = withContext(ark.div, 'body')
export const Footer = withContext(ark.div, 'footer')
