import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /admin/refunds?status=owed&page=2 — owed refunds (paid by hand) are what an admin comes for.
export const adminRefundsSearchSchema = v.object({
  ...tableSearchEntries,
  status: v.fallback(v.optional(v.picklist(['owed', 'pending', 'done', 'all'])), undefined),
})

export type AdminRefundsSearch = v.InferOutput<typeof adminRefundsSearchSchema>
