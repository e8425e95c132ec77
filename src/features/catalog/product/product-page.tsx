import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { stack, wrap } from 'styled-system/patterns'
import { categoryFiltersQueryOptions } from '#api/categories'
import { useMemberPrices } from '#api/member-prices'
import type { ProductDetail } from '#api/products'
import { useDocumentTitle } from '#lib/use-document-title'
import { chooseBuyBox } from '#sdk/rules/buy-box'
import { BidiText } from '#ui/bidi-text'
import { Breadcrumbs } from '#ui/breadcrumbs'
import { Prose } from '#ui/prose'
import { categoryCrumbs } from '#views/product-list/list-header'
import { WishHeart } from '#views/wish-heart'
import { BuyBox } from './buy-box'
import { Gallery } from './gallery'
import { withMemberPrice } from './member-offer'
import { OfferList } from './offer-list'
import { PriceChartLater } from './price-chart-later'
import { RatingLink } from './rating-link'
import { specRows } from './spec-rows'
import { SpecTable } from './spec-table'
import { TrustSectionsLater } from './trust-later'

const top = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    md: 'minmax(0, 5fr) minmax(0, 6fr)',
    lg: '26rem minmax(0, 1fr) 20rem',
  },
  gap: { base: '5', lg: '8' },
  alignItems: 'start',
})
const section = stack({ gap: '3' })

/**
 * The product page: gallery, name and rating (and the wishlist's heart), the buy box, every store's
 * offer with its score, the price's last 90 days, specs, description, then the reviews and the
 * questions (the chart, reviews and questions are their own scripts, loaded after the page).
 */
export function ProductPage({ detail }: { detail: ProductDetail }) {
  const { product, breadcrumbs } = detail
  useDocumentTitle(product.name_fa)
  // The page is the same for everyone (cached); a customer group's member gets their own prices here.
  const member = useMemberPrices(detail.offers.map((offer) => offer.product_store_id))
  const offers = detail.offers.map((offer) => withMemberPrice(offer, member.get(offer.product_store_id)))
  // The server's rule on the prices this user pays: the same offer as its best_offer for a visitor,
  // and the right one when a member's own prices change the order (decision 035).
  const best = chooseBuyBox(offers)
  // Labels for the specs; the table shows the raw keys until (or if) they arrive.
  const facets = useQuery(categoryFiltersQueryOptions(product.category.id))
  const rows = specRows(product.specs, facets.data?.items ?? [])
  const path = breadcrumbs.length ? breadcrumbs : [product.category]
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '10' } })}>
      <div className={stack({ gap: '4' })}>
        <Breadcrumbs items={categoryCrumbs(path, { linkLast: true })} />
        <div className={top}>
          <Gallery images={product.images} name={product.name_fa} />
          <div className={stack({ gap: '4', minW: '0' })}>
            <div className={wrap({ gap: '2', fontSize: 'sm' })}>
              {product.brand ? (
                <Link
                  to="/brand/$brandSlug"
                  params={{ brandSlug: product.brand.slug }}
                  className={css({ color: 'accent.text', fontWeight: 'semibold' })}
                >
                  {product.brand.name_fa}
                </Link>
              ) : null}
              {product.brand ? <span className={css({ color: 'fg.subtle' })}>/</span> : null}
              <Link
                to="/categories/$categorySlug"
                params={{ categorySlug: product.category.slug }}
                className={css({ color: 'accent.text' })}
              >
                {product.category.name_fa}
              </Link>
            </div>
            <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '3' })}>
              <h1
                className={css({
                  flex: '1',
                  fontSize: { base: 'xl', md: '2xl' },
                  fontWeight: 'black',
                  lineHeight: '1.6',
                })}
              >
                <BidiText text={product.name_fa} />
              </h1>
              <WishHeart
                productId={product.id}
                className={css({ borderWidth: '1px', borderColor: 'border.default' })}
              />
            </div>
            {detail.rating?.count ? <RatingLink rating={detail.rating} /> : null}
            {product.name_en ? (
              <p dir="ltr" className={css({ color: 'fg.subtle', fontSize: 'sm', textAlign: 'end' })}>
                {product.name_en}
              </p>
            ) : null}
            {rows.length ? (
              <ul className={stack({ gap: '1.5', fontSize: 'sm' })}>
                {rows.slice(0, 5).map((row) => (
                  <li key={row.key}>
                    <span className={css({ color: 'fg.muted' })}>{row.label}: </span>
                    {row.value}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className={css({ gridColumn: { md: 'span 2', lg: 'auto' }, position: { lg: 'sticky' }, top: '32' })}>
            <BuyBox offer={best} product={product} />
          </div>
        </div>
      </div>
      <OfferList offers={offers} bestId={best?.product_store_id} product={product} />
      <PriceChartLater productId={product.id} />
      <SpecTable rows={rows} />
      {product.description ? (
        <section aria-labelledby="description-title" className={section}>
          <h2 id="description-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
            معرفی کالا
          </h2>
          <Prose
            html={product.description}
            className={css({
              bg: 'bg.surface',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'card',
              p: { base: '4', md: '6' },
            })}
          />
        </section>
      ) : null}
      <TrustSectionsLater product={product} rating={detail.rating} />
    </article>
  )
}
