import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import "./css-BNi8J5P3.js";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
var discountKeys = {
	all: ["discounts"],
	lists: () => [...discountKeys.all, "list"],
	list: (params) => [...discountKeys.lists(), params],
	detail: (id) => [
		...discountKeys.all,
		"detail",
		id
	],
	codes: (discountId, skip) => [
		...discountKeys.all,
		"codes",
		discountId,
		skip
	],
	groups: (storeId, search) => [
		...discountKeys.all,
		"groups",
		storeId,
		search
	],
	group: (id) => [
		...discountKeys.all,
		"group",
		id
	],
	products: (storeId, search) => [
		...discountKeys.all,
		"products",
		storeId,
		search
	],
	bundles: (storeId) => [
		...discountKeys.all,
		"bundles",
		storeId
	]
};
function discountListQueryOptions(params) {
	return queryOptions({
		queryKey: discountKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/discounts/", {
			params: { query: {
				...params,
				limit: 20
			} },
			signal
		}))
	});
}
function discountQueryOptions(id) {
	return queryOptions({
		queryKey: discountKeys.detail(id),
		queryFn: ({ signal }) => unwrap(api.GET("/discounts/{id}", {
			params: { path: { id } },
			signal
		})),
		meta: { silentError: true }
	});
}
function discountCodesQueryOptions(discountId, skip = 0) {
	return queryOptions({
		queryKey: discountKeys.codes(discountId, skip),
		queryFn: ({ signal }) => unwrap(api.GET("/discounts/codes/", {
			params: { query: {
				discount_id: discountId,
				skip,
				limit: 50
			} },
			signal
		}))
	});
}
function userGroupsQueryOptions(storeId, search = "") {
	return queryOptions({
		queryKey: discountKeys.groups(storeId, search),
		queryFn: ({ signal }) => unwrap(api.GET("/discounts/user-groups/", {
			params: { query: {
				store_id: storeId,
				limit: 100,
				...search ? { search } : {}
			} },
			signal
		}))
	});
}
/** The store's products for the link picker (the seller's products list, searched). */
function storeProductsQueryOptions(storeId, search) {
	return queryOptions({
		queryKey: discountKeys.products(storeId, search),
		queryFn: ({ signal }) => unwrap(api.GET("/products/", {
			params: { query: {
				store_id: storeId,
				limit: 20,
				...search ? { search } : {}
			} },
			signal
		}))
	});
}
/** The store's bundles for the link picker (its published ones). */
function storeBundlesQueryOptions(storeId) {
	return queryOptions({
		queryKey: discountKeys.bundles(storeId),
		queryFn: ({ signal }) => unwrap(api.GET("/public/bundles", {
			params: { query: {
				store_id: storeId,
				limit: 100
			} },
			signal
		})),
		meta: { silentError: true }
	});
}
function useInvalidate() {
	const queryClient = useQueryClient();
	return () => queryClient.invalidateQueries({ queryKey: discountKeys.all });
}
var online = {
	networkMode: "always",
	meta: { silentError: true }
};
function useCreateDiscount() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: (body) => unwrap(api.POST("/discounts/", { body })),
		onSuccess: invalidate,
		...online
	});
}
function useUpdateDiscount(id) {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: async ({ body, links }) => {
			await unwrap(api.PUT("/discounts/{id}", {
				params: { path: { id } },
				body
			}));
			return unwrap(api.PUT("/discounts/{id}/relationships", {
				params: { path: { id } },
				body: links
			}));
		},
		onSuccess: invalidate,
		...online
	});
}
function useDeleteDiscount() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: (id) => unwrap(api.DELETE("/discounts/{id}", { params: { path: { id } } })),
		onSuccess: invalidate,
		...online
	});
}
function useCreateCode() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: (body) => unwrap(api.POST("/discounts/codes/", { body })),
		onSuccess: invalidate,
		...online
	});
}
function useGenerateCodes() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: (body) => unwrap(api.POST("/discounts/codes/batch", { body })),
		onSuccess: invalidate,
		...online
	});
}
function useUpdateCode() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: ({ id, body }) => unwrap(api.PUT("/discounts/codes/{code_id}", {
			params: { path: { code_id: id } },
			body
		})),
		onSuccess: invalidate,
		...online
	});
}
function useDeleteCode() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: (id) => unwrap(api.DELETE("/discounts/codes/{code_id}", { params: { path: { code_id: id } } })),
		onSuccess: invalidate,
		...online
	});
}
function useCreateGroup() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: (body) => unwrap(api.POST("/discounts/user-groups/", { body })),
		onSuccess: invalidate,
		...online
	});
}
function useRenameGroup() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: ({ id, name }) => unwrap(api.PUT("/discounts/user-groups/{id}", {
			params: { path: { id } },
			body: { name }
		})),
		onSuccess: invalidate,
		...online
	});
}
function useDeleteGroup() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: (id) => unwrap(api.DELETE("/discounts/user-groups/{id}", { params: { path: { id } } })),
		onSuccess: invalidate,
		...online
	});
}
function useAddMember() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: ({ groupId, phone }) => unwrap(api.POST("/discounts/user-groups/{gid}/users", {
			params: { path: { gid: groupId } },
			body: { phone }
		})),
		onSuccess: invalidate,
		...online
	});
}
function useRemoveMember() {
	const invalidate = useInvalidate();
	return useMutation({
		mutationFn: ({ groupId, userId }) => unwrap(api.DELETE("/discounts/user-groups/{gid}/users/{uid}", { params: { path: {
			gid: groupId,
			uid: userId
		} } })),
		onSuccess: invalidate,
		...online
	});
}
// src/features/providers/discounts/discount-styles.ts
var formClass = "d_flex flex-d_column gap_5 max-w_3xl";
var sectionClass = "d_flex flex-d_column gap_4 bd-w_1px bd-c_border.default bdr_card bg_bg.surface p_4 md:p_5";
var legendClass = "fw_bold fs_md px_1";
var pairClass = "d_grid grid-tc_1fr md:grid-tc_1fr_1fr gap_4";
var actionsClass = "d_flex gap_2 flex-wrap_wrap ai_center";
var chipsClass = "d_flex flex-wrap_wrap gap_2 li-s_none p_0 m_0";
var chipClass = "d_inline-flex ai_center gap_1 bd-w_1px bd-c_border.default bdr_full ps_3 pe_1 py_0.5 fs_sm bg_bg.muted";
var mutedClass = "c_fg.muted fs_sm";
var checkRowClass = "d_flex ai_center gap_2 cursor_pointer";
var listClass = "d_flex flex-d_column gap_2 li-s_none p_0 m_0";
var rowClass = "d_flex flex-wrap_wrap ai_center jc_space-between gap_2 bd-b-w_1px bd-c_border.default py_2";
var codeTextClass = "ff_mono direction_ltr fw_bold ls_wide";
var inlineFormClass = "d_flex flex-wrap_wrap ai_flex-start gap_3 [&_>_div]:flex_1_1_14rem [&_>_div]:min-w_0 [&_>_button]:mt_6";
export { useUpdateDiscount as A, useDeleteCode as C, useRemoveMember as D, useGenerateCodes as E, useRenameGroup as O, useCreateGroup as S, useDeleteGroup as T, storeBundlesQueryOptions as _, codeTextClass as a, useCreateCode as b, legendClass as c, pairClass as d, rowClass as f, discountQueryOptions as g, discountListQueryOptions as h, chipsClass as i, userGroupsQueryOptions as j, useUpdateCode as k, listClass as l, discountCodesQueryOptions as m, checkRowClass as n, formClass as o, sectionClass as p, chipClass as r, inlineFormClass as s, actionsClass as t, mutedClass as u, storeProductsQueryOptions as v, useDeleteDiscount as w, useCreateDiscount as x, useAddMember as y };

//# sourceMappingURL=discount-styles-DXbBYEtv.js.map