import { t as ApiError } from "./sdk-Dju50_5D.js";
import { i as myStoresQueryOptions } from "./stores-CA1jN-Ll.js";
import { o as selectedStore } from "./api-DZa6-Wrr.js";
import { redirect } from "@tanstack/react-router";
var SECTIONS = /* @__PURE__ */ new Set([
	"products",
	"bundles",
	"discounts",
	"orders",
	"blog",
	"homepage"
]);
/** Whether `rest` (what follows /providers/) starts with a store page's name: `products`, `orders/3`… */
function isStorePath(rest) {
	return SECTIONS.has(rest.split("/")[0]);
}
// src/features/providers/store-redirect.ts
/**
* Where an address without a store id goes: the stored store, else the provider's first store
* (GET /stores, oldest first); null when the provider has none.
*/
async function selectedOrFirstStore(queryClient) {
	const stored = selectedStore.get();
	if (stored) return stored;
	const first = (await queryClient.ensureQueryData(myStoresQueryOptions({ limit: 1 }))).items[0]?.id ?? null;
	if (first) selectedStore.set(first);
	return first;
}
/**
* The one redirect of the id-less seller addresses (spec section 2: "without a store id the
* paths are /providers/products and so on"): to the same page of the selected store, or to
* /register-store when the provider has no store (spec section 4). `rest` defaults to products.
*/
async function toSelectedStore(queryClient, rest = "products", search = {}) {
	let storeId;
	try {
		storeId = await selectedOrFirstStore(queryClient);
	} catch (error) {
		if (error instanceof ApiError && error.status === 501) throw redirect({
			to: "/providers/stores",
			replace: true
		});
		throw error;
	}
	if (!storeId) throw redirect({
		to: "/register-store",
		replace: true
	});
	throw redirect({
		to: `/providers/${storeId}/${rest}`,
		search,
		replace: true
	});
}
export { isStorePath, toSelectedStore };

//# sourceMappingURL=store-redirect-B19IT3Hu.js.map