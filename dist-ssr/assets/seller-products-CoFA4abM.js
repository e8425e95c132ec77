import { o as unwrap, r as createApiClient } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { yt as sellerProductKeys } from "../entry-server.js";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
// src/api/seller-products.ts
function offersQueryOptions({ storeId, ...query }) {
	return queryOptions({
		queryKey: sellerProductKeys.list({
			storeId,
			...query
		}),
		queryFn: ({ signal }) => unwrap(api.GET("/products/store/{store_id}/assignments", {
			params: {
				path: { store_id: storeId },
				query
			},
			signal
		})),
		placeholderData: keepPreviousData,
		staleTime: 1e4
	});
}
function sellerProductQueryOptions(id, storeId) {
	return queryOptions({
		queryKey: sellerProductKeys.detail(id, storeId),
		queryFn: ({ signal }) => unwrap(api.GET("/products/{id}", {
			params: {
				path: { id },
				query: { store_id: storeId }
			},
			signal
		})),
		staleTime: 5e3,
		meta: { silentError: true }
	});
}
var catalogueClient;
var catalogue = () => {
	catalogueClient ??= createApiClient({ baseUrl: "/catalogue" });
	return catalogueClient;
};
/** The catalogue's fast search (cached 300 s by the service; kept as long here). */
function catalogueSearchQueryOptions(phrase) {
	return queryOptions({
		queryKey: sellerProductKeys.catalogue(phrase),
		queryFn: ({ signal }) => unwrap(catalogue().GET("/products/search/fast", {
			params: { query: {
				query: phrase,
				limit: 10
			} },
			signal
		})),
		staleTime: 3e5,
		enabled: phrase.trim().length > 0
	});
}
function createProduct(storeId, body, idempotencyKey) {
	return unwrap(api.POST("/products", {
		params: {
			query: { store_id: storeId },
			header: { "Idempotency-Key": idempotencyKey }
		},
		body
	}));
}
function updateProduct(id, storeId, body) {
	return unwrap(api.PUT("/products/{id}", {
		params: {
			path: { id },
			query: { store_id: storeId }
		},
		body
	}));
}
function deleteOffer(id, storeId) {
	return unwrap(api.DELETE("/products/{id}", { params: {
		path: { id },
		query: { store_id: storeId }
	} }));
}
function setOfferAvailability(productId, storeId, isAvailable) {
	return unwrap(api.PUT("/products/{product_id}/store/{store_id}/assignment", {
		params: { path: {
			product_id: productId,
			store_id: storeId
		} },
		body: { is_available: isAvailable }
	}));
}
function addProductImage(id, storeId, url) {
	return unwrap(api.POST("/products/{id}/images", {
		params: {
			path: { id },
			query: { store_id: storeId }
		},
		body: {
			url,
			is_primary: false
		}
	}));
}
function deleteProductImage(id, storeId, imageId) {
	return unwrap(api.DELETE("/products/{id}/images/{imageId}", { params: {
		path: {
			id,
			imageId
		},
		query: { store_id: storeId }
	} }));
}
function setPrimaryImage(id, storeId, imageId) {
	return unwrap(api.PUT("/products/{id}/images/{imageId}/set-primary", { params: {
		path: {
			id,
			imageId
		},
		query: { store_id: storeId }
	} }));
}
function reorderImages(id, storeId, ids) {
	return unwrap(api.PUT("/products/{id}/images/reorder", {
		params: {
			path: { id },
			query: { store_id: storeId }
		},
		body: ids.map((imageId, order) => ({
			id: imageId,
			order
		}))
	}));
}
/** Every offer of the store up or down by a percentage or an amount; `dry_run` previews it. */
function bulkPriceChange(storeSlug, body, idempotencyKey) {
	return unwrap(api.PATCH("/stores/{store_slug}/products/bulk-update", {
		params: {
			path: { store_slug: storeSlug },
			...idempotencyKey ? { header: { "Idempotency-Key": idempotencyKey } } : {}
		},
		body
	}));
}
function setAllAvailability(storeSlug, isAvailable) {
	return unwrap(api.PATCH("/stores/{store_slug}/products/availability", {
		params: { path: { store_slug: storeSlug } },
		body: { is_available: isAvailable }
	}));
}
export { deleteOffer as a, reorderImages as c, setOfferAvailability as d, setPrimaryImage as f, createProduct as i, sellerProductQueryOptions as l, bulkPriceChange as n, deleteProductImage as o, updateProduct as p, catalogueSearchQueryOptions as r, offersQueryOptions as s, addProductImage as t, setAllAvailability as u };

//# sourceMappingURL=seller-products-CoFA4abM.js.map