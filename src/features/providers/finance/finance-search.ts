import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /providers/$storeId/finance?kind=sale&from=2026-11-01&to=2026-11-25&page=2&payouts=2: the
// ledger's filters and pages live in the URL. Days are calendar days (ISO, Tehran time), chosen
// on a Jalali calendar; a bad value is dropped. This is the route's validateSearch, which loads
// with the app: keep it light (no API module here).
const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)

export const financeSearchSchema = v.object({
  page: tableSearchEntries.page,
  kind: v.fallback(v.optional(v.picklist(['sale', 'shipping', 'commission', 'refund'])), undefined),
  from: day,
  to: day,
  /** The payouts list's own page */
  payouts: tableSearchEntries.page,
})

export type FinanceSearch = v.InferOutput<typeof financeSearchSchema>
