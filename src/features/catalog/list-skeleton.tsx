import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { ProductGridSkeleton } from '#views/product-list/product-grid-skeleton'

/** A list page while it loads: the heading, the filters and the cards as grey blocks. */
export function ProductListSkeleton() {
  return (
    <SkeletonGroup>
      <div className={stack({ gap: '3', mb: '5' })}>
        <Skeleton className={css({ h: '4', w: '40' })} />
        <Skeleton className={css({ h: '8', w: '56' })} />
      </div>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '17rem minmax(0, 1fr)' },
          gap: { base: '4', lg: '6' },
        })}
      >
        <Skeleton className={css({ display: { base: 'none!', lg: 'block!' }, h: '96', borderRadius: 'card' })} />
        <div className={stack({ gap: '3' })}>
          <Skeleton className={css({ h: '11', w: 'full', borderRadius: 'card' })} />
          <ProductGridSkeleton />
        </div>
      </div>
    </SkeletonGroup>
  )
}
