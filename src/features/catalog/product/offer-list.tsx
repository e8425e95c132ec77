import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText, stack } from 'styled-system/patterns'
import { formatNumber } from '#lib/fa'
import { AppImage } from '#ui/app-image'
import { Price } from '#ui/price'
import { MemberPriceMark } from '#views/member-price'
import { AddToCartButton } from './add-to-cart-button'
import type { ShownOffer } from './member-offer'
import { offerPreview, type PreviewProduct } from './offer-preview'
import { SellerScoreChip } from './seller-score'
import { StockState } from './stock-state'

type Offer = ShownOffer

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr) auto', md: 'minmax(0, 1.4fr) minmax(0, 1fr) auto auto' },
  gridTemplateAreas: { base: '"store price" "stock action"', md: '"store stock price action"' },
  alignItems: 'center',
  gap: { base: '3', md: '6' },
  px: { base: '4', md: '5' },
  py: '4',
  '& + &': { borderTopWidth: '1px', borderColor: 'border.default' },
})

/** Every store's offer of the product with its store's score: available ones first, cheapest first (as the server orders them). */
interface OfferListProps {
  offers: readonly Offer[]
  bestId?: number
  /** The product the offers sell, for the cart's preview of an offer added offline. */
  product: PreviewProduct
}

export function OfferList({ offers, bestId, product }: OfferListProps) {
  return (
    <section aria-labelledby="offers-title" className={stack({ gap: '3' })}>
      <h2 id="offers-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        فروشندگان این کالا
        <span className={css({ color: 'fg.muted', fontWeight: 'normal', fontSize: 'md', ms: '2' })}>
          ({formatNumber(offers.length)} فروشنده)
        </span>
      </h2>
      {offers.length ? (
        <ul
          className={css({
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'card',
          })}
        >
          {offers.map((offer) => (
            <li key={offer.product_store_id} className={row} data-testid="offer">
              <div className={css({ gridArea: 'store', display: 'flex', alignItems: 'center', gap: '3', minW: '0' })}>
                <AppImage
                  src={offer.store.logo_url}
                  alt=""
                  width={40}
                  height={40}
                  className={css({
                    w: '10',
                    h: '10',
                    borderRadius: 'full',
                    objectFit: 'cover',
                    flexShrink: 0,
                    bg: 'bg.subtle',
                  })}
                />
                <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
                  <Link
                    to="/store/$storeName"
                    params={{ storeName: offer.store.slug }}
                    className={css({
                      fontWeight: 'semibold',
                      color: 'fg.default',
                      truncate: true,
                      _hover: { color: 'accent.text' },
                    })}
                  >
                    {offer.store.name}
                  </Link>
                  <span className={mutedText({ fontSize: 'xs' })}>
                    {offer.store.city ? `ارسال از ${offer.store.city}` : 'فروشنده راسته'}
                    {offer.product_store_id === bestId ? '، بهترین پیشنهاد' : ''}
                  </span>
                  <span className={css({ mt: '1' })}>
                    <SellerScoreChip score={offer.score} />
                  </span>
                </div>
              </div>
              <div className={css({ gridArea: 'stock' })}>
                <StockState available={offer.is_available} stock={offer.stock} />
              </div>
              <div className={css({ gridArea: 'price' })}>
                <MemberPriceMark member={Boolean(offer.member)}>
                  <Price
                    value={offer.selling_price}
                    original={offer.original_price ?? (offer.price > offer.selling_price ? offer.price : null)}
                    percent={offer.discount_percent}
                  />
                </MemberPriceMark>
              </div>
              <div className={css({ gridArea: 'action', justifySelf: 'end' })}>
                {offer.is_available && offer.stock > 0 ? (
                  <AddToCartButton
                    productStoreId={offer.product_store_id}
                    preview={offerPreview(product, offer)}
                    size="sm"
                    label="افزودن به سبد"
                    aria-label={`افزودن پیشنهاد ${offer.store.name} به سبد خرید`}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css({ color: 'fg.muted' })}>هنوز فروشگاهی این کالا را عرضه نکرده است.</p>
      )}
    </section>
  )
}
