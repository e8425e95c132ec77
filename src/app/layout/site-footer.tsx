import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack, wrap } from 'styled-system/patterns'
import { LogoMark } from '#ui/logo'
import { InstallButton } from '../pwa/install-button'

const links = [
  { to: '/about', label: 'درباره راسته' },
  { to: '/faq', label: 'پرسش‌های متداول' },
  { to: '/contact', label: 'تماس با ما' },
  { to: '/terms', label: 'قوانین و مقررات' },
  { to: '/sellers', label: 'فروشنده شوید' },
  { to: '/blog', label: 'مجله راسته' },
] as const

export function SiteFooter() {
  return (
    <footer
      className={css({
        bg: 'bg.surface',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        mt: '12',
        // Laid out and painted only when scrolled near.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 20rem',
      })}
    >
      <div
        className={css({
          maxW: '7xl',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: '8',
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          gap: '6',
          justifyContent: 'space-between',
        })}
      >
        <div className={stack({ gap: '4' })}>
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            <LogoMark size={40} />
            <p className={mutedText({ maxW: 'xs' })}>
              راسته، بازار آنلاین فروشگاه‌های ایرانی؛ خرید آسان با قیمت‌های شفاف به تومان.
            </p>
          </div>
          <InstallButton />
        </div>
        <nav aria-label="پیوندهای پایین صفحه" className={wrap({ gap: '4' })}>
          {links.map(({ to, label }) => (
            <Link
              key={to}
              to={to}
              className={css({ color: 'fg.muted', fontSize: 'sm', _hover: { color: 'accent.text' } })}
            >
              {label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  )
}
