import { cx } from 'styled-system/css'
import { gridClass } from './card-styles'
import { ProductCard } from './product-card'
import type { ProductSummary } from './product-queries'

export function ProductGrid({ products, className }: { products: readonly ProductSummary[]; className?: string }) {
  return (
    <ul className={cx(gridClass, className)}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}
