import { dataTable } from 'styled-system/recipes'
import { Icon } from '../../icon'
import type { Column } from './column'
import { useTableSearch } from './use-table-search'

/**
 * A column head; a sortable one is a button that writes `sort`/`order` to the URL: first
 * ascending, then descending, then back to the server's own order.
 */
export function SortButton<Row>({ column, className }: { column: Column<Row>; className: string }) {
  const { search, update } = useTableSearch()
  if (!column.sortable) {
    return (
      <th scope="col" className={className}>
        {column.header}
      </th>
    )
  }
  const active = search.sort === column.key ? (search.order ?? 'asc') : undefined
  const next = active === undefined ? 'asc' : active === 'asc' ? 'desc' : undefined
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
    >
      <button
        type="button"
        className={dataTable().sortButton}
        onClick={() => update({ sort: next && column.key, order: next })}
      >
        {column.header}
        <Icon>{active === 'desc' ? <path d="m6 9 6 6 6-6" /> : <path d="m6 15 6-6 6 6" />}</Icon>
      </button>
    </th>
  )
}
