import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useState } from 'react'
import { panelLayout } from 'styled-system/recipes'
import { Button } from '../button'
import * as Drawer from '../drawer'
import { MenuIcon } from '../icons'

interface PanelLayoutProps {
  /** The sidebar's content; `onNavigate` closes the phone drawer when a link is followed. */
  sidebar: (onNavigate?: () => void) => ReactNode
  /** The sidebar's name, read by screen readers and on the phone menu button (e.g. «منوی پنل فروشنده»). */
  menuLabel: string
  /** What the phone's top bar shows beside the menu button (the logo). */
  brand?: ReactNode
  /** Above every page of the panel (the offline banner) */
  banner?: ReactNode
  /** Always at hand: the phone bar's inline end and the sidebar's top corner (the bell) */
  tools?: ReactNode
  children: ReactNode
}

/**
 * The frame of the seller and admin panels: the sidebar on the right (inline start), 64 units
 * wide beside the content on desktop; on phones a top bar whose menu button opens it as a drawer.
 */
export function PanelLayout({ sidebar, menuLabel, brand, banner, tools, children }: PanelLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const classes = panelLayout()
  return (
    <div className={classes.root}>
      <aside className={classes.sidebar} aria-label={menuLabel}>
        <div className={classes.sidebarBody}>{sidebar()}</div>
        {tools ? <div className={classes.asideTools}>{tools}</div> : null}
      </aside>
      <header className={classes.bar}>
        <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} swipeDirection="start">
          <Drawer.Trigger asChild>
            <Button variant="ghost" icon aria-label={menuLabel}>
              <MenuIcon />
            </Button>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Title className={classes.menuTitle}>{menuLabel}</Drawer.Title>
                <div className={classes.sidebarBody}>{sidebar(() => setMenuOpen(false))}</div>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        {brand}
        {tools ? <div className={classes.tools}>{tools}</div> : null}
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        {banner}
        {children}
      </main>
    </div>
  )
}

interface PanelHeaderProps {
  title: ReactNode
  /** Buttons or links at the inline end of the title row (e.g. «افزودن محصول»). */
  actions?: ReactNode
}

/** A panel page's title row: the page title and its actions. */
export function PanelHeader({ title, actions }: PanelHeaderProps) {
  const classes = panelLayout()
  return (
    <div className={classes.header}>
      <h1 className={classes.title}>{title}</h1>
      {actions && <div className={classes.actions}>{actions}</div>}
    </div>
  )
}
