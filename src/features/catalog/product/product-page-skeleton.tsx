import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'

export function ProductPageSkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton className={css({ h: '4', w: '64', mb: '4' })} />
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '5fr 6fr', lg: '26rem 1fr 20rem' },
          gap: { base: '5', lg: '8' },
        })}
      >
        <Skeleton className={css({ w: 'full', aspectRatio: '1', borderRadius: 'card' })} />
        <div className={stack({ gap: '3' })}>
          <Skeleton className={css({ h: '4', w: '24' })} />
          <Skeleton className={css({ h: '7', w: 'full' })} />
          <Skeleton className={css({ h: '7', w: '2/3' })} />
          <Skeleton className={css({ h: '4', w: '1/2', mt: '4' })} />
          <Skeleton className={css({ h: '4', w: '1/2' })} />
        </div>
        <Skeleton className={css({ h: '64', borderRadius: 'card', gridColumn: { md: 'span 2', lg: 'auto' } })} />
      </div>
    </SkeletonGroup>
  )
}
