import { css } from 'styled-system/css'
import { mutedText, stack, wrap } from 'styled-system/patterns'
import type { StorePublic } from '#api/stores'
import { formatNumber } from '#lib/fa'
import { shippingMethodLabel } from '#lib/shipping-rules'
import { AppImage } from '#ui/app-image'
import { Breadcrumbs } from '#ui/breadcrumbs'
import { MapPinIcon } from '#ui/shop-icons'

const fact = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '8',
  px: '3',
  borderRadius: 'full',
  bg: 'bg.subtle',
  fontSize: 'xs',
  color: 'fg.muted',
})

/** A store's banner, logo, name, city and what shoppers want to know before buying. */
export function StoreHeader({ store }: { store: StorePublic }) {
  const methods = store.shipping.methods.filter((method) => method.enabled)
  return (
    <header className={stack({ gap: '4' })}>
      <Breadcrumbs
        items={[
          { label: 'خانه', link: { to: '/' } },
          { label: 'فروشگاه‌ها', link: { to: '/stores' } },
          { label: store.name },
        ]}
      />
      <div
        className={css({
          bg: 'bg.surface',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'card',
          overflow: 'hidden',
        })}
      >
        <AppImage
          src={store.banner_url}
          alt=""
          width={1200}
          height={300}
          loading="eager"
          className={css({
            w: 'full',
            aspectRatio: { base: '3 / 1', md: '5 / 1' },
            objectFit: 'cover',
            bg: 'bg.subtle',
            display: 'block',
          })}
        />
        <div
          className={css({ display: 'flex', gap: '4', px: { base: '4', md: '6' }, pb: '5', alignItems: 'flex-start' })}
        >
          <AppImage
            src={store.logo_url}
            alt={`نشان ${store.name}`}
            width={96}
            height={96}
            className={css({
              w: { base: '20', md: '24' },
              h: { base: '20', md: '24' },
              mt: { base: '-10', md: '-12' },
              flexShrink: 0,
              borderRadius: 'full',
              objectFit: 'cover',
              bg: 'bg.surface',
              borderWidth: '4px',
              borderColor: 'bg.surface',
              boxShadow: 'card',
            })}
          />
          <div className={stack({ gap: '2', pt: '3', minW: '0' })}>
            <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>{store.name}</h1>
            {store.company_name ? <p className={mutedText()}>{store.company_name}</p> : null}
            {store.description ? <p className={css({ color: 'fg.muted', maxW: '3xl' })}>{store.description}</p> : null}
            <ul aria-label="درباره فروشگاه" className={wrap({ gap: '2', mt: '1' })}>
              <li className={fact}>
                <MapPinIcon />
                {store.province === store.city ? store.city : `${store.province}، ${store.city}`}
              </li>
              <li className={fact}>{formatNumber(store.product_count)} کالا</li>
              {methods.map((method) => (
                <li key={method.method} className={fact}>
                  {shippingMethodLabel(method.method)}
                  {method.fee === 0 ? ' رایگان' : ''}
                </li>
              ))}
              {store.shipping.cod_allowed ? <li className={fact}>پرداخت در محل</li> : null}
            </ul>
          </div>
        </div>
      </div>
    </header>
  )
}
