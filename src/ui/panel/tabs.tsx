import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import { createStyleContext } from 'styled-system/jsx'
import { tabs } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(tabs)

/**
 * Tabs (arrow keys move between them, right to left). Give `value` and `onValueChange` to let the
 * URL drive them (a search parameter), or `defaultValue` for tabs that only live on the page.
 * Content panels mount when first shown.
 *
 *   <Tabs.Root value={search.status} onValueChange={(d) => navigate({ search: { status: d.value } })}>
 *     <Tabs.List><Tabs.Trigger value="paid">پرداخت‌شده</Tabs.Trigger></Tabs.List>
 *     <Tabs.Content value="paid">…</Tabs.Content>
 *   </Tabs.Root>
 */
export const Root = withProvider(ArkTabs.Root, 'root', { defaultProps: { lazyMount: true } })
export const List = withContext(ArkTabs.List, 'list')
export const Trigger = withContext(ArkTabs.Trigger, 'trigger')
export const Content = withContext(ArkTabs.Content, 'content')
export const Indicator = withContext(ArkTabs.Indicator, 'indicator')
