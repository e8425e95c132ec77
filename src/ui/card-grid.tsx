import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { Skeleton, SkeletonGroup } from './skeleton'

/** Wide cards (bundles, articles, stores): one column on a phone, up to four on a wide screen. */
export const cardGridClass = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: '4',
})

export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SkeletonGroup>
      <Skeleton className={css({ h: '8', w: '48', mb: '5' })} />
      <div className={cardGridClass}>
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={stack({ gap: '3' })}>
            <Skeleton className={css({ w: 'full', aspectRatio: '16 / 9', borderRadius: 'card' })} />
            <Skeleton className={css({ h: '5', w: '3/4' })} />
            <Skeleton className={css({ h: '4', w: '1/2' })} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  )
}
