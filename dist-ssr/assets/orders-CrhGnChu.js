import { o as unwrap, t as ApiError } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { notFound } from "@tanstack/react-router";
// src/api/orders.ts
var orderKeys = {
	all: ["public-orders"],
	lists: () => [...orderKeys.all, "list"],
	list: (params) => [...orderKeys.lists(), params],
	details: () => [...orderKeys.all, "detail"],
	detail: (id) => [...orderKeys.details(), id]
};
function orderListQueryOptions(params) {
	return queryOptions({
		queryKey: orderKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/public/orders", {
			params: { query: params },
			signal
		})),
		retryOnMount: false,
		meta: { silentError: true }
	});
}
function orderQueryOptions(id) {
	return queryOptions({
		queryKey: orderKeys.detail(id),
		queryFn: ({ signal }) => unwrap(api.GET("/public/orders/{order_id}", {
			params: { path: { order_id: id } },
			signal
		})),
		staleTime: 5e3,
		retryOnMount: false,
		meta: { silentError: true }
	});
}
var purchaseKeys = {
	all: ["purchases"],
	detail: (id) => [...purchaseKeys.all, id]
};
/** A checkout with every one of its orders (one per store) and what it cost. */
function purchaseQueryOptions(id) {
	return queryOptions({
		queryKey: purchaseKeys.detail(id),
		queryFn: ({ signal }) => unwrap(api.GET("/customers/purchases/{purchase_id}", {
			params: { path: { purchase_id: id } },
			signal
		})),
		staleTime: 5e3,
		meta: { silentError: true }
	});
}
/**
* The order pages' loader: a missing order (or someone else's, which answers 404) is the
* not-found page; any other failure is left to the page, which shows it with a retry.
*/
/** `fresh`: back from the gateway, the copy cached at checkout (unpaid) must not be shown as is. */
async function loadOrder(queryClient, id, fresh = false) {
	try {
		await queryClient.fetchQuery(fresh ? {
			...orderQueryOptions(id),
			staleTime: 0
		} : orderQueryOptions(id));
	} catch (error) {
		if (error instanceof ApiError && (error.status === 404 || error.status === 422)) throw notFound();
	}
}
/**
* POST /public/orders with the checkout attempt's Idempotency-Key: a double click or a retry after
* a lost answer sends the same key and body, and the server places the order once.
*/
function createOrder(body, idempotencyKey) {
	return unwrap(api.POST("/public/orders", {
		body,
		params: { header: { "Idempotency-Key": idempotencyKey } }
	}));
}
/** Every order status, in the order an order moves through them. */
var ORDER_STATUSES = [
	"pending_payment",
	"paid",
	"processing",
	"shipped",
	"delivered",
	"cancelled"
];
var sellerOrderKeys = {
	all: ["seller-orders"],
	lists: () => [...sellerOrderKeys.all, "list"],
	list: (params) => [...sellerOrderKeys.lists(), params],
	details: () => [...sellerOrderKeys.all, "detail"],
	detail: (id, storeId) => [
		...sellerOrderKeys.details(),
		id,
		storeId
	]
};
function sellerOrdersQueryOptions(params) {
	return queryOptions({
		queryKey: sellerOrderKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/orders/", {
			params: { query: params },
			signal
		})),
		placeholderData: keepPreviousData,
		staleTime: 1e4
	});
}
/** One order of the store (404 when it belongs to another store). Opened once, readable offline. */
function sellerOrderQueryOptions(id, storeId) {
	return queryOptions({
		queryKey: sellerOrderKeys.detail(id, storeId),
		queryFn: ({ signal }) => unwrap(api.GET("/orders/{id}", {
			params: {
				path: { id },
				query: { store_id: storeId }
			},
			signal
		})),
		staleTime: 5e3,
		meta: { silentError: true }
	});
}
/** Any store's order, for an admin (no store named): the admin's order page. */
function adminOrderQueryOptions(id) {
	return queryOptions({
		queryKey: sellerOrderKeys.detail(id),
		queryFn: ({ signal }) => unwrap(api.GET("/orders/{id}", {
			params: { path: { id } },
			signal
		})),
		staleTime: 5e3,
		meta: { silentError: true }
	});
}
/** How often the new-orders count is read again while the panel is open (not while it is hidden). */
var NEW_ORDERS_REFRESH_MS = 6e4;
/**
* The orders the seller must act on (paid online ones and cash-on-delivery ones not yet
* processed): the sidebar's and the title's badge.
*/
function newOrdersCountQueryOptions(storeId) {
	return queryOptions({
		queryKey: [
			...sellerOrderKeys.all,
			"new-count",
			storeId
		],
		queryFn: async ({ signal }) => {
			return (await unwrap(api.GET("/orders/", {
				params: { query: {
					store_id: storeId,
					needs_action: true,
					limit: 1
				} },
				signal
			}))).total;
		},
		staleTime: NEW_ORDERS_REFRESH_MS / 2,
		refetchInterval: NEW_ORDERS_REFRESH_MS,
		refetchIntervalInBackground: false,
		meta: { silentError: true }
	});
}
export { newOrdersCountQueryOptions as a, orderQueryOptions as c, sellerOrderKeys as d, sellerOrderQueryOptions as f, loadOrder as i, purchaseKeys as l, adminOrderQueryOptions as n, orderKeys as o, sellerOrdersQueryOptions as p, createOrder as r, orderListQueryOptions as s, ORDER_STATUSES as t, purchaseQueryOptions as u };

//# sourceMappingURL=orders-CrhGnChu.js.map