import { keepPreviousData, onlineManager, type QueryClient, queryOptions } from '@tanstack/react-query'
import { ApiError, createApiClient, type Schemas, unwrap } from '../../sdk'
import { api } from '../lib/api'
import { errorDetail, isUnauthorized } from '../lib/errors'
import { toastError } from '../lib/toast'
import {
  addConflict,
  type OfferConflict,
  OfferConflictError,
  type OfferEdit,
  offerEditBody,
  toOfferConflict,
} from './offer-edits'

// The seller's products (spec section 7, products.yaml): a store's offers with their price,
// stock and availability, one product with its data and images, the catalogue to import from,
// and the store-wide price and availability changes. The offer's price and stock edits queue
// offline like the order moves (seller-order-moves.ts).

export type Offer = Schemas['Assignment']
export type SellerProduct = Schemas['Product']
export type CatalogueItem = Schemas['CatalogueItem']
export type BulkPriceChange = Schemas['ProductBulkPriceUpdate']
export type BulkResult = Schemas['ProductBulkUpdateResult']
export type ProductCreate = Schemas['ProductCreate']
export type ProductUpdate = Schemas['ProductUpdate']

export const OFFER_SORTS = ['newest', 'price_asc', 'price_desc', 'stock_asc', 'stock_desc', 'name'] as const
export type OfferSort = (typeof OFFER_SORTS)[number]

/** GET /products/store/{store_id}/assignments' page size. */
export const OFFER_PAGE_SIZE = 20
/** At most this many images a product (products.yaml addProductImage). */
export const MAX_PRODUCT_IMAGES = 12

export interface OfferListParams {
  storeId: number
  search?: string
  in_stock_only?: boolean
  sort?: OfferSort
  skip?: number
  limit?: number
}

export const sellerProductKeys = {
  all: ['seller-products'] as const,
  lists: () => [...sellerProductKeys.all, 'list'] as const,
  list: (params: OfferListParams) => [...sellerProductKeys.lists(), params] as const,
  details: () => [...sellerProductKeys.all, 'detail'] as const,
  detail: (id: number, storeId: number) => [...sellerProductKeys.details(), id, storeId] as const,
  catalogue: (phrase: string) => [...sellerProductKeys.all, 'catalogue', phrase] as const,
  conflicts: () => [...sellerProductKeys.all, 'conflicts'] as const,
  edit: () => [...sellerProductKeys.all, 'edit'] as const,
}

export function offersQueryOptions({ storeId, ...query }: OfferListParams) {
  return queryOptions({
    queryKey: sellerProductKeys.list({ storeId, ...query }),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/products/store/{store_id}/assignments', {
          params: { path: { store_id: storeId }, query },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
}

export function sellerProductQueryOptions(id: number, storeId: number) {
  return queryOptions({
    queryKey: sellerProductKeys.detail(id, storeId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/products/{id}', { params: { path: { id }, query: { store_id: storeId } }, signal })),
    staleTime: 5_000,
    meta: { silentError: true },
  })
}

// The catalogue service answers under /catalogue, beside the API (catalogue-service.yaml).
const catalogue = createApiClient({ baseUrl: '/catalogue' })

/** The catalogue's fast search (cached 300 s by the service; kept as long here). */
export function catalogueSearchQueryOptions(phrase: string) {
  return queryOptions({
    queryKey: sellerProductKeys.catalogue(phrase),
    queryFn: ({ signal }) =>
      unwrap(catalogue.GET('/products/search/fast', { params: { query: { query: phrase, limit: 10 } }, signal })),
    staleTime: 300_000,
    enabled: phrase.trim().length > 0,
  })
}

export function invalidateSellerProducts(queryClient: QueryClient) {
  // The storefront shows the change at once too (its product pages and lists).
  void queryClient.invalidateQueries({ queryKey: ['products'] })
  return queryClient.invalidateQueries({
    queryKey: sellerProductKeys.all,
    predicate: (query) => query.queryKey[1] !== 'conflicts',
  })
}

export function createProduct(storeId: number, body: ProductCreate, idempotencyKey: string) {
  return unwrap(
    api.POST('/products', {
      params: { query: { store_id: storeId }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  )
}

export function updateProduct(id: number, storeId: number, body: ProductUpdate) {
  return unwrap(api.PUT('/products/{id}', { params: { path: { id }, query: { store_id: storeId } }, body }))
}

export function deleteOffer(id: number, storeId: number) {
  return unwrap(api.DELETE('/products/{id}', { params: { path: { id }, query: { store_id: storeId } } }))
}

export function setOfferAvailability(productId: number, storeId: number, isAvailable: boolean) {
  return unwrap(
    api.PUT('/products/{product_id}/store/{store_id}/assignment', {
      params: { path: { product_id: productId, store_id: storeId } },
      body: { is_available: isAvailable },
    }),
  )
}

export function addProductImage(id: number, storeId: number, url: string) {
  return unwrap(
    api.POST('/products/{id}/images', {
      params: { path: { id }, query: { store_id: storeId } },
      body: { url, is_primary: false },
    }),
  )
}

export function deleteProductImage(id: number, storeId: number, imageId: number) {
  return unwrap(
    api.DELETE('/products/{id}/images/{imageId}', {
      params: { path: { id, imageId }, query: { store_id: storeId } },
    }),
  )
}

export function setPrimaryImage(id: number, storeId: number, imageId: number) {
  return unwrap(
    api.PUT('/products/{id}/images/{imageId}/set-primary', {
      params: { path: { id, imageId }, query: { store_id: storeId } },
    }),
  )
}

export function reorderImages(id: number, storeId: number, ids: readonly number[]) {
  return unwrap(
    api.PUT('/products/{id}/images/reorder', {
      params: { path: { id }, query: { store_id: storeId } },
      body: ids.map((imageId, order) => ({ id: imageId, order })),
    }),
  )
}

/** Every offer of the store up or down by a percentage or an amount; `dry_run` previews it. */
export function bulkPriceChange(storeSlug: string, body: BulkPriceChange, idempotencyKey?: string) {
  return unwrap(
    api.PATCH('/stores/{store_slug}/products/bulk-update', {
      params: {
        path: { store_slug: storeSlug },
        ...(idempotencyKey ? { header: { 'Idempotency-Key': idempotencyKey } } : {}),
      },
      body,
    }),
  )
}

export function setAllAvailability(storeSlug: string, isAvailable: boolean) {
  return unwrap(
    api.PATCH('/stores/{store_slug}/products/availability', {
      params: { path: { store_slug: storeSlug } },
      body: { is_available: isAvailable },
    }),
  )
}

// ---- The queued price and stock edits ----------------------------------------------------------

/** The variables of a new edit: offline it is marked queued. */
export function offerEdit(edit: Omit<OfferEdit, 'queued'>): OfferEdit {
  return { ...edit, queued: !onlineManager.isOnline() }
}

async function sendOfferEdit(edit: OfferEdit): Promise<Offer> {
  let body: unknown
  const call = api
    .PUT('/products/{product_id}/store/{store_id}/assignment', {
      params: {
        path: { product_id: edit.productId, store_id: edit.storeId },
        header: { 'Idempotency-Key': edit.idempotencyKey },
      },
      body: offerEditBody(edit),
    })
    .then((result) => {
      body = result.error
      return result
    })
  try {
    return await unwrap(call)
  } catch (error) {
    throw toOfferConflict(error, body, edit)
  }
}

function retryDropped(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.status === 0 || (error.status >= 500 && failureCount < 3)
}

/** The conflicts waiting for the seller's choice: kept in the (persisted) cache, so a closed tab keeps them. */
export function conflictsQueryOptions(queryClient: QueryClient) {
  return queryOptions({
    queryKey: sellerProductKeys.conflicts(),
    queryFn: () => queryClient.getQueryData<OfferConflict[]>(sellerProductKeys.conflicts()) ?? [],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 7 * 24 * 60 * 60 * 1000,
    networkMode: 'always',
  })
}

export function updateConflicts(queryClient: QueryClient, change: (list: OfferConflict[]) => OfferConflict[]) {
  queryClient.setQueryData<OfferConflict[]>(sellerProductKeys.conflicts(), (list) => change(list ?? []))
}

/**
 * Registers the edit once, where the query client is made, so an edit restored from IndexedDB
 * finds its mutationFn: one at a time in the order they were made, each with its key. A 409
 * becomes a conflict the seller resolves; nothing is overwritten.
 */
export function registerOfferEdits(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(sellerProductKeys.edit(), {
    mutationFn: sendOfferEdit,
    scope: { id: 'seller-offer-edits' },
    retry: retryDropped,
    meta: { silentError: true },
    onSuccess: () => invalidateSellerProducts(queryClient),
    onError: (error: unknown, edit: OfferEdit) => {
      if (error instanceof OfferConflictError) {
        updateConflicts(queryClient, (list) =>
          addConflict(list, { edit, current: error.current, detail: error.detail }),
        )
      } else if (edit.queued && !isUnauthorized(error)) {
        toastError(errorDetail(error), `تغییر ${edit.field === 'price' ? 'قیمت' : 'موجودی'} «${edit.name}» انجام نشد`)
      }
      void invalidateSellerProducts(queryClient)
    },
  })
}
