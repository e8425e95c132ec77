import { OFFER_PAGE_SIZE, type OfferListParams, type OfferSort } from '#api/seller-products/seller-products'
import { skipOf } from '#ui/panel/data-table/table-search'
import type { SellerProductsSearch } from './products-search'

/** The URL's sort column and direction as the server's sort (name sorts one way only). */
export function offerSort(sort: string | undefined, order: 'asc' | 'desc' | undefined): OfferSort | undefined {
  if (sort === 'price' || sort === 'stock') return `${sort}_${order ?? 'asc'}`
  if (sort === 'name') return 'name'
  return undefined
}

export function offerListParams(storeId: number, search: SellerProductsSearch): OfferListParams {
  return {
    storeId,
    search: search.q || undefined,
    in_stock_only: search.stock === 'in' ? true : undefined,
    sort: offerSort(search.sort, search.order),
    skip: skipOf(search.page, OFFER_PAGE_SIZE),
    limit: OFFER_PAGE_SIZE,
  }
}
