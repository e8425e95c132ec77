import { defineSlotRecipe } from '@pandacss/dev'

// The frame of the seller and admin panels: a 64-unit sidebar at the inline start (the right in
// Persian) beside the content from lg up; on smaller screens a top bar whose menu button opens
// the same sidebar as a drawer. `header`/`title`/`actions` are the page's own title row. `tools`
// (the notifications' bell) sit at the inline end of the phone's bar, and at the sidebar's top
// inline-end corner (`asideTools`) beside the logo on desktop.
export const panelLayout = defineSlotRecipe({
  className: 'panel-layout',
  slots: [
    'root',
    'sidebar',
    'sidebarBody',
    'bar',
    'tools',
    'asideTools',
    'main',
    'header',
    'title',
    'actions',
    'menuTitle',
  ],
  base: {
    root: { minH: '100dvh', bg: 'bg.canvas' },
    sidebar: {
      display: { base: 'none', lg: 'block' },
      position: 'fixed',
      top: '0',
      insetInlineStart: '0',
      w: '64',
      h: '100dvh',
      bg: 'bg.surface',
      borderInlineEndWidth: '1px',
      borderColor: 'border.default',
    },
    sidebarBody: { display: 'flex', flexDirection: 'column', h: 'full', p: '4', gap: '2', overflowY: 'auto' },
    bar: {
      display: { base: 'flex', lg: 'none' },
      position: 'sticky',
      top: '0',
      zIndex: 'sticky',
      alignItems: 'center',
      gap: '2',
      h: '14',
      px: '3',
      bg: 'bg.surface',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      '& > button': { fontSize: 'xl' },
    },
    tools: { display: 'flex', alignItems: 'center', gap: '1', ms: 'auto' },
    asideTools: { position: 'absolute', top: '3', insetInlineEnd: '3', display: 'flex', gap: '1' },
    main: { ms: { lg: '64' }, px: { base: '4', md: '8' }, py: { base: '5', md: '8' }, minW: '0' },
    header: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      mb: { base: '4', md: '6' },
    },
    title: { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', color: 'fg.default' },
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    menuTitle: { srOnly: true },
  },
})
