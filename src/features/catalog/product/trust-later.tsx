import { Suspense, useRef } from 'react'
import type { Product } from '#api/products'
import type { RatingSummary } from '#api/reviews'
import { lazyPart } from '#lib/lazy-part'
import { useNearScreen } from '#lib/use-near-screen'
import { useRenderedFromHtml } from '#lib/use-progressive'
import { TrustSectionsSkeleton } from './trust-skeleton'

// The reviews and the questions are their own script (and their own requests), loaded when the
// visitor scrolls towards them (or follows the «دیدگاه» link under the name): the server's render
// and the page's opening carry neither, and the home page's first script does not grow (issue 32).
const TrustSections = lazyPart(() => import('./trust-sections').then((module) => ({ default: module.TrustSections })))

/** The reviews and questions sections, mounted in the browser once they are near the screen. */
export function TrustSectionsLater({ product, rating }: { product: Product; rating: RatingSummary | undefined }) {
  const fromHtml = useRenderedFromHtml()
  const placeholder = useRef<HTMLElement>(null)
  const near = useNearScreen(placeholder)
  if (fromHtml || !near) return <TrustSectionsSkeleton ref={placeholder} />
  return (
    <Suspense fallback={<TrustSectionsSkeleton />}>
      <TrustSections product={product} rating={rating} />
    </Suspense>
  )
}
