import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import { BoxIcon, LayersIcon, StoreIcon } from '#ui/shop-icons'

const highlights = [
  {
    Icon: BoxIcon,
    title: 'محصولات اصل',
    text: 'هر کالا از کاتالوگ مرجع می‌آید و فروشگاه‌ها قیمت خود را پیشنهاد می‌دهند.',
  },
  { Icon: StoreIcon, title: 'فروشگاه‌های تأییدشده', text: 'هر فروشگاه پیش از فروش، بررسی و تأیید می‌شود.' },
  { Icon: LayersIcon, title: 'سبدهای ویژه', text: 'چند کالای مکمل را یک‌جا و با قیمت بهتر بخرید.' },
]

/** Why shop here, in three short lines. */
export function Highlights() {
  return (
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
            <p className={mutedText()}>{text}</p>
          </div>
        </article>
      ))}
    </section>
  )
}
