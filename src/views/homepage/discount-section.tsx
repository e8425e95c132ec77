import { css } from 'styled-system/css'
import { type MemberPrice, memberPriceOf } from '#api/member-prices'
import { formatDate } from '#lib/fa'
import { lastDayOf } from '#lib/jalali'
import type { Schemas } from '#sdk'
import { ProductCard } from '../product-list/product-card'
import { discountText } from './discount-text'
import { HomeSection, railClass } from './section'

type HomepageDiscount = Schemas['HomepageDiscount']

interface DiscountSectionProps {
  discount: HomepageDiscount
  /** The signed-in user's own prices, asked once for the whole homepage */
  memberPrices: ReadonlyMap<number, MemberPrice>
}

/**
 * Which price the cards show, and who gets the discount: a code or a customer group is not in a
 * card's price (a card is what everyone pays), a store's own discount is in its own offers' prices.
 */
function discountTerms(discount: HomepageDiscount): string {
  if (discount.requires_code) return 'با کد تخفیف در سبد خرید؛ قیمت‌های زیر بدون کد است'
  if (discount.members_only) return 'ویژهٔ گروهی از مشتریان؛ قیمت‌های زیر قیمت عمومی است'
  if (discount.store_name) return 'قیمت‌های زیر قیمت همین فروشگاه با تخفیف است'
  return 'قیمت‌های زیر بهترین قیمت هر کالا است'
}

/** A discount with a few of its products: the offer, whose it is, until when, and the cards. */
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
          <>
            <span>
              <span className={css({ color: 'danger.default', fontWeight: 'bold' })}>{discountText(discount)}</span>
              {discount.store_name ? (
                <>
                  {' فروشگاه '}
                  <bdi>{discount.store_name}</bdi>
                </>
              ) : (
                ' راسته'
              )}
              {discount.ends_at ? `، فرصت تا ${formatDate(lastDayOf(discount.ends_at))}` : ''}
            </span>
            <span className={css({ display: 'block' })} data-testid="discount-terms">
              {discountTerms(discount)}
            </span>
          </>
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
