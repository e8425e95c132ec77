import { css } from 'styled-system/css'
import { Skeleton, SkeletonGroup } from '#ui/skeleton'

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '5' },
})

/** Two address cards' worth of grey lines while the list loads. */
export function AddressListSkeleton() {
  return (
    <SkeletonGroup label="در حال بارگذاری نشانی‌ها...">
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '4' })}>
        {[0, 1].map((i) => (
          <div key={i} className={cardClass}>
            <Skeleton className={css({ h: '5', w: '24' })} />
            <Skeleton className={css({ h: '4', w: 'full' })} />
            <Skeleton className={css({ h: '4', w: '2/3' })} />
            <Skeleton className={css({ h: '4', w: '1/2' })} />
            <Skeleton className={css({ h: '9', w: '40', mt: '2' })} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  )
}
