import type { LedgerFilters } from '#api/finance'
import type { FinanceSearch } from './finance-search'

/**
 * The URL's filters as the ledger's query (the same for the page and its CSV). A range turned
 * inside out (typed into the URL: the pickers bound each end by the other) keeps its start, so
 * the server is never asked a question it refuses.
 */
export function ledgerFilters(search: Pick<FinanceSearch, 'from' | 'to' | 'kind'>): LedgerFilters {
  const inverted = search.from !== undefined && search.to !== undefined && search.to < search.from
  const filters: LedgerFilters = {}
  if (search.from) filters.from = search.from
  if (search.to && !inverted) filters.to = search.to
  if (search.kind) filters.kind = search.kind
  return filters
}

/** Whether any filter narrows the ledger (the empty state then says to change them). */
export function isFiltered(filters: LedgerFilters): boolean {
  return Boolean(filters.from || filters.to || filters.kind)
}
