import { Outlet } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { OfflineBanner } from '#ui/offline-banner'
import { PublicHeader } from './public-header'
import { SiteFooter } from './site-footer'

/** The storefront frame: header, the offline banner, the page, footer. */
export function PublicLayout() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minH: '100dvh' })}>
      <PublicHeader />
      <OfflineBanner />
      <main
        id="main"
        tabIndex={-1}
        className={css({
          flex: '1',
          w: 'full',
          maxW: '7xl',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: { base: '5', md: '8' },
        })}
      >
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
