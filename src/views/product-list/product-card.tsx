import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { css } from 'styled-system/css'
import type { MemberPrice } from '#api/member-prices'
import type { ProductSummary } from '#api/products'
import { AppImage } from '#ui/app-image'
import { BidiText } from '#ui/bidi-text'
import { Price } from '#ui/price'
import { MemberPriceMark } from '../member-price'
import { WishHeart } from '../wish-heart'
import { CardRating } from './card-rating'
import { cardClass } from './card-styles'

const imageClass = css({
  w: 'full',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: 'control',
  bg: 'bg.subtle',
})

const nameClass = css({
  fontSize: 'sm',
  lineHeight: '1.8',
  minH: '3lh',
  lineClamp: 3,
  fontWeight: 'medium',
})

const brandClass = css({ fontSize: 'xs', color: 'fg.subtle' })
const priceRowClass = css({
  mt: 'auto',
  minH: '12',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
})
// The heart is a button beside the card's link (a button may not sit inside a link), over the image.
const frame = css({ position: 'relative', h: 'full' })
const heartPlace = css({ position: 'absolute', top: '3', insetInlineStart: '3' })
const outOfStock = css({ color: 'fg.subtle', fontWeight: 'bold', fontSize: 'sm', alignSelf: 'flex-end' })

/**
 * A product in a list: image, name, its rating when it has one, price in toman (a discount struck
 * through), or «ناموجود», and the heart that keeps it in the wishlist.
 * `priority`: the card is in the first row on screen, so its image loads at once, first.
 * `member`: the signed-in user's own lower price for the card's offer (a customer group's), shown
 * instead of the public one with «قیمت ویژهٔ شما»; the list asks for its cards' in one request.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
  member,
}: {
  product: ProductSummary
  priority?: boolean
  member?: MemberPrice
}) {
  const available = product.is_available && product.price != null
  return (
    <div className={frame}>
      <Link
        to="/products/$id/$productSlug"
        params={{ id: String(product.id), productSlug: product.slug }}
        className={cardClass}
        data-testid="product-card"
      >
        <AppImage
          src={product.image_url}
          alt=""
          width={240}
          height={240}
          className={imageClass}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        {product.brand ? <span className={brandClass}>{product.brand.name_fa}</span> : null}
        <h3 className={nameClass}>
          <BidiText text={product.name_fa} />
        </h3>
        {product.rating_count && product.rating_average ? (
          <CardRating average={product.rating_average} count={product.rating_count} />
        ) : null}
        <div className={priceRowClass}>
          {available ? (
            <MemberPriceMark member={Boolean(member)}>
              {member ? (
                <Price value={member.price} original={member.original_price} percent={member.discount_percent} />
              ) : (
                <Price value={product.price} original={product.original_price} percent={product.discount_percent} />
              )}
            </MemberPriceMark>
          ) : (
            <span className={outOfStock}>ناموجود</span>
          )}
        </div>
      </Link>
      <WishHeart productId={product.id} className={heartPlace} />
    </div>
  )
})
