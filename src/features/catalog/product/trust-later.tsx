import { Suspense } from 'react'
import type { Product } from '#api/products'
import type { RatingSummary } from '#api/reviews'
import { lazyPart } from '#lib/lazy-part'
import { useRenderedFromHtml } from '#lib/use-progressive'
import { TrustSectionsSkeleton } from './trust-skeleton'

// The reviews and the questions are their own script (and their own requests), loaded once the
// page is on screen: the server's render and the first paint carry neither, and the home page's
// first script does not grow (issue 32).
const TrustSections = lazyPart(() => import('./trust-sections').then((module) => ({ default: module.TrustSections })))

/** The reviews and questions sections, mounted in the browser after the page has hydrated. */
export function TrustSectionsLater({ product, rating }: { product: Product; rating: RatingSummary | undefined }) {
  const fromHtml = useRenderedFromHtml()
  if (fromHtml) return <TrustSectionsSkeleton />
  return (
    <Suspense fallback={<TrustSectionsSkeleton />}>
      <TrustSections product={product} rating={rating} />
    </Suspense>
  )
}
