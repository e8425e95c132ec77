import { y as toLatinDigits } from "./fa-B46h81DH.js";
import * as v from "valibot";
// src/ui/data-table/table-search.ts
var pageNumber = v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(toLatinDigits), v.toNumber())]), v.integer(), v.minValue(1), v.maxValue(1e4));
var tableSearchEntries = {
	page: v.fallback(v.optional(pageNumber), void 0),
	sort: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(40))), void 0),
	order: v.fallback(v.optional(v.picklist(["asc", "desc"])), void 0),
	q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))), void 0)
};
var tableSearchSchema = v.object(tableSearchEntries);
/** The API's skip for a 1-based page. */
function skipOf(page, size) {
	return ((page ?? 1) - 1) * size;
}
/** Drops empty values so the URL carries only what narrows the list. */
function compactSearch(search) {
	return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== void 0 && value !== ""));
}
export { tableSearchSchema as i, skipOf as n, tableSearchEntries as r, compactSearch as t };

//# sourceMappingURL=table-search-CQTCgD4p.js.map