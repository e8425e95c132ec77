import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api'
import { createApiClient, type Schemas, unwrap } from '#sdk'
import { type OfferListParams, sellerProductKeys } from './seller-offer-queue'

export {
  conflictsQueryOptions,
  OFFER_SORTS,
  type OfferListParams,
  type OfferSort,
  offerEdit,
  registerOfferEdits,
  sellerProductKeys,
  updateConflicts,
} from './seller-offer-queue'

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
export type ProductSpecs = Schemas['ProductSpecs']
export type ProductUpdate = Schemas['ProductUpdate']

/** GET /products/store/{store_id}/assignments' page size. */
export const OFFER_PAGE_SIZE = 20
/** At most this many images a product (products.yaml addProductImage). */
export const MAX_PRODUCT_IMAGES = 12

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

// The catalogue service answers under /catalogue, beside the API (catalogue-service.yaml); made
// on first use, so the app's first script does not carry it.
let catalogueClient: ReturnType<typeof createApiClient> | undefined
const catalogue = () => {
  catalogueClient ??= createApiClient({ baseUrl: '/catalogue' })
  return catalogueClient
}

/** The catalogue's fast search (cached 300 s by the service; kept as long here). */
export function catalogueSearchQueryOptions(phrase: string) {
  return queryOptions({
    queryKey: sellerProductKeys.catalogue(phrase),
    queryFn: ({ signal }) =>
      unwrap(catalogue().GET('/products/search/fast', { params: { query: { query: phrase, limit: 10 } }, signal })),
    staleTime: 300_000,
    enabled: phrase.trim().length > 0,
  })
}

export { invalidateSellerProducts } from './seller-offer-queue'

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
