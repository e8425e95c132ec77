import { gridClass } from './card-styles'
import { ProductCardSkeleton } from './product-card-skeleton'

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={gridClass} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  )
}
