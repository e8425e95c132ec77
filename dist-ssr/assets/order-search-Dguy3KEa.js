import { t as ORDER_STATUSES } from "./orders-CrhGnChu.js";
import * as v from "valibot";
// src/features/orders/order-search.ts
/** /orders/{id}/status: `?payment=success|failed` is where the payment gateway sends the browser back. */
var orderStatusSearchSchema = v.object({ payment: v.fallback(v.optional(v.picklist(["success", "failed"])), void 0) });
/** /profile (the orders tab): `?page=2&status=shipped`. */
var orderListSearchSchema = v.object({
	page: v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.toNumber())]), v.integer(), v.minValue(1))), void 0),
	status: v.fallback(v.optional(v.picklist(ORDER_STATUSES)), void 0)
});
/** The API's page of the orders tab for its search params. */
function orderListParams(search) {
	return {
		skip: ((search.page ?? 1) - 1) * 20,
		limit: 20,
		...search.status ? { status: search.status } : {}
	};
}
export { orderListSearchSchema as n, orderStatusSearchSchema as r, orderListParams as t };

//# sourceMappingURL=order-search-Dguy3KEa.js.map