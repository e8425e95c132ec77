import { Link } from '@tanstack/react-router'
import { Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { CartButton } from '#features/cart/cart-button'
import { SearchBox } from '#features/search/search-box'
import { lazyPart } from '#lib/lazy-part'
import { useLoggedIn } from '#lib/session/use-session'
import { Button } from '#ui/button'
import { CloseIcon, UserIcon } from '#ui/icons'
import { Logo } from '#ui/logo'
import { SearchIcon } from '#ui/shop-icons'
import { CategoryMegaMenu } from './category-mega-menu'
import { LoginButton } from './login-button'
import { MobileMenu } from './mobile-menu'
import { siteLinks } from './site-links'

// Ark's menu and its positioning code load only for a signed-in visitor.
const UserMenu = lazyPart(() => import('./user-menu').then((module) => ({ default: module.UserMenu })))
// So is the bell: its counts come with the session, its inbox is a page of its own.
const NoticeBell = lazyPart(() => import('#views/notifications/notice-bell').then((m) => ({ default: m.NoticeBell })))

const container = css({ maxW: '7xl', mx: 'auto', px: { base: '3', md: '6' } })
const onlyMobile = css({ display: { base: 'inline-flex', md: 'none' } })
const navLink = css({
  color: 'fg.muted',
  textDecoration: 'none',
  fontSize: 'sm',
  fontWeight: 'medium',
  py: '2',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _hover: { color: 'fg.default' },
  _currentPage: { color: 'accent.text', borderColor: 'accent.default' },
})

/** The storefront header: logo, search, cart and the user menu or the login button. */
export function PublicHeader() {
  const loggedIn = useLoggedIn()
  const [searchOpen, setSearchOpen] = useState(false)

  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'sticky',
        bg: 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div
        className={`${container} ${css({ display: 'flex', alignItems: 'center', gap: { base: '1', md: '6' }, h: '16' })}`}
      >
        <span className={onlyMobile}>
          <MobileMenu />
        </span>
        <Logo />
        <SearchBox className={css({ display: { base: 'none', md: 'block' }, flex: '1', maxW: '2xl' })} />
        <div className={css({ display: 'flex', alignItems: 'center', gap: '1', ms: 'auto' })}>
          <Button
            variant="ghost"
            icon
            className={`${onlyMobile} ${css({ fontSize: 'xl' })}`}
            aria-label={searchOpen ? 'بستن جستجو' : 'جستجو'}
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            onClick={() => setSearchOpen((open) => !open)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </Button>
          {loggedIn ? (
            <Suspense fallback={<UserMenuPlaceholder />}>
              <NoticeBell to="/notifications" />
              <UserMenu />
            </Suspense>
          ) : (
            <LoginButton />
          )}
          <CartButton />
        </div>
      </div>
      {searchOpen ? (
        <div id="mobile-search" className={`${container} ${css({ pb: '3', display: { md: 'none' } })}`}>
          <SearchBox autoFocus onSearched={() => setSearchOpen(false)} />
        </div>
      ) : null}
      <nav
        aria-label="بخش‌های فروشگاه"
        className={`${container} ${css({ display: { base: 'none', md: 'flex' }, gap: '6' })}`}
      >
        {siteLinks.slice(1).map(({ to, label }) => (
          <Link key={to} to={to} className={navLink}>
            {label}
          </Link>
        ))}
      </nav>
      <div className={container}>
        <CategoryMegaMenu />
      </div>
    </header>
  )
}

/** Holds the bell's and the user menu's places while their code loads, so the header does not shift. */
function UserMenuPlaceholder() {
  return (
    <>
      <Button variant="ghost" icon disabled aria-hidden="true" tabIndex={-1} />
      <Button variant="ghost" icon disabled aria-label="حساب کاربری" className={css({ fontSize: 'xl' })}>
        <UserIcon />
      </Button>
    </>
  )
}
