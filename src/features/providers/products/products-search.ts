import * as v from 'valibot'
import { tableSearchEntries } from '#ui/panel/data-table/table-search'

// /providers/$storeId/products?q=…&stock=in&sort=price&order=desc&page=2: the list's state is its
// URL. This is the route's validateSearch, which loads with the app: keep it light.
export const sellerProductsSearchSchema = v.object({
  ...tableSearchEntries,
  stock: v.fallback(v.optional(v.picklist(['in'])), undefined),
})

export type SellerProductsSearch = v.InferOutput<typeof sellerProductsSearchSchema>
