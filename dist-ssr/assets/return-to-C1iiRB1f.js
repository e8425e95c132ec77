import * as v from "valibot";
// src/app/session/return-to.ts
/**
* Where to go after signing in: only a same-site path ('/…', not '//…' or '/\…', which browsers
* treat as another host), else '/'.
*/
function safeReturnTo(value) {
	if (typeof value !== "string") return "/";
	const path = value.trim();
	if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return "/";
	if (/\p{Cc}/u.test(path)) return "/";
	return path;
}
/** The path and query of a location, which is what returnTo carries. */
function pathWithQuery(location) {
	const query = typeof location.searchStr === "string" ? location.searchStr : "";
	return `${location.pathname}${query}`;
}
var optionalText = v.fallback(v.optional(v.string()), void 0);
/**
* The login screen's search params: `returnTo` (what the header and the session flow send) and
* `from` (the spec's name for the guard's origin); both are accepted.
*/
var loginSearchSchema = v.object({
	returnTo: optionalText,
	from: optionalText
});
function returnToFromSearch(search) {
	return safeReturnTo(search.returnTo ?? search.from);
}
export { safeReturnTo as i, pathWithQuery as n, returnToFromSearch as r, loginSearchSchema as t };

//# sourceMappingURL=return-to-C1iiRB1f.js.map