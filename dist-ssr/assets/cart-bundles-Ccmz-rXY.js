import { i as newIdempotencyKey, o as unwrap } from "./sdk-Dju50_5D.js";
import { n as pathWithQuery } from "./return-to-C1iiRB1f.js";
import { t as useLoggedIn } from "./use-session-BvXoFzGK.js";
import { rt as openCartDrawer } from "../entry-server.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { i as toastError } from "./toast-BxABEDuo.js";
import { t as cartKeys } from "./cart-ClgUNjxk.js";
import { onlineManager, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
// src/api/cart-bundles.ts
var cartBundleMutationKeys = {
	add: [...cartKeys.all, "bundle-add"],
	update: [...cartKeys.all, "bundle-update"],
	remove: [...cartKeys.all, "bundle-remove"]
};
var BUNDLE_OFFLINE = "تغییر سبد ویژه بدون اتصال به اینترنت ممکن نیست؛ پس از اتصال دوباره امتحان کنید";
/** Shown beside the bundle page's button and on a bundle line while offline (the buttons are disabled). */
var BUNDLE_NEEDS_CONNECTION = "افزودن یا تغییر سبد ویژه به اینترنت نیاز دارد";
var header = () => ({ header: { "Idempotency-Key": newIdempotencyKey() } });
/** Shared by the three changes: one cart scope, the answer stored, refusals toasted by the client. */
function useBundleChange(mutationKey, request) {
	const queryClient = useQueryClient();
	const { mutateAsync, isPending } = useMutation({
		mutationKey,
		mutationFn: request,
		scope: { id: "cart" },
		onSuccess: (cart) => queryClient.setQueryData(cartKeys.detail(), cart)
	});
	/** Resolves true when the server took the change. */
	async function change(variables) {
		if (!onlineManager.isOnline()) {
			toastError(BUNDLE_OFFLINE);
			return false;
		}
		try {
			await mutateAsync(variables);
			return true;
		} catch {
			return false;
		}
	}
	return {
		change,
		pending: isPending
	};
}
/** The bundle page's button: signed in, adds the bundle line and opens the drawer; else the login screen. */
function useAddBundle() {
	const loggedIn = useLoggedIn();
	const router = useRouter();
	const { change, pending } = useBundleChange(cartBundleMutationKeys.add, (bundleId) => unwrap(api.POST("/public/cart/bundles", {
		body: {
			bundle_id: bundleId,
			quantity: 1
		},
		params: header()
	})));
	async function add(bundleId) {
		if (!loggedIn) {
			await router.navigate({
				to: "/login",
				search: { returnTo: pathWithQuery(router.state.location) }
			});
			return;
		}
		if (pending) return;
		if (await change(bundleId)) openCartDrawer();
	}
	return {
		add,
		pending
	};
}
/** The bundle line's stepper; a quantity below 1 is ignored (spec sections 4 and 5). */
function useSetBundleQuantity() {
	const { change } = useBundleChange(cartBundleMutationKeys.update, ({ id, quantity }) => unwrap(api.PUT("/public/cart/bundles/{bundle_id}", { params: {
		path: { bundle_id: id },
		query: { quantity },
		...header()
	} })));
	return (line, quantity) => {
		if (quantity >= 1) change({
			id: line.bundle_id,
			quantity
		});
	};
}
function useRemoveBundle() {
	const { change } = useBundleChange(cartBundleMutationKeys.remove, (id) => unwrap(api.DELETE("/public/cart/bundles/{bundle_id}", { params: {
		path: { bundle_id: id },
		...header()
	} })));
	return (line) => void change(line.bundle_id);
}
export { useSetBundleQuantity as i, useAddBundle as n, useRemoveBundle as r, BUNDLE_NEEDS_CONNECTION as t };

//# sourceMappingURL=cart-bundles-Ccmz-rXY.js.map