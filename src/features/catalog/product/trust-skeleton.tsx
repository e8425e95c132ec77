import type { Ref } from 'react'
import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { Skeleton } from '#ui/skeleton'

/**
 * Where the reviews will be, while their script loads (and in the server's HTML): the heading, so
 * the «دیدگاه» link under the name has its target, and a block of the summary's height.
 */
export function TrustSectionsSkeleton({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} id="reviews" aria-labelledby="reviews-title" aria-busy="true" className={stack({ gap: '3' })}>
      <h2 id="reviews-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        دیدگاه خریداران
      </h2>
      <Skeleton className={css({ h: '40', borderRadius: 'card' })} />
    </section>
  )
}
