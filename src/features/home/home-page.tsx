import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { buttonClass } from '../../ui/button'
import { BoxIcon, LayersIcon, StoreIcon } from '../../ui/shop-icons'

const highlights = [
  {
    Icon: BoxIcon,
    title: 'محصولات اصل',
    text: 'هر کالا از کاتالوگ مرجع می‌آید و فروشگاه‌ها قیمت خود را پیشنهاد می‌دهند.',
  },
  { Icon: StoreIcon, title: 'فروشگاه‌های تأییدشده', text: 'هر فروشگاه پیش از فروش، بررسی و تأیید می‌شود.' },
  { Icon: LayersIcon, title: 'سبدهای ویژه', text: 'چند کالای مکمل را یک‌جا و با قیمت بهتر بخرید.' },
]

/** The home page: a welcome and the way in; the curated homepage sections come with the catalogue issue. */
export function HomePage() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '10' } })}>
      <section
        aria-labelledby="home-title"
        className={css({
          bg: 'linear-gradient(135deg, {colors.brand.700}, {colors.brand.500})',
          color: 'white',
          borderRadius: 'card',
          px: { base: '5', md: '12' },
          py: { base: '8', md: '14' },
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          alignItems: 'flex-start',
        })}
      >
        <h1
          id="home-title"
          className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'black', lineHeight: '1.3' })}
        >
          راسته، بازار آنلاین فروشگاه‌های ایرانی
        </h1>
        <p className={css({ fontSize: { base: 'md', md: 'lg' }, opacity: 0.92, maxW: '2xl' })}>
          کالای دلخواهتان را از میان پیشنهاد فروشگاه‌های مختلف پیدا کنید، قیمت‌ها را به تومان مقایسه کنید و سفارش خود را
          تا در خانه دنبال کنید.
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' })}>
          <Link
            to="/products"
            className={`${buttonClass({ size: 'lg' })} ${css({ bg: 'white', color: 'brand.700', _hover: { bg: 'brand.50' } })}`}
          >
            مشاهده محصولات
          </Link>
          <Link
            to="/sellers"
            className={`${buttonClass({ size: 'lg', variant: 'ghost' })} ${css({ color: 'white', borderWidth: '1px', borderColor: 'white/60', _hover: { bg: 'white/10' } })}`}
          >
            فروشنده شوید
          </Link>
        </div>
      </section>
      <section
        aria-label="چرا راسته"
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '4' })}
      >
        {highlights.map(({ Icon, title, text }) => (
          <article
            key={title}
            className={css({
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'card',
              p: '5',
              display: 'flex',
              gap: '4',
            })}
          >
            <span
              className={css({
                flexShrink: 0,
                w: '12',
                h: '12',
                borderRadius: 'control',
                bg: 'accent.subtle',
                color: 'accent.text',
                display: 'grid',
                placeItems: 'center',
                fontSize: '2xl',
              })}
            >
              <Icon />
            </span>
            <div>
              <h2 className={css({ fontWeight: 'bold', mb: '1' })}>{title}</h2>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{text}</p>
            </div>
          </article>
        ))}
      </section>
      <p className={css({ color: 'fg.muted', textAlign: 'center', fontSize: 'sm' })}>
        پیشنهادهای ویژه، دسته‌بندی‌ها و فروشگاه‌های برگزیده به‌زودی اینجا نمایش داده می‌شوند.
      </p>
    </div>
  )
}
