import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'

const column = stack({ gap: '4' })

/** An order page while the order loads. */
export function OrderPageSkeleton() {
  return (
    <SkeletonGroup>
      <div className={column}>
        <Skeleton className={css({ h: '4', w: '40' })} />
        <Skeleton className={css({ h: '8', w: '64' })} />
        <Skeleton className={css({ h: '4', w: '48' })} />
        <Skeleton className={css({ h: '24', w: 'full', borderRadius: 'card' })} />
        <Skeleton className={css({ h: '64', w: 'full', borderRadius: 'card' })} />
      </div>
    </SkeletonGroup>
  )
}

/** The orders tab while a page of orders loads. */
export function OrderListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <SkeletonGroup>
      <div className={column}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className={css({ h: '36', w: 'full', borderRadius: 'card' })} />
        ))}
      </div>
    </SkeletonGroup>
  )
}
