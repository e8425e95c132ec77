import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { r as skipFor } from "./page-search-D8yfZLof.js";
import { queryOptions } from "@tanstack/react-query";
var bundleKeys = {
	all: ["bundles"],
	lists: () => [...bundleKeys.all, "list"],
	list: (params) => [...bundleKeys.lists(), params],
	details: () => [...bundleKeys.all, "detail"],
	detail: (idOrSlug) => [...bundleKeys.details(), idOrSlug]
};
function bundleListQueryOptions(params) {
	return queryOptions({
		queryKey: bundleKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/public/bundles", {
			params: { query: params },
			signal
		}))
	});
}
/** One bundle by its slug (or id: the API takes either). */
function bundleQueryOptions(idOrSlug) {
	return queryOptions({
		queryKey: bundleKeys.detail(idOrSlug),
		queryFn: ({ signal }) => unwrap(api.GET("/public/bundles/{id}", {
			params: { path: { id: idOrSlug } },
			signal
		})),
		meta: { silentError: true }
	});
}
/** The bundle's picture: its own, else its first item's. */
function bundleImage(bundle) {
	return bundle.image_url ?? bundle.items.find((item) => item.image_url)?.image_url ?? null;
}
/** One page of the list (?page=…). */
function bundleListParams(page) {
	return {
		skip: skipFor(page, 20),
		limit: 20
	};
}
export { bundleQueryOptions as a, bundleListQueryOptions as i, bundleKeys as n, bundleListParams as r, bundleImage as t };

//# sourceMappingURL=bundles-DXSOxuM_.js.map