import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Logo } from '../../app/layout/logo'
import { useLogout } from '../../app/session/use-logout'
import { LogoutIcon } from '../../ui/icons'
import { RouteOutlet } from '../../ui/route-outlet'
import { StoreIcon } from '../../ui/shop-icons'
import { useScrollTopOnNavigate } from './use-scroll-top'

const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  minH: '11',
  px: '3',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  fontSize: 'sm',
  cursor: 'pointer',
  '& svg': { fontSize: 'xl', color: 'fg.muted' },
  _hover: { bg: 'bg.subtle' },
  _currentPage: {
    bg: 'accent.subtle',
    color: 'accent.text',
    fontWeight: 'semibold',
    '& svg': { color: 'accent.text' },
  },
})

/**
 * /admin/*: a fixed sidebar on the right (inline start) with the logo, the single nav entry
 * 'فروشگاه‌ها' (active for every /admin/stores… path) and 'خروج'; the content sits beside it.
 * On phones the sidebar becomes a bar across the top.
 */
export function AdminLayout() {
  useScrollTopOnNavigate()
  const { logout, pending } = useLogout({ fullReload: false })
  return (
    <div className={css({ minH: '100dvh', bg: 'bg.canvas' })}>
      <aside
        className={css({
          position: { base: 'sticky', md: 'fixed' },
          top: '0',
          insetInlineStart: '0',
          zIndex: 'sticky',
          w: { base: 'full', md: '60' },
          h: { md: '100dvh' },
          display: 'flex',
          flexDirection: { base: 'row', md: 'column' },
          alignItems: { base: 'center', md: 'stretch' },
          gap: { base: '2', md: '6' },
          px: { base: '3', md: '4' },
          py: { base: '2', md: '6' },
          bg: 'bg.surface',
          borderBottomWidth: { base: '1px', md: '0' },
          borderInlineEndWidth: { md: '1px' },
          borderColor: 'border.default',
        })}
      >
        <Logo size={32} />
        <nav
          aria-label="پنل مدیریت"
          className={css({ flex: '1', display: 'flex', flexDirection: { md: 'column' }, gap: '1' })}
        >
          <Link to="/admin/stores" className={item}>
            <StoreIcon />
            فروشگاه‌ها
          </Link>
        </nav>
        <button type="button" className={item} disabled={pending} onClick={() => void logout()}>
          <LogoutIcon />
          خروج
        </button>
      </aside>
      <main
        id="main"
        tabIndex={-1}
        className={css({ ms: { md: '60' }, px: { base: '4', md: '8' }, py: { base: '5', md: '8' } })}
      >
        <RouteOutlet />
      </main>
    </div>
  )
}
