import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'

export function ArticleSkeleton() {
  return (
    <SkeletonGroup>
      <div className={stack({ maxW: '3xl', mx: 'auto', gap: '4' })}>
        <Skeleton className={css({ h: '4', w: '48' })} />
        <Skeleton className={css({ h: '9', w: 'full' })} />
        <Skeleton className={css({ h: '4', w: '40' })} />
        <Skeleton className={css({ w: 'full', aspectRatio: '16 / 9', borderRadius: 'card' })} />
        <Skeleton className={css({ h: '4', w: 'full' })} />
        <Skeleton className={css({ h: '4', w: 'full' })} />
        <Skeleton className={css({ h: '4', w: '2/3' })} />
      </div>
    </SkeletonGroup>
  )
}
