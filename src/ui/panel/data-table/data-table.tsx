import type { ReactNode } from 'react'
import { dataTable } from 'styled-system/recipes'
import { formatNumber } from '#lib/fa'
import { useMediaQuery } from '#lib/use-media-query'
import { EmptyState } from '../../empty-state'
import { ErrorState } from '../../error-state'
import { Pagination } from '../../pagination'
import * as Card from '../card'
import type { Column } from './column'
import { DataTableSkeleton } from './data-table-skeleton'
import { SortButton } from './sort-button'
import { useTableSearch } from './use-table-search'

export type { Column }

export interface DataTableProps<Row> {
  /** The table's name for screen readers (e.g. «سفارش‌های فروشگاه»). */
  label: string
  columns: Column<Row>[]
  rows: Row[] | undefined
  rowKey: (row: Row) => string | number
  /** Rows on every page and the page size, for paging. */
  total: number
  pageSize: number
  isPending: boolean
  error?: unknown
  onRetry: () => void
  /** The filters and search above the table (they write the URL through useTableSearch). */
  toolbar?: ReactNode
  empty: { title: string; description?: string }
}

/**
 * A list the panels page through: a table from 640 px up and a card (the kit's Card) per row below it (the same
 * columns and links). Paging and sorting live in the URL (`page`, `sort`, `order`), beside the
 * screen's filters; the screen reads them to fetch the rows it passes in.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, rows, total, pageSize, toolbar } = props
  const { search, update } = useTableSearch()
  const wide = useMediaQuery('(min-width: 640px)')
  const classes = dataTable()
  const page = search.page ?? 1
  return (
    <section aria-label={label} className={classes.root}>
      {toolbar && <div className={classes.toolbar}>{toolbar}</div>}
      {rows && rows.length > 0 && (
        <p className={classes.summary} aria-live="polite">
          {`${formatNumber(total)} مورد`}
        </p>
      )}
      <Body {...props} wide={wide} />
      <Pagination
        page={page}
        totalPages={Math.max(1, Math.ceil(total / pageSize))}
        onPageChange={(next) => update({ page: next > 1 ? next : undefined })}
      />
    </section>
  )
}

/** Two toolbar filters that go together (a date range): side by side at every width. */
export function FilterGroup({ children }: { children: ReactNode }) {
  return <div className={dataTable().filterGroup}>{children}</div>
}

function Body<Row>({ wide, ...props }: DataTableProps<Row> & { wide: boolean }) {
  const { rows, isPending, error, onRetry, empty, columns } = props
  if (isPending && !rows) return <DataTableSkeleton columns={columns.length} />
  if (error && !rows) return <ErrorState error={error} onRetry={onRetry} />
  if (!rows || rows.length === 0) return <EmptyState title={empty.title} description={empty.description} />
  return wide ? <Table {...props} rows={rows} /> : <Cards {...props} rows={rows} />
}

function Table<Row>({ label, columns, rows, rowKey }: DataTableProps<Row> & { rows: Row[] }) {
  const classes = dataTable()
  return (
    <div className={classes.scroller}>
      <table className={classes.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <SortButton key={column.key} column={column} className={classes.headCell} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={classes.row}>
              {columns.map((column) => (
                <td key={column.key} className={classes.cell}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Cards<Row>({ label, columns, rows, rowKey }: DataTableProps<Row> & { rows: Row[] }) {
  const classes = dataTable()
  const primary = columns.filter((column) => column.primary)
  const fields = columns.filter((column) => !column.primary)
  return (
    <ul className={classes.cards} aria-label={label}>
      {rows.map((row) => (
        <Card.Root key={rowKey(row)} size="sm" asChild>
          <li>
            <Card.Body>
              <div className={classes.cardTitle}>
                {primary.map((column) => (
                  <span key={column.key}>{column.cell(row)}</span>
                ))}
              </div>
              <dl className={classes.cardFields}>
                {fields.map((column) => (
                  <div key={column.key} className={classes.cardField}>
                    <dt className={classes.cardLabel}>{column.header}</dt>
                    <dd className={classes.cardValue}>{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </Card.Body>
          </li>
        </Card.Root>
      ))}
    </ul>
  )
}
