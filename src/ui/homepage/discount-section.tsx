import { css } from 'styled-system/css'
import type { Schemas } from '../../../sdk'
import { type MemberPrice, memberPriceOf } from '../../api/member-prices'
import { formatDate } from '../../lib/fa'
import { ProductCard } from '../product-list/product-card'
import { discountText } from './discount-text'
import { HomeSection, railClass } from './section'

type HomepageDiscount = Schemas['HomepageDiscount']

interface DiscountSectionProps {
  discount: HomepageDiscount
  /** The signed-in user's own prices, asked once for the whole homepage */
  memberPrices: ReadonlyMap<number, MemberPrice>
}

/** A discount with a few of its products: the offer, until when, and the cards. */
export function DiscountSection({ discount, memberPrices }: DiscountSectionProps) {
  if (!discount.products.length) return null
  return (
    <div
      className={css({
        bg: 'linear-gradient(135deg, {colors.brand.50}, {colors.bg.surface})',
        borderWidth: '1px',
        borderColor: 'brand.100',
        borderRadius: 'card',
        p: { base: '3', md: '5' },
      })}
    >
      <HomeSection
        id={`discount-${discount.id}`}
        title={discount.name}
        subtitle={
          <span>
            <span className={css({ color: 'danger.default', fontWeight: 'bold' })}>{discountText(discount)}</span>
            {discount.ends_at ? `، فرصت تا ${formatDate(discount.ends_at)}` : ''}
          </span>
        }
      >
        <ul className={railClass}>
          {discount.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} member={memberPriceOf(memberPrices, product.product_store_id)} />
            </li>
          ))}
        </ul>
      </HomeSection>
    </div>
  )
}
