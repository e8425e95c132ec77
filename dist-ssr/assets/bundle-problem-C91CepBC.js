import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { n as bundleKeys } from "./bundles-DXSOxuM_.js";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
// src/api/seller-bundles.ts
var sellerBundleKeys = {
	all: ["seller-bundles"],
	list: (params) => [
		...sellerBundleKeys.all,
		"list",
		params
	],
	detail: (storeId, id) => [
		...sellerBundleKeys.all,
		"detail",
		storeId,
		id
	],
	offers: (storeId, search) => [
		...sellerBundleKeys.all,
		"offers",
		storeId,
		search
	]
};
function sellerBundlesQueryOptions(params) {
	return queryOptions({
		queryKey: sellerBundleKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/bundles", {
			params: { query: params },
			signal
		}))
	});
}
function sellerBundleQueryOptions(storeId, id) {
	return queryOptions({
		queryKey: sellerBundleKeys.detail(storeId, id),
		queryFn: ({ signal }) => unwrap(api.GET("/bundles/{id}", {
			params: {
				path: { id },
				query: { store_id: storeId }
			},
			signal
		}))
	});
}
/** The store's own offers whose name holds the words, for the bundle's item picker. */
function storeOffersQueryOptions(storeId, search) {
	return queryOptions({
		queryKey: sellerBundleKeys.offers(storeId, search),
		queryFn: async ({ signal }) => {
			const query = {
				store_id: storeId,
				limit: 20,
				...search.trim() ? { search: search.trim() } : {}
			};
			return (await unwrap(api.GET("/products/", {
				params: { query },
				signal
			}))).items.flatMap((p) => p.product_store_id === null ? [] : [{
				offerId: p.product_store_id,
				name: p.name_fa,
				price: p.price ?? 0
			}]);
		},
		staleTime: 3e4
	});
}
function useInvalidateBundles() {
	const queryClient = useQueryClient();
	return () => Promise.all([queryClient.invalidateQueries({ queryKey: sellerBundleKeys.all }), queryClient.invalidateQueries({ queryKey: bundleKeys.all })]);
}
var online = {
	networkMode: "always",
	meta: { silentError: true }
};
function useCreateBundle(storeId) {
	const invalidate = useInvalidateBundles();
	return useMutation({
		mutationFn: (body) => unwrap(api.POST("/bundles", {
			params: { query: { store_id: storeId } },
			body
		})),
		...online,
		onSuccess: () => invalidate()
	});
}
function useUpdateBundle(storeId, id) {
	const invalidate = useInvalidateBundles();
	return useMutation({
		mutationFn: (body) => unwrap(api.PUT("/bundles/{id}", {
			params: {
				path: { id },
				query: { store_id: storeId }
			},
			body
		})),
		...online,
		onSuccess: () => invalidate()
	});
}
function useDeleteBundle(storeId) {
	const invalidate = useInvalidateBundles();
	return useMutation({
		mutationFn: (id) => unwrap(api.DELETE("/bundles/{id}", { params: {
			path: { id },
			query: { store_id: storeId }
		} })),
		...online,
		onSuccess: () => invalidate()
	});
}
/** Puts an offer in the bundle (or changes its quantity), or takes it out (quantity 0). */
function useSetBundleItem(storeId, bundleId) {
	const invalidate = useInvalidateBundles();
	return useMutation({
		mutationFn: ({ offerId, quantity }) => {
			const params = {
				path: { bundleId },
				query: { store_id: storeId }
			};
			return quantity > 0 ? unwrap(api.POST("/bundles/{bundleId}/products", {
				params,
				body: {
					product_store_id: offerId,
					quantity
				}
			})) : unwrap(api.DELETE("/bundles/{bundleId}/products", {
				params,
				body: { product_store_id: offerId }
			}));
		},
		...online,
		onSuccess: () => invalidate()
	});
}
// src/features/providers/bundles/bundle-problem.ts
/** Why the storefront cannot sell the bundle, in Persian; null when it can. */
function bundleProblem(bundle) {
	if (bundle.removed_items > 0) return `${formatNumber(bundle.removed_items)} کالای سبد حذف شده است`;
	if (bundle.items.length === 0) return "سبد خالی است";
	const out = bundle.items.filter((item) => !item.is_available).length;
	if (out > 0) return `${formatNumber(out)} کالا ناموجود است`;
	return bundle.is_available ? null : "قابل خرید نیست";
}
export { useCreateBundle as a, useUpdateBundle as c, storeOffersQueryOptions as i, sellerBundleQueryOptions as n, useDeleteBundle as o, sellerBundlesQueryOptions as r, useSetBundleItem as s, bundleProblem as t };

//# sourceMappingURL=bundle-problem-C91CepBC.js.map