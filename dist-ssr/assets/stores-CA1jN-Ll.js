import { o as unwrap, t as ApiError } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { r as skipFor } from "./page-search-D8yfZLof.js";
import { queryOptions } from "@tanstack/react-query";
var storeKeys = {
	all: ["public-stores"],
	lists: () => [...storeKeys.all, "list"],
	list: (params) => [...storeKeys.lists(), params],
	details: () => [...storeKeys.all, "detail"],
	detail: (id) => [...storeKeys.details(), id]
};
function storeListQueryOptions(params) {
	return queryOptions({
		queryKey: storeKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/public/stores", {
			params: { query: params },
			signal
		}))
	});
}
/** /store/{storeName}: the store with this slug, through the list's exact `slug` lookup. */
function storeBySlugQueryOptions(slug) {
	return storeListQueryOptions({
		slug,
		limit: 1
	});
}
function storeQueryOptions(id) {
	return queryOptions({
		queryKey: storeKeys.detail(id),
		queryFn: ({ signal }) => unwrap(api.GET("/public/stores/{id}", {
			params: { path: { id } },
			signal
		})),
		meta: { silentError: true }
	});
}
var METHOD_LABELS = {
	post_pishtaz: "پست پیشتاز",
	tipax: "تیپاکس",
	courier: "پیک"
};
function shippingMethodLabel(method) {
	return METHOD_LABELS[method] ?? method;
}
/** One page of the list (?page=…). */
function storeListParams(page) {
	return {
		skip: skipFor(page, 100),
		limit: 100
	};
}
var myStoreKeys = {
	all: ["my-stores"],
	lists: () => [...myStoreKeys.all, "list"],
	list: (params) => [...myStoreKeys.lists(), params]
};
/** The provider's stores, oldest first: the first one is the default selected store (spec section 4). */
function myStoresQueryOptions(params = {}) {
	return queryOptions({
		queryKey: myStoreKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/stores", {
			params: { query: params },
			signal
		})),
		staleTime: 6e4,
		retry: (failures, error) => !(error instanceof ApiError && error.status === 501) && failures < 2,
		meta: { silentError: true }
	});
}
/** One of the provider's stores (GET /stores/by-id/{id}): the layout reads `verified` for the locked dashboard. */
function myStoreQueryOptions(id) {
	return queryOptions({
		queryKey: [
			...myStoreKeys.all,
			"detail",
			id
		],
		queryFn: ({ signal }) => unwrap(api.GET("/stores/by-id/{id}", {
			params: { path: { id } },
			signal
		})),
		staleTime: 0,
		meta: { silentError: true }
	});
}
/** The switcher's and the layout's read: the provider's stores in one page (GET /stores takes 100 at most). */
var myStoresForSwitcher = () => myStoresQueryOptions({ limit: 100 });
export { shippingMethodLabel as a, storeListParams as c, myStoresQueryOptions as i, storeListQueryOptions as l, myStoreQueryOptions as n, storeBySlugQueryOptions as o, myStoresForSwitcher as r, storeKeys as s, myStoreKeys as t, storeQueryOptions as u };

//# sourceMappingURL=stores-CA1jN-Ll.js.map