import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// The seller's «مالی» keeps its ledger's page and filters in the URL:
// /providers/7/finance?kind=sale&from=2026-11-01&to=2026-11-27&page=2 (days are Gregorian ISO; the
// date pickers show them in Jalali).
export const LEDGER_KINDS = ['sale', 'shipping', 'commission', 'refund'] as const

const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)

export const financeSearchSchema = v.object({
  page: tableSearchEntries.page,
  kind: v.fallback(v.optional(v.picklist(LEDGER_KINDS)), undefined),
  from: day,
  to: day,
})

export type FinanceSearch = v.InferOutput<typeof financeSearchSchema>
