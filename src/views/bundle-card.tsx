import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import { type Bundle, bundleImage } from '#api/bundles'
import { formatNumber } from '#lib/fa'
import { AppImage } from '#ui/app-image'
import { Price } from '#ui/price'
import { LayersIcon } from '#ui/shop-icons'

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

/** A bundle (basket) in a list: picture, name, store, how many items, and its price. */
export function BundleCard({ bundle }: { bundle: Bundle }) {
  const count = bundle.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <Link to="/bundles/$bundleSlug" params={{ bundleSlug: bundle.slug }} className={card}>
      <div className={css({ position: 'relative', bg: 'bg.subtle' })}>
        <AppImage
          src={bundleImage(bundle)}
          alt=""
          width={480}
          height={270}
          className={css({ w: 'full', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' })}
        />
        <span
          className={css({
            position: 'absolute',
            top: '3',
            insetInlineStart: '3',
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1',
            h: '7',
            px: '2.5',
            borderRadius: 'full',
            bg: 'bg.surface/90',
            fontSize: 'xs',
            fontWeight: 'semibold',
          })}
        >
          <LayersIcon />
          {formatNumber(count)} کالا
        </span>
      </div>
      <div className={stack({ gap: '2', p: '4', flex: '1' })}>
        <h3 className={css({ fontWeight: 'bold', lineClamp: 2 })}>{bundle.name}</h3>
        <span className={mutedText()}>{bundle.store.name}</span>
        <div className={css({ mt: 'auto', pt: '2' })}>
          {bundle.is_available ? (
            <Price value={bundle.selling_price} original={bundle.price} percent={bundle.discount_percent} />
          ) : (
            <span
              className={css({
                display: 'block',
                textAlign: 'end',
                color: 'fg.subtle',
                fontWeight: 'bold',
                fontSize: 'sm',
              })}
            >
              ناموجود
            </span>
          )}
        </div>
      </div>
    </Link>
  )
}
