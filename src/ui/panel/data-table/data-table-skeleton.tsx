import { dataTable } from 'styled-system/recipes'
import { Skeleton, SkeletonGroup } from '../../skeleton'
import * as Card from '../card'

/** Grey rows while the first page loads (later pages keep the previous rows on screen). */
export function DataTableSkeleton({ columns, rows = 5 }: { columns: number; rows?: number }) {
  const classes = dataTable()
  return (
    <SkeletonGroup>
      <div className={classes.cards}>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
          <Card.Root key={row} size="sm">
            <Card.Body>
              {Array.from({ length: Math.min(columns, 3) }, (_, cell) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                <Skeleton key={cell} className={classes.skeletonLine} />
              ))}
            </Card.Body>
          </Card.Root>
        ))}
      </div>
    </SkeletonGroup>
  )
}
