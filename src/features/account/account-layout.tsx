import { Link, Outlet } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useProfile } from '#api/profile'
import { useLogout } from '#api/use-logout'
import { LogoutIcon, SettingsIcon } from '#ui/icons'
import { ReturnIcon } from '#ui/return-icon'
import { HeartIcon, MapPinIcon, OrdersIcon } from '#ui/shop-icons'
import { StarIcon } from '#ui/star-icon'

const links = [
  { to: '/profile', label: 'سفارش‌ها', Icon: OrdersIcon },
  { to: '/profile/wishlist', label: 'علاقه‌مندی‌ها', Icon: HeartIcon },
  { to: '/profile/reviews', label: 'دیدگاه‌ها', Icon: StarIcon },
  { to: '/profile/returns', label: 'مرجوعی‌ها', Icon: ReturnIcon },
  { to: '/profile/addresses', label: 'نشانی‌ها', Icon: MapPinIcon },
  { to: '/profile/settings', label: 'تنظیمات', Icon: SettingsIcon },
] as const

const item = css({
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  borderRadius: 'control',
  color: 'fg.default',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '& svg': { fontSize: 'xl', color: 'fg.muted' },
  _hover: { bg: 'bg.subtle' },
  // Phones: seven tabs sharing the row, the icon above the label, none narrower than its label (a
  // flex item's own minimum: the longest, علاقه‌مندی‌ها, takes a little more), so all of them
  // (خروج too) fit 390 px.
  flex: { base: '1', md: 'none' },
  flexDirection: { base: 'column', md: 'row' },
  justifyContent: { base: 'center', md: 'flex-start' },
  gap: { base: '1', md: '2.5' },
  // No inline padding on phones: the seven labels take 305 of the row's 340 px, the gaps 24.
  p: '0',
  py: { base: '1.5', md: '0' },
  px: { md: '3' },
  fontSize: { base: 'xs', md: 'sm' },
  _currentPage: {
    bg: 'accent.subtle',
    color: 'accent.text',
    fontWeight: 'semibold',
    '& svg': { color: 'accent.text' },
  },
})

/**
 * /profile/*: a sidebar (a row of tabs on phones) with orders, the wishlist, reviews, returns,
 * addresses, settings and logout.
 */
export function AccountLayout() {
  const { data: profile } = useProfile()
  const { logout, pending } = useLogout({ fullReload: true })
  return (
    <div
      className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: { base: '4', md: '8' } })}
    >
      <aside
        className={css({
          flexShrink: 0,
          w: { md: '60' },
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'card',
          p: '2',
          alignSelf: { base: 'stretch', md: 'flex-start' },
          maxW: 'full',
        })}
      >
        <p className={css({ display: { base: 'none', md: 'block' }, px: '3', py: '2', fontWeight: 'bold' })}>
          {profile?.name?.trim() || 'حساب کاربری'}
        </p>
        <nav
          aria-label="حساب کاربری"
          className={css({
            display: 'flex',
            flexDirection: { base: 'row', md: 'column' },
            gap: '1',
            overflowX: 'auto',
          })}
        >
          {links.map(({ to, label, Icon }) => (
            <Link key={to} to={to} className={item} activeOptions={{ exact: true }}>
              <Icon />
              {label}
            </Link>
          ))}
          <button type="button" className={item} disabled={pending} onClick={() => void logout()}>
            <LogoutIcon />
            خروج
          </button>
        </nav>
      </aside>
      <div className={css({ flex: '1', minW: '0' })}>
        <Outlet />
      </div>
    </div>
  )
}
