import "./css-BNi8J5P3.js";
import { i as dataTable, r as useTableSearch, t as DataTable } from "./data-table-BsDfL5SZ.js";
import { t as blogKeys } from "./blog-B6L133E0.js";
import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { n as formatDate } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { ot as Badge } from "../entry-server.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { n as skipOf } from "./table-search-CQTCgD4p.js";
import { t as TableSearchBox } from "./table-search-box-CLATNr9q.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { a as Trigger, i as Root, r as List } from "./tabs-1g6V2f6D.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/api/seller-blog.ts
var sellerBlogKeys = {
	all: ["seller-blog"],
	list: (params) => [
		...sellerBlogKeys.all,
		"list",
		params
	],
	detail: (id) => [
		...sellerBlogKeys.all,
		"detail",
		id
	]
};
function sellerPostsQueryOptions(params) {
	return queryOptions({
		queryKey: sellerBlogKeys.list(params),
		queryFn: ({ signal }) => unwrap(api.GET("/blog", {
			params: { query: params },
			signal
		}))
	});
}
function sellerPostQueryOptions(id) {
	return queryOptions({
		queryKey: sellerBlogKeys.detail(id),
		queryFn: ({ signal }) => unwrap(api.GET("/blog/{id}", {
			params: { path: { id } },
			signal
		}))
	});
}
function useInvalidatePosts() {
	const queryClient = useQueryClient();
	return () => Promise.all([queryClient.invalidateQueries({ queryKey: sellerBlogKeys.all }), queryClient.invalidateQueries({ queryKey: blogKeys.all })]);
}
var online = {
	networkMode: "always",
	meta: { silentError: true }
};
function useCreatePost() {
	const invalidate = useInvalidatePosts();
	return useMutation({
		mutationFn: (body) => unwrap(api.POST("/blog", { body })),
		...online,
		onSuccess: () => invalidate()
	});
}
function useUpdatePost(id) {
	const invalidate = useInvalidatePosts();
	return useMutation({
		mutationFn: (body) => unwrap(api.PUT("/blog/{id}", {
			params: { path: { id } },
			body
		})),
		...online,
		onSuccess: () => invalidate()
	});
}
function useDeletePost() {
	const invalidate = useInvalidatePosts();
	return useMutation({
		mutationFn: (id) => unwrap(api.DELETE("/blog/{id}", { params: { path: { id } } })),
		...online,
		onSuccess: () => invalidate()
	});
}
/** Publishes the post or takes it back to draft. */
function useSetPostState(storeId) {
	const invalidate = useInvalidatePosts();
	return useMutation({
		mutationFn: ({ id, publish }) => {
			const params = {
				path: { id },
				query: { store_id: storeId }
			};
			return publish ? unwrap(api.POST("/blog/{id}/publish", { params })) : unwrap(api.POST("/blog/{id}/unpublish", { params }));
		},
		...online,
		onSuccess: () => invalidate()
	});
}
// src/features/providers/blog/blog-page.tsx
var POST_STATUS_LABEL = {
	draft: "پیش‌نویس",
	published: "منتشرشده"
};
function PostStatusBadge({ status }) {
	return /* @__PURE__ */ jsx(Badge, {
		variant: status === "published" ? "success" : "neutral",
		size: "md",
		children: POST_STATUS_LABEL[status]
	});
}
function columns(storeId) {
	return [
		{
			key: "title",
			header: "عنوان",
			primary: true,
			cell: (post) => /* @__PURE__ */ jsx(Link, {
				to: "/providers/$storeId/blog/$id",
				params: {
					storeId,
					id: String(post.id)
				},
				className: dataTable().rowLink,
				children: post.title
			})
		},
		{
			key: "status",
			header: "وضعیت",
			primary: true,
			cell: (post) => /* @__PURE__ */ jsx(PostStatusBadge, { status: post.status })
		},
		{
			key: "published_at",
			header: "نخستین انتشار",
			cell: (post) => post.published_at ? formatDate(post.published_at) : "—"
		},
		{
			key: "updated_at",
			header: "آخرین ویرایش",
			cell: (post) => formatDate(post.updated_at)
		}
	];
}
/** /providers/$storeId/blog: the store's articles, drafts and published, 20 a page, with search. */
function BlogPage({ storeId }) {
	const { search, update } = useTableSearch();
	const query = useQuery(sellerPostsQueryOptions({
		store_id: Number(storeId),
		skip: skipOf(search.page, 20),
		limit: 20,
		...search.status ? { status: search.status } : {},
		...search.q ? { search: search.q } : {}
	}));
	useDocumentTitle("مقاله‌های وبلاگ");
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, {
			title: "مقاله‌های وبلاگ",
			actions: /* @__PURE__ */ jsx(Link, {
				to: "/providers/$storeId/blog/add",
				params: { storeId },
				className: buttonClass(),
				children: "نوشتن مقاله"
			})
		}),
		/* @__PURE__ */ jsx(Root, {
			className: "mb_2",
			value: search.status ?? "all",
			onValueChange: (d) => update({ status: d.value === "all" ? void 0 : d.value }),
			children: /* @__PURE__ */ jsxs(List, {
				"aria-label": "وضعیت مقاله",
				children: [
					/* @__PURE__ */ jsx(Trigger, {
						value: "all",
						children: "همه"
					}),
					/* @__PURE__ */ jsx(Trigger, {
						value: "draft",
						children: POST_STATUS_LABEL.draft
					}),
					/* @__PURE__ */ jsx(Trigger, {
						value: "published",
						children: POST_STATUS_LABEL.published
					})
				]
			})
		}),
		/* @__PURE__ */ jsx(DataTable, {
			label: "مقاله‌های فروشگاه",
			columns: columns(storeId),
			rows: query.data?.items,
			rowKey: (post) => post.id,
			total: query.data?.total ?? 0,
			pageSize: 20,
			isPending: query.isPending,
			error: query.error,
			onRetry: () => void query.refetch(),
			toolbar: /* @__PURE__ */ jsx(TableSearchBox, {
				label: "جستجو",
				placeholder: "عنوان یا خلاصه مقاله"
			}),
			empty: search.q || search.status ? {
				title: "مقاله‌ای با این شرایط پیدا نشد",
				description: "جستجو یا وضعیت را تغییر دهید."
			} : {
				title: "هنوز مقاله‌ای ننوشته‌اید",
				description: "راهنمای خرید و خبرهای فروشگاه را برای مشتریان بنویسید."
			}
		})
	] });
}
export { useDeletePost as a, useCreatePost as i, PostStatusBadge as n, useSetPostState as o, sellerPostQueryOptions as r, useUpdatePost as s, BlogPage as t };

//# sourceMappingURL=blog-page-CU_xAhRU.js.map