import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { wrap } from 'styled-system/patterns'
import { buttonClass } from '#ui/button'

/** The welcome: what Rasteh is, and the ways in. */
export function Hero() {
  return (
    <section
      aria-labelledby="home-title"
      className={css({
        bg: 'linear-gradient(135deg, {colors.brand.700}, {colors.brand.500})',
        color: 'white',
        borderRadius: 'card',
        px: { base: '5', md: '12' },
        py: { base: '6', md: '10' },
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        alignItems: 'flex-start',
      })}
    >
      <h1
        id="home-title"
        className={css({ fontSize: { base: 'xl', md: '3xl' }, fontWeight: 'black', lineHeight: '1.4' })}
      >
        راسته، بازار آنلاین فروشگاه‌های ایرانی
      </h1>
      <p className={css({ fontSize: { base: 'sm', md: 'lg' }, opacity: 0.92, maxW: '2xl' })}>
        کالای دلخواهتان را از میان پیشنهاد فروشگاه‌های مختلف پیدا کنید، قیمت‌ها را به تومان مقایسه کنید و سفارش خود را تا
        در خانه دنبال کنید.
      </p>
      <div className={wrap({ gap: '3', mt: '1' })}>
        <Link
          to="/products"
          className={`${buttonClass({ size: 'md' })} ${css({ bg: 'white', color: 'brand.700', _hover: { bg: 'brand.50' } })}`}
        >
          مشاهده محصولات
        </Link>
        <Link
          to="/sellers"
          className={`${buttonClass({ size: 'md', variant: 'ghost' })} ${css({ color: 'white', borderWidth: '1px', borderColor: 'white/60', _hover: { bg: 'white/10' } })}`}
        >
          فروشنده شوید
        </Link>
      </div>
    </section>
  )
}
