import { Link, Outlet } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Logo } from '../../app/layout/logo'
import { useLogout } from '../../app/session/use-logout'
import { LogoutIcon } from '../../ui/icons'
import { PanelLayout } from '../../ui/panel-layout'
import { StoreIcon } from '../../ui/shop-icons'
import { useScrollTopOnNavigate } from './use-scroll-top'
// The panels' styles (panda.panels.config.ts): loaded with this lazy route, not in the storefront's sheet.
import '../../app/panel.css'

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

function AdminSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { logout, pending } = useLogout({ fullReload: false })
  return (
    <>
      <div className={css({ pb: '3' })}>
        <Logo size={32} onNavigate={onNavigate} />
      </div>
      <nav aria-label="پنل مدیریت" className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <Link to="/admin/stores" className={item} onClick={onNavigate}>
          <StoreIcon />
          فروشگاه‌ها
        </Link>
      </nav>
      <button
        type="button"
        className={`${item} ${css({ mt: 'auto' })}`}
        disabled={pending}
        onClick={() => void logout()}
      >
        <LogoutIcon />
        خروج
      </button>
    </>
  )
}

/**
 * /admin/*: the panel frame (sidebar on the right, a drawer on phones) with the logo, the single
 * nav entry 'فروشگاه‌ها' (active for every /admin/stores… path) and 'خروج'.
 */
export function AdminLayout() {
  useScrollTopOnNavigate()
  return (
    <PanelLayout
      menuLabel="منوی پنل مدیریت"
      brand={<Logo size={30} />}
      sidebar={(onNavigate) => <AdminSidebar onNavigate={onNavigate} />}
    >
      <Outlet />
    </PanelLayout>
  )
}
