import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import { type Bundle, bundleImage } from '#api/bundles'
import { formatNumber } from '#lib/fa'
import { useDocumentTitle } from '#lib/use-document-title'
import { AppImage } from '#ui/app-image'
import { BidiText } from '#ui/bidi-text'
import { Breadcrumbs } from '#ui/breadcrumbs'
import { Price, Toman } from '#ui/price'
import { Prose } from '#ui/prose'
import { AddBundleButton } from './add-bundle-button'

const panel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
})

/** A bundle: its picture and description, every item with its quantity and price, and the total. */
export function BundlePage({ bundle }: { bundle: Bundle }) {
  useDocumentTitle(bundle.name)
  const count = bundle.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <article className={stack({ gap: '5' })}>
      <Breadcrumbs
        items={[
          { label: 'خانه', link: { to: '/' } },
          { label: 'سبدهای ویژه', link: { to: '/bundles' } },
          { label: bundle.name },
        ]}
      />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' },
          gap: { base: '5', lg: '8' },
          alignItems: 'start',
        })}
      >
        <div className={stack({ gap: '5' })}>
          <div className={`${panel} ${css({ overflow: 'hidden' })}`}>
            <AppImage
              src={bundleImage(bundle)}
              alt={bundle.name}
              width={960}
              height={400}
              loading="eager"
              className={css({
                w: 'full',
                aspectRatio: { base: '16 / 9', md: '12 / 5' },
                objectFit: 'cover',
                display: 'block',
              })}
            />
            <div className={css({ p: { base: '4', md: '6' }, display: 'flex', flexDirection: 'column', gap: '3' })}>
              <h1 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'black' })}>{bundle.name}</h1>
              <p className={mutedText()}>
                از{' '}
                <Link
                  to="/store/$storeName"
                  params={{ storeName: bundle.store.slug }}
                  className={css({ color: 'accent.text', fontWeight: 'semibold' })}
                >
                  {bundle.store.name}
                </Link>
                {'، '}
                {formatNumber(count)} کالا
              </p>
              {bundle.description ? <Prose html={bundle.description} /> : null}
            </div>
          </div>
          <section aria-labelledby="bundle-items" className={stack({ gap: '3' })}>
            <h2 id="bundle-items" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
              کالاهای این سبد
            </h2>
            <ul className={panel}>
              {bundle.items.map((item) => (
                <li
                  key={item.id}
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '3',
                    p: '4',
                    '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
                  })}
                >
                  <AppImage
                    src={item.image_url}
                    alt=""
                    width={64}
                    height={64}
                    className={css({
                      w: '16',
                      h: '16',
                      objectFit: 'contain',
                      borderRadius: 'control',
                      bg: 'bg.subtle',
                      flexShrink: 0,
                    })}
                  />
                  <div className={stack({ flex: '1', minW: '0', gap: '1' })}>
                    <Link
                      to="/products/$id/$productSlug"
                      params={{ id: String(item.product_id), productSlug: item.slug }}
                      className={css({
                        fontWeight: 'medium',
                        fontSize: 'sm',
                        color: 'fg.default',
                        lineClamp: 2,
                        _hover: { color: 'accent.text' },
                      })}
                    >
                      <BidiText text={item.name_fa} />
                    </Link>
                    <span className={css({ fontSize: 'xs', color: item.is_available ? 'fg.muted' : 'danger.default' })}>
                      {item.is_available ? `${formatNumber(item.quantity)} عدد` : 'ناموجود'}
                    </span>
                  </div>
                  <Toman value={item.unit_price * item.quantity} className={css({ fontSize: 'sm', flexShrink: 0 })} />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside
          aria-label="خرید سبد"
          className={`${panel} ${css({ p: '5', display: 'flex', flexDirection: 'column', gap: '4', position: { lg: 'sticky' }, top: '32' })}`}
        >
          <div className={mutedText({ display: 'flex', justifyContent: 'space-between' })}>
            <span>جمع قیمت کالاها</span>
            <Toman value={bundle.price} />
          </div>
          <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: '3' })}>
            <span className={css({ fontWeight: 'bold' })}>قیمت سبد</span>
            <Price value={bundle.selling_price} original={bundle.price} percent={bundle.discount_percent} size="lg" />
          </div>
          {bundle.is_available ? (
            <AddBundleButton bundleId={bundle.id} />
          ) : (
            <p className={css({ color: 'danger.default', fontWeight: 'semibold', textAlign: 'center' })}>
              برخی کالاهای این سبد ناموجود است
            </p>
          )}
        </aside>
      </div>
    </article>
  )
}
