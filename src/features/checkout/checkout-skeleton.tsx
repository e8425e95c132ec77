import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'
import { pageGridClass } from './checkout-grid'

const card = css({ h: '40', w: 'full', borderRadius: 'card' })

/** /shipping and /checkout while the cart, the addresses and the stores load. */
export function CheckoutSkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton className={css({ h: '7', w: '64', mb: '5' })} />
      <div className={pageGridClass}>
        <div className={stack({ gap: '4' })}>
          <Skeleton className={card} />
          <Skeleton className={card} />
          <Skeleton className={card} />
        </div>
        <Skeleton className={css({ h: '64', w: 'full', borderRadius: 'card' })} />
      </div>
    </SkeletonGroup>
  )
}
