import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as categoryTreeRead } from "./public-reads-C6GZ9ve7.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { queryOptions } from "@tanstack/react-query";
// src/api/categories.ts
var HOUR = 36e5;
var categoryKeys = {
	all: ["categories"],
	tree: () => [...categoryKeys.all, "tree"],
	bySlug: (slug) => [
		...categoryKeys.all,
		"slug",
		slug
	],
	filters: (id) => [
		...categoryKeys.all,
		"filters",
		id
	]
};
/** The category tree: roots with their children (the address the server embeds: public-reads.ts). */
var categoryTreeQueryOptions = queryOptions({
	queryKey: categoryKeys.tree(),
	queryFn: ({ signal }) => unwrap(api.GET("/public/categories", {
		params: { query: categoryTreeRead().query },
		signal
	})),
	staleTime: HOUR
});
function categoryBySlugQueryOptions(slug) {
	return queryOptions({
		queryKey: categoryKeys.bySlug(slug),
		queryFn: ({ signal }) => unwrap(api.GET("/categories/slug/{slug}/", {
			params: { path: { slug } },
			signal
		})),
		staleTime: 6e5,
		meta: { silentError: true }
	});
}
/** A category's facets (its own filterable attributes and its ancestors'). */
function categoryFiltersQueryOptions(id) {
	return queryOptions({
		queryKey: categoryKeys.filters(id),
		queryFn: ({ signal }) => unwrap(api.GET("/public/categories/{id}/filters", {
			params: { path: { id } },
			signal
		})),
		staleTime: 6e5
	});
}
/** The path from a root down to the category (for breadcrumbs), or [] when it is not in the tree. */
function categoryPath(roots, id) {
	for (const category of roots) {
		if (category.id === id) return [category];
		const below = category.children ? categoryPath(category.children, id) : [];
		if (below.length) return [category, ...below];
	}
	return [];
}
export { categoryTreeQueryOptions as a, categoryPath as i, categoryFiltersQueryOptions as n, categoryKeys as r, categoryBySlugQueryOptions as t };

//# sourceMappingURL=categories-ZQYAdqY0.js.map