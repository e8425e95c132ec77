import { css } from 'styled-system/css'
import type { Product } from '#api/products'
import type { RatingSummary } from '#api/reviews'
import { QuestionsSection } from './questions/questions-section'
import { ReviewsSection } from './reviews/reviews-section'
// Their styles are in the lazily loaded sheet (panda.config.ts, panelFiles), loaded with this script.
import '#ui/panel/panel.css'

/** The product page's reviews and questions: this file is their own script (trust-later.tsx). */
export function TrustSections({ product, rating }: { product: Product; rating: RatingSummary | undefined }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '10' } })}>
      <ReviewsSection productId={product.id} rating={rating} />
      <QuestionsSection productId={product.id} />
    </div>
  )
}
