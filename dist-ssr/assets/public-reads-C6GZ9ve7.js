// sdk/rules/public-reads.ts
/**
* The query-key roots of the public catalogue (everything else in the PWA's cache is private).
* Written out rather than read from PUBLIC_READS so the first script does not carry the patterns;
* the Record type above makes each root name its reads.
*/
var PUBLIC_QUERY_ROOTS = /* @__PURE__ */ new Set([
	"products",
	"categories",
	"public-stores",
	"bundles",
	"blog-posts",
	"suggestions",
	"homepage"
]);
/** The home page's entries. */
var homepageRead = () => ({
	path: "/homepage/",
	query: { limit: 5 }
});
/** The category tree: roots with their children (the spec's limit of 1000 covers it). */
var categoryTreeRead = () => ({
	path: "/public/categories",
	query: {
		root_only: true,
		limit: 1e3
	}
});
export { categoryTreeRead as n, homepageRead as r, PUBLIC_QUERY_ROOTS as t };

//# sourceMappingURL=public-reads-C6GZ9ve7.js.map