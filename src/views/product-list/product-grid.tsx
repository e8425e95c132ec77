import { cx } from 'styled-system/css'
import { memberPriceOf, useMemberPrices } from '#api/member-prices'
import type { ProductSummary } from '#api/products'
import { useProgressive } from '#lib/use-progressive'
import { gridClass } from './card-styles'
import { ProductCard } from './product-card'

const ABOVE_THE_FOLD = 2

export function ProductGrid({ products, className }: { products: readonly ProductSummary[]; className?: string }) {
  const shown = useProgressive(products.length, 4)
  // The signed-in user's own prices for the whole page of cards, in one request.
  const member = useMemberPrices(products.map((product) => product.product_store_id))
  return (
    <ul className={cx(gridClass, className)}>
      {products.slice(0, shown).map((product, index) => (
        <li key={product.id}>
          {/* The first row, two cards wide on a phone, is what the page opens on. */}
          <ProductCard
            product={product}
            priority={index < ABOVE_THE_FOLD}
            member={memberPriceOf(member, product.product_store_id)}
          />
        </li>
      ))}
    </ul>
  )
}
