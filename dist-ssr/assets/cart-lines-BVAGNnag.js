// sdk/rules/cart-lines.ts
var OUT_OF_TOTAL = /* @__PURE__ */ new Set(["sold_out", "unavailable"]);
var BLOCKING = /* @__PURE__ */ new Set([
	"sold_out",
	"unavailable",
	"insufficient_stock"
]);
/** Whether a line with this problem (or none) is part of the cart's total and its store's subtotal. */
function countsTowardTotal(problem) {
	return !problem || !OUT_OF_TOTAL.has(problem.code);
}
/** Whether a line with this problem stops the purchase from going on. */
function blocksCheckout(problem) {
	return problem != null && BLOCKING.has(problem.code);
}
export { countsTowardTotal as n, blocksCheckout as t };

//# sourceMappingURL=cart-lines-BVAGNnag.js.map