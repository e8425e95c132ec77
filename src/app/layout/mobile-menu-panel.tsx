import { Portal } from '@ark-ui/react/portal'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { useLogout } from '#api/use-logout'
import { useLoggedIn } from '#lib/session/use-session'
import { Button } from '#ui/button'
import * as Drawer from '#ui/drawer'
import { CloseIcon, InstallIcon, LogoutIcon, UserIcon } from '#ui/icons'
import { Logo } from '#ui/logo'
import { IosInstallHint } from '../pwa/install-button'
import { install, useInstallOffer } from '../pwa/install-offer'
import { useAccountLinks } from './account-links'
import { siteLinks } from './site-links'

const itemClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '11',
  px: '3',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  textAlign: 'start',
  cursor: 'pointer',
  '& svg': { fontSize: 'xl', color: 'fg.muted' },
  _hover: { bg: 'bg.subtle' },
  _currentPage: { bg: 'accent.subtle', color: 'accent.text', '& svg': { color: 'accent.text' } },
})
const groupLabel = css({ px: '3', pt: '4', pb: '1', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.subtle' })

/**
 * The mobile side menu's panel: an Ark Drawer from the start side, 85vw wide; loaded the first
 * time the menu opens (mobile-menu.tsx).
 */
export function MobileMenuPanel({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const loggedIn = useLoggedIn()
  const accountLinks = useAccountLinks()
  const { logout, pending } = useLogout({ fullReload: true })
  const installOffer = useInstallOffer()
  const close = () => setOpen(false)

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} swipeDirection="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title className={visuallyHidden()}>منوی اصلی</Drawer.Title>
              <Logo size={32} className={css({ fontSize: 'lg' })} onNavigate={close} />
              <Drawer.CloseTrigger asChild>
                <Button variant="ghost" icon aria-label="بستن منو">
                  <CloseIcon />
                </Button>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="حساب کاربری">
                <p className={groupLabel}>حساب کاربری</p>
                {loggedIn ? (
                  <>
                    {accountLinks.map(({ to, label, Icon }) => (
                      <Link key={to} to={to} className={itemClass} onClick={close} activeOptions={{ exact: true }}>
                        <Icon />
                        {label}
                      </Link>
                    ))}
                    <button type="button" className={itemClass} disabled={pending} onClick={() => void logout()}>
                      <LogoutIcon />
                      خروج
                    </button>
                  </>
                ) : (
                  <Link to="/login" className={itemClass} onClick={close}>
                    <UserIcon />
                    ورود | ثبت‌نام
                  </Link>
                )}
              </nav>
              <nav aria-label="پیوندهای سایت">
                <p className={groupLabel}>راسته</p>
                {siteLinks.map(({ to, label, Icon }) => (
                  <Link key={to} to={to} className={itemClass} onClick={close} activeOptions={{ exact: to === '/' }}>
                    <Icon />
                    {label}
                  </Link>
                ))}
              </nav>
              {installOffer === 'prompt' ? (
                <button
                  type="button"
                  className={itemClass}
                  onClick={() => {
                    close()
                    void install()
                  }}
                >
                  <InstallIcon />
                  نصب اپلیکیشن راسته
                </button>
              ) : null}
              {installOffer === 'ios' ? <IosInstallHint className={css({ px: '3', pt: '4' })} /> : null}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
