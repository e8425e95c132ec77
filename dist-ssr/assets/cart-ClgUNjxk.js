import { o as unwrap } from "./sdk-Dju50_5D.js";
import { t as useLoggedIn } from "./use-session-BvXoFzGK.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { queryOptions, useQuery } from "@tanstack/react-query";
// src/api/cart.ts
var cartKeys = {
	all: ["cart"],
	detail: () => [...cartKeys.all, "detail"]
};
var discountKeys = {
	all: ["cart-discount"],
	check: (cartId, code, total) => [
		...discountKeys.all,
		cartId,
		code,
		total
	]
};
var cartMutationKeys = {
	add: [...cartKeys.all, "add"],
	update: [...cartKeys.all, "update"],
	remove: [...cartKeys.all, "remove"]
};
/**
* The signed-in customer's cart, asked for only while a token is stored. The server re-prices it
* on every read, so it is always stale: every mount (the drawer opening, the /cart page) and a
* reload show today's prices and stock, not the copy kept in IndexedDB. The drawer and the page
* show their own error state, hence no global toast.
*/
function cartQueryOptions(loggedIn) {
	return queryOptions({
		queryKey: cartKeys.detail(),
		queryFn: ({ signal }) => unwrap(api.GET("/public/cart", { signal })),
		enabled: loggedIn,
		staleTime: 0,
		meta: { silentError: true }
	});
}
/** The cart for whoever is signed in, and whether anyone is. */
function useCart() {
	const loggedIn = useLoggedIn();
	return {
		loggedIn,
		query: useQuery(cartQueryOptions(loggedIn))
	};
}
/**
* The same cart entry as read by checkout: prices and stock move, so checkout wants a cart only
* seconds old; the route's loader has just fetched (and retried), so a failure shows at once.
*/
var checkoutCartQueryOptions = queryOptions({
	...cartQueryOptions(true),
	staleTime: 5e3,
	retryOnMount: false
});
function discountCheckQueryOptions(cartId, code, total) {
	return queryOptions({
		queryKey: discountKeys.check(cartId, code, total),
		queryFn: ({ signal }) => unwrap(api.GET("/discounts/carts/{cart_id}", {
			params: {
				path: { cart_id: cartId },
				query: { discount_code: code }
			},
			signal
		})),
		staleTime: Number.POSITIVE_INFINITY,
		retry: false,
		refetchOnWindowFocus: false,
		meta: { silentError: true }
	});
}
export { discountCheckQueryOptions as a, checkoutCartQueryOptions as i, cartMutationKeys as n, useCart as o, cartQueryOptions as r, cartKeys as t };

//# sourceMappingURL=cart-ClgUNjxk.js.map