import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { createStyleContext } from 'styled-system/jsx'
import { tooltip } from 'styled-system/recipes'

const { withRootProvider, withContext } = createStyleContext(tooltip)

export const Root = withRootProvider(ArkTooltip.Root, { defaultProps: { openDelay: 300, closeDelay: 100 } })
export const Trigger = withContext(ArkTooltip.Trigger, 'trigger')
export const Positioner = withContext(ArkTooltip.Positioner, 'positioner')
export const Content = withContext(ArkTooltip.Content, 'content')
export const Arrow = withContext(ArkTooltip.Arrow, 'arrow')
export const ArrowTip = withContext(ArkTooltip.ArrowTip, 'arrowTip')
