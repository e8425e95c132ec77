import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import type { StorePublic } from '#api/stores'
import { formatNumber } from '#lib/fa'
import { AppImage } from '#ui/app-image'
import { MapPinIcon } from '#ui/shop-icons'

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
  textDecoration: 'none',
  color: 'fg.default',
  transition: 'box-shadow 0.15s',
  _hover: { boxShadow: 'card' },
})

/** A store in the list: banner, logo, name, city and how many products it offers. */
export function StoreCard({ store }: { store: StorePublic }) {
  return (
    <Link to="/stores/$storeId" params={{ storeId: String(store.id) }} className={card}>
      <AppImage
        src={store.banner_url}
        alt=""
        width={480}
        height={120}
        className={css({ w: 'full', aspectRatio: '4 / 1', objectFit: 'cover', bg: 'bg.subtle', display: 'block' })}
      />
      <div className={css({ display: 'flex', gap: '3', px: '4', pb: '4', mt: '-6', flex: '1' })}>
        <AppImage
          src={store.logo_url}
          alt=""
          width={56}
          height={56}
          className={css({
            w: '14',
            h: '14',
            flexShrink: 0,
            borderRadius: 'full',
            objectFit: 'cover',
            bg: 'bg.surface',
            borderWidth: '3px',
            borderColor: 'bg.surface',
            boxShadow: 'card',
          })}
        />
        <div className={stack({ gap: '1', pt: '7', minW: '0' })}>
          <h2 className={css({ fontWeight: 'bold', truncate: true })}>{store.name}</h2>
          <p className={mutedText({ display: 'flex', alignItems: 'center', gap: '1', fontSize: 'xs' })}>
            <MapPinIcon />
            {`${store.city}،`}
            {formatNumber(store.product_count)} کالا
          </p>
          {store.description ? <p className={mutedText({ lineClamp: 2, mt: '1' })}>{store.description}</p> : null}
        </div>
      </div>
    </Link>
  )
}
