import { Portal } from '@ark-ui/react/portal'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { useProfile } from '../../api/profile'
import { Logo } from '../../app/layout/logo'
import { Button } from '../../ui/button'
import * as Drawer from '../../ui/drawer'
import { MenuIcon } from '../../ui/icons'
import { RouteOutlet } from '../../ui/route-outlet'
import { Loading } from '../../ui/spinner'
import { ProviderSidebar } from './provider-sidebar'

/**
 * /providers/*: the sidebar sits on the right (inline start), 64 units wide, beside the page; on
 * phones it opens from a menu button as a drawer. The locked state of an unverified store comes
 * with the stores issue.
 */
export function ProviderLayout() {
  const profile = useProfile()
  const [menuOpen, setMenuOpen] = useState(false)
  return (
    <div className={css({ minH: '100dvh' })}>
      <aside
        className={css({
          display: { base: 'none', lg: 'block' },
          position: 'fixed',
          top: '0',
          insetInlineStart: '0',
          w: '64',
          h: '100dvh',
          bg: 'bg.surface',
          borderInlineEndWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <ProviderSidebar />
      </aside>
      <header
        className={css({
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
        })}
      >
        <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} swipeDirection="start">
          <Drawer.Trigger asChild>
            <Button variant="ghost" icon aria-label="منوی پنل فروشنده" className={css({ fontSize: 'xl' })}>
              <MenuIcon />
            </Button>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Title className={css({ srOnly: true })}>منوی پنل فروشنده</Drawer.Title>
                <ProviderSidebar onNavigate={() => setMenuOpen(false)} />
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <Logo size={30} />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={css({ ms: { lg: '64' }, px: { base: '4', md: '8' }, py: { base: '5', md: '8' } })}
      >
        {profile.isPending ? <Loading /> : <RouteOutlet />}
      </main>
    </div>
  )
}
