import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { r as skipFor } from "./page-search-D8yfZLof.js";
import { queryOptions } from "@tanstack/react-query";
var blogKeys = {
	all: ["blog-posts"],
	lists: () => [...blogKeys.all, "list"],
	list: (params) => [...blogKeys.lists(), params],
	details: () => [...blogKeys.all, "detail"],
	detail: (id) => [...blogKeys.details(), id]
};
function blogListQueryOptions(params) {
	return queryOptions({
		queryKey: blogKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/public/blog-posts", {
			params: { query: params },
			signal
		}))
	});
}
function blogPostQueryOptions(id) {
	return queryOptions({
		queryKey: blogKeys.detail(id),
		queryFn: ({ signal }) => unwrap(api.GET("/public/blog-posts/{id}", {
			params: { path: { id } },
			signal
		})),
		meta: { silentError: true }
	});
}
/** One page of the list (?page=…). */
function blogListParams(page) {
	return {
		skip: skipFor(page, 20),
		limit: 20
	};
}
export { blogPostQueryOptions as i, blogListParams as n, blogListQueryOptions as r, blogKeys as t };

//# sourceMappingURL=blog-B6L133E0.js.map