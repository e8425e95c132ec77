import { a as newOrdersCountQueryOptions } from "./orders-CrhGnChu.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { useQuery } from "@tanstack/react-query";
// src/features/providers/orders/use-new-orders.ts
/**
* The store's orders waiting for the seller (paid online, or cash on delivery not yet processed;
* 0 while unknown). Read again every minute while
* the panel is open and visible; a hidden tab does not poll.
*/
function useNewOrders(storeId) {
	return useQuery({
		...newOrdersCountQueryOptions(storeId ?? 0),
		enabled: storeId !== null
	}).data ?? 0;
}
/** «(۳) سفارش‌ها»: the count before a page's title while orders wait. */
function withNewOrders(title, count) {
	return count > 0 ? `(${formatNumber(count)}) ${title}` : title;
}
export { withNewOrders as n, useNewOrders as t };

//# sourceMappingURL=use-new-orders-Crb-eDRe.js.map