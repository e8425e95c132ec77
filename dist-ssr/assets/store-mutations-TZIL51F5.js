import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { lt as profileKeys } from "../entry-server.js";
import { s as storeKeys, t as myStoreKeys } from "./stores-CA1jN-Ll.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
// src/api/store-mutations.ts
function useInvalidateStores() {
	const queryClient = useQueryClient();
	return () => Promise.all([queryClient.invalidateQueries({ queryKey: myStoreKeys.all }), queryClient.invalidateQueries({ queryKey: storeKeys.all })]);
}
/**
* A new store. At sign-up (`signup`) through stores/individual or stores/legal-entity, which give
* the user the provider role (the profile is refetched); a provider's next store through POST /stores.
*/
function useCreateStore({ signup = false } = {}) {
	const queryClient = useQueryClient();
	const invalidate = useInvalidateStores();
	return useMutation({
		mutationFn: (body) => {
			if (!signup) return unwrap(api.POST("/stores", { body }));
			return "national_code" in body ? unwrap(api.POST("/stores/individual", { body })) : unwrap(api.POST("/stores/legal-entity", { body }));
		},
		networkMode: "always",
		meta: { silentError: true },
		onSuccess: async () => {
			await invalidate();
			if (signup) await queryClient.invalidateQueries({ queryKey: profileKeys.all });
		}
	});
}
function useUpdateStore(id) {
	const invalidate = useInvalidateStores();
	return useMutation({
		mutationFn: (body) => unwrap(api.PUT("/stores/{id}", {
			params: { path: { id } },
			body
		})),
		networkMode: "always",
		meta: { silentError: true },
		onSuccess: () => invalidate()
	});
}
/** Deletes a store; the server answers 409 while it has open orders (the caller shows its detail). */
function useDeleteStore() {
	const invalidate = useInvalidateStores();
	return useMutation({
		mutationFn: (id) => unwrap(api.DELETE("/stores/{id}", { params: { path: { id } } })),
		networkMode: "always",
		meta: { silentError: true },
		onSuccess: () => invalidate()
	});
}
export { useDeleteStore as n, useUpdateStore as r, useCreateStore as t };

//# sourceMappingURL=store-mutations-TZIL51F5.js.map