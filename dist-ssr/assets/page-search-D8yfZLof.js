import * as v from "valibot";
// src/lib/page-search.ts
/** `?page=2` for the simple paged lists (bundles, blog, stores); anything else means page 1. */
var pageSearchSchema = v.object({ page: v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.toNumber())]), v.integer(), v.minValue(1), v.maxValue(1e4))), void 0) });
function skipFor(page, size) {
	return ((page ?? 1) - 1) * size;
}
function pageCount(total, size) {
	return Math.max(1, Math.ceil(total / size));
}
export { pageSearchSchema as n, skipFor as r, pageCount as t };

//# sourceMappingURL=page-search-D8yfZLof.js.map