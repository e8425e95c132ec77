import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { s as storeKeys } from "./stores-CA1jN-Ll.js";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
var adminStoreKeys = {
	all: ["admin-stores"],
	lists: () => [...adminStoreKeys.all, "list"],
	list: (params) => [...adminStoreKeys.lists(), params],
	awaiting: () => [...adminStoreKeys.all, "awaiting"],
	detail: (id) => [
		...adminStoreKeys.all,
		"detail",
		id
	],
	audit: (id, skip) => [
		...adminStoreKeys.all,
		"audit",
		id,
		skip
	],
	products: (params) => [
		...adminStoreKeys.all,
		"products",
		params
	],
	curation: (id, kind, skip) => [
		...adminStoreKeys.all,
		kind,
		id,
		skip
	]
};
function adminStoresQueryOptions(params) {
	return queryOptions({
		queryKey: adminStoreKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/stores/all", {
			params: { query: params },
			signal
		}))
	});
}
/** How many stores await review: the sidebar's badge (one row read, the count is in the page). */
function awaitingReviewQueryOptions() {
	return queryOptions({
		queryKey: adminStoreKeys.awaiting(),
		queryFn: async ({ signal }) => (await unwrap(api.GET("/stores/all", {
			params: { query: { limit: 1 } },
			signal
		}))).awaiting_review ?? 0,
		staleTime: 6e4,
		meta: { silentError: true }
	});
}
function adminStoreQueryOptions(id) {
	return queryOptions({
		queryKey: adminStoreKeys.detail(id),
		queryFn: ({ signal }) => unwrap(api.GET("/stores/{id}", {
			params: { path: { id } },
			signal
		}))
	});
}
function storeAuditQueryOptions(id, skip = 0) {
	return queryOptions({
		queryKey: adminStoreKeys.audit(id, skip),
		queryFn: ({ signal }) => unwrap(api.GET("/admins/store/{id}/audit", {
			params: {
				path: { id },
				query: {
					skip,
					limit: 20
				}
			},
			signal
		}))
	});
}
function adminProductsQueryOptions(params) {
	return queryOptions({
		queryKey: adminStoreKeys.products(params),
		queryFn: ({ signal }) => unwrap(api.GET("/admins/products", {
			params: { query: params },
			signal
		}))
	});
}
function discountedProductsQueryOptions(id, skip = 0) {
	return queryOptions({
		queryKey: adminStoreKeys.curation(id, "discounted", skip),
		queryFn: ({ signal }) => unwrap(api.GET("/admins/store/{id}/discounted_products", {
			params: {
				path: { id },
				query: {
					skip,
					limit: 10
				}
			},
			signal
		}))
	});
}
function storeBundlesQueryOptions(id, skip = 0) {
	return queryOptions({
		queryKey: adminStoreKeys.curation(id, "bundles", skip),
		queryFn: ({ signal }) => unwrap(api.GET("/admins/store/{id}/bundles", {
			params: {
				path: { id },
				query: {
					skip,
					limit: 10
				}
			},
			signal
		}))
	});
}
function storeArticlesQueryOptions(id, skip = 0) {
	return queryOptions({
		queryKey: adminStoreKeys.curation(id, "articles", skip),
		queryFn: ({ signal }) => unwrap(api.GET("/admins/store/{id}/articles", {
			params: {
				path: { id },
				query: {
					skip,
					limit: 10
				}
			},
			signal
		}))
	});
}
/**
* Verifies (true) or unverifies (false) a store with the admin's note. Online only; the dialog
* shows the server's refusal. The stores list, the badge, the audit log and the storefront's
* stores are read again.
*/
function useSetStoreVerified(id) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ verified, note }) => {
			const body = note.trim() ? { note: note.trim() } : {};
			const path = {
				params: { path: { id } },
				body
			};
			return unwrap(verified ? api.POST("/stores/{id}/verify", path) : api.POST("/stores/{id}/unverify", path));
		},
		networkMode: "always",
		meta: { silentError: true },
		onSuccess: async (store) => {
			queryClient.setQueryData(adminStoreKeys.detail(id), store);
			await Promise.all([queryClient.invalidateQueries({ queryKey: adminStoreKeys.all }), queryClient.invalidateQueries({ queryKey: storeKeys.all })]);
		}
	});
}
export { discountedProductsQueryOptions as a, storeBundlesQueryOptions as c, awaitingReviewQueryOptions as i, useSetStoreVerified as l, adminStoreQueryOptions as n, storeArticlesQueryOptions as o, adminStoresQueryOptions as r, storeAuditQueryOptions as s, adminProductsQueryOptions as t };

//# sourceMappingURL=admin-stores-D3yAHyJI.js.map