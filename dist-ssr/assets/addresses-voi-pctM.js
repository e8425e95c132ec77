import { o as unwrap } from "./sdk-Dju50_5D.js";
import "./address-DavMV2U2.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
// src/api/addresses.ts
var addressKeys = {
	all: ["addresses"],
	lists: () => [...addressKeys.all, "list"],
	mutations: {
		save: ["addresses", "save"],
		remove: ["addresses", "remove"],
		makeDefault: ["addresses", "make-default"]
	}
};
/** A customer keeps at most 20 addresses, so one page holds them all (the default first). */
var addressListQueryOptions = queryOptions({
	queryKey: addressKeys.lists(),
	queryFn: ({ signal }) => unwrap(api.GET("/customers/addresses", {
		params: { query: { limit: 20 } },
		signal
	})),
	meta: { silentError: true }
});
/** Creates (no id) or changes an address; 422 field errors are the form's to show. */
function useSaveAddress() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationKey: addressKeys.mutations.save,
		mutationFn: ({ id, body }) => id ? unwrap(api.PUT("/customers/addresses/{id}", {
			params: { path: { id } },
			body
		})) : unwrap(api.POST("/customers/addresses", { body: {
			...body,
			is_default: body.is_default ?? false
		} })),
		networkMode: "always",
		meta: { silentError: true },
		onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all })
	});
}
/** Applies a change to the cached list and hands back what to restore on failure. */
async function changeList(queryClient, change) {
	await queryClient.cancelQueries({ queryKey: addressKeys.lists() });
	const previous = queryClient.getQueryData(addressKeys.lists());
	if (previous) {
		const items = change(previous.items);
		queryClient.setQueryData(addressKeys.lists(), {
			...previous,
			items,
			total: items.length
		});
	}
	return { previous };
}
function restore(queryClient, context) {
	if (context?.previous) queryClient.setQueryData(addressKeys.lists(), context.previous);
}
var newestFirst = (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
/** The server's order: the default first, then the newest. */
var serverOrder = (items) => [...items].sort((a, b) => Number(b.is_default) - Number(a.is_default) || newestFirst(a, b));
function useDeleteAddress() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationKey: addressKeys.mutations.remove,
		mutationFn: (id) => unwrap(api.DELETE("/customers/addresses/{id}", { params: { path: { id } } })),
		networkMode: "always",
		onMutate: (id) => changeList(queryClient, (items) => {
			const gone = items.find((a) => a.id === id);
			const rest = items.filter((a) => a.id !== id);
			if (!gone?.is_default || rest.length === 0) return rest;
			const newest = [...rest].sort(newestFirst)[0];
			return serverOrder(rest.map((a) => a.id === newest.id ? {
				...a,
				is_default: true
			} : a));
		}),
		onError: (_error, _id, context) => restore(queryClient, context),
		onSuccess: () => toast({
			title: "نشانی حذف شد",
			variant: "success"
		}),
		onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all })
	});
}
function useMakeDefaultAddress() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationKey: addressKeys.mutations.makeDefault,
		mutationFn: (id) => unwrap(api.PUT("/customers/addresses/{id}", {
			params: { path: { id } },
			body: { is_default: true }
		})),
		networkMode: "always",
		onMutate: (id) => changeList(queryClient, (items) => serverOrder(items.map((a) => ({
			...a,
			is_default: a.id === id
		})))),
		onError: (_error, _id, context) => restore(queryClient, context),
		onSuccess: () => toast({
			title: "نشانی پیش‌فرض تغییر کرد",
			variant: "success"
		}),
		onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all })
	});
}
export { useSaveAddress as i, useDeleteAddress as n, useMakeDefaultAddress as r, addressListQueryOptions as t };

//# sourceMappingURL=addresses-voi-pctM.js.map