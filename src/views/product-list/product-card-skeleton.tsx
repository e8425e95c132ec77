import { css } from 'styled-system/css'
import { Skeleton } from '#ui/skeleton'
import { cardClass } from './card-styles'

export function ProductCardSkeleton() {
  return (
    <div className={cardClass}>
      <Skeleton className={css({ w: 'full', aspectRatio: '1' })} />
      <Skeleton className={css({ h: '3', w: '1/3' })} />
      <Skeleton className={css({ h: '4', w: 'full' })} />
      <Skeleton className={css({ h: '4', w: '2/3' })} />
      <Skeleton className={css({ h: '5', w: '1/2', alignSelf: 'flex-end', mt: '4' })} />
    </div>
  )
}
