import type { ReactNode } from 'react'

/** One column of a DataTable: its head, how a row shows in it, and its place on a phone card. */
export interface Column<Row> {
  key: string
  header: string
  cell: (row: Row) => ReactNode
  /** The column the URL's `sort` may name (the server must sort by it). */
  sortable?: boolean
  /** On a phone card: the card's title (shown without its label) rather than a labelled field. */
  primary?: boolean
}
