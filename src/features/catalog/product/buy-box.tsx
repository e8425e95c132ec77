import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { mutedText } from 'styled-system/patterns'
import { Price } from '#ui/price'
import { StoreIcon } from '#ui/shop-icons'
import { MemberPriceMark } from '#views/member-price'
import { AddToCartButton } from './add-to-cart-button'
import { LowestPrice } from './lowest-price'
import type { ShownOffer } from './member-offer'
import { offerPreview, type PreviewProduct } from './offer-preview'
import { SellerScoreChip } from './seller-score'
import { StockState } from './stock-state'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: '5',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
})

interface BuyBoxProps {
  offer: ShownOffer | null
  product: PreviewProduct
}

/**
 * The buy box: the chosen offer's store and its score, price and stock, and the add-to-cart button.
 * The offer is chosen by sdk/rules/buy-box.ts (the page's caller), the server's rule.
 */
export function BuyBox({ offer, product }: BuyBoxProps) {
  if (!offer) {
    return (
      <section aria-label="خرید" className={box}>
        <p className={css({ fontWeight: 'bold', fontSize: 'lg', color: 'fg.muted' })}>ناموجود</p>
        <p className={mutedText()}>این کالا در حال حاضر در هیچ فروشگاهی موجود نیست. بعداً دوباره سر بزنید.</p>
      </section>
    )
  }
  return (
    <section aria-label="خرید" className={box} data-testid="buy-box">
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <span className={css({ fontSize: 'xl', color: 'fg.muted' })}>
          <StoreIcon />
        </span>
        <div className={css({ display: 'flex', flexDirection: 'column' })}>
          <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>فروشنده</span>
          <Link
            to="/store/$storeName"
            params={{ storeName: offer.store.slug }}
            className={css({ fontWeight: 'bold', color: 'fg.default', _hover: { color: 'accent.text' } })}
          >
            {offer.store.name}
          </Link>
          {offer.store.city ? <span className={mutedText({ fontSize: 'xs' })}>ارسال از {offer.store.city}</span> : null}
        </div>
        <span className={css({ ms: 'auto' })}>
          <SellerScoreChip score={offer.score} />
        </span>
      </div>
      <StockState available={offer.is_available} stock={offer.stock} />
      <MemberPriceMark member={Boolean(offer.member)}>
        <Price
          value={offer.selling_price}
          original={offer.original_price ?? (offer.price > offer.selling_price ? offer.price : null)}
          percent={offer.discount_percent}
          size="lg"
        />
      </MemberPriceMark>
      {offer.discount_percent || offer.price > offer.selling_price ? <LowestPrice productId={product.id} /> : null}
      <AddToCartButton productStoreId={offer.product_store_id} preview={offerPreview(product, offer)} full />
    </section>
  )
}
