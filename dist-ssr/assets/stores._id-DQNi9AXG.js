import "./css-BNi8J5P3.js";
import { a as discountedProductsQueryOptions, c as storeBundlesQueryOptions, l as useSetStoreVerified, n as adminStoreQueryOptions, o as storeArticlesQueryOptions, s as storeAuditQueryOptions, t as adminProductsQueryOptions } from "./admin-stores-D3yAHyJI.js";
import { a as shippingMethodLabel } from "./stores-CA1jN-Ll.js";
import { b as toPersianDigits, n as formatDate, r as formatDateTime, v as formatNumber } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { a as Root, i as Header, o as Title, t as Body } from "./card-bpa1A8uH.js";
import { r as useTableSearch, t as DataTable } from "./data-table-BsDfL5SZ.js";
import { K as ErrorState, S as Route, dt as Loading, ot as Badge } from "../entry-server.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { a as Trigger, i as Root$1, r as List, t as Content } from "./tabs-1g6V2f6D.js";
import { n as skipOf } from "./table-search-CQTCgD4p.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { a as Root$2, i as Label, o as Textarea } from "./field-DXW4QFjt.js";
import { n as StoreStatusBadge, t as STORE_KIND_LABELS } from "./store-status-BCaf-S_P.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/admin/stores/store-lists.tsx
var SORTS = [
	"created_at",
	"price",
	"stock",
	"name"
];
var productColumns = [
	{
		key: "name",
		header: "نام کالا",
		primary: true,
		sortable: true,
		cell: (p) => p.name_fa
	},
	{
		key: "category",
		header: "دسته‌بندی",
		cell: (p) => p.category.name_fa
	},
	{
		key: "price",
		header: "قیمت",
		sortable: true,
		cell: (p) => p.price === null ? "—" : /* @__PURE__ */ jsx(Toman, { value: p.price })
	},
	{
		key: "stock",
		header: "موجودی",
		sortable: true,
		cell: (p) => p.stock ? formatNumber(p.stock) : /* @__PURE__ */ jsx(Badge, {
			variant: "danger",
			children: "ناموجود"
		})
	},
	{
		key: "created_at",
		header: "تاریخ افزودن",
		sortable: true,
		cell: (p) => formatDate(p.created_at)
	}
];
/** The store's products, 20 a page: the in-stock filter and the four sorts, all in the URL. */
function StoreProducts({ storeId }) {
	const { search, update } = useTableSearch();
	const sort = SORTS.find((s) => s === search.sort);
	const params = {
		store_id: storeId,
		in_stock_only: search.stock === "1" || void 0,
		sort_by: sort,
		sort_order: sort ? search.order ?? "desc" : void 0,
		skip: skipOf(search.page, 20),
		limit: 20
	};
	const query = useQuery(adminProductsQueryOptions(params));
	return /* @__PURE__ */ jsx(DataTable, {
		label: "محصولات فروشگاه",
		columns: productColumns,
		rows: query.data?.items,
		rowKey: (p) => p.id,
		total: query.data?.total ?? 0,
		pageSize: 20,
		isPending: query.isPending,
		error: query.error,
		onRetry: () => void query.refetch(),
		toolbar: /* @__PURE__ */ jsxs("label", {
			className: "d_inline-flex ai_center gap_2 fs_sm min-h_11",
			children: [/* @__PURE__ */ jsx("input", {
				type: "checkbox",
				checked: search.stock === "1",
				onChange: (event) => update({ stock: event.currentTarget.checked ? "1" : void 0 })
			}), "فقط کالاهای موجود"]
		}),
		empty: search.stock ? {
			title: "کالای موجودی ندارد",
			description: "فیلتر «فقط کالاهای موجود» را بردارید."
		} : { title: "این فروشگاه هنوز کالایی ندارد" }
	});
}
var summaryColumns = [
	{
		key: "name",
		header: "نام کالا",
		primary: true,
		cell: (p) => p.name_fa
	},
	{
		key: "price",
		header: "قیمت پس از تخفیف",
		cell: (p) => p.price === null ? "—" : /* @__PURE__ */ jsx(Toman, { value: p.price })
	},
	{
		key: "original",
		header: "قیمت اصلی",
		cell: (p) => p.original_price ? /* @__PURE__ */ jsx(Toman, { value: p.original_price }) : "—"
	},
	{
		key: "percent",
		header: "تخفیف",
		cell: (p) => p.discount_percent ? `${formatNumber(p.discount_percent)}٪` : "—"
	}
];
function StoreDiscounted({ storeId }) {
	const { search } = useTableSearch();
	const query = useQuery(discountedProductsQueryOptions(storeId, skipOf(search.page, 10)));
	return /* @__PURE__ */ jsx(DataTable, {
		label: "کالاهای تخفیف‌دار",
		columns: summaryColumns,
		rows: query.data?.items,
		rowKey: (p) => p.id,
		total: query.data?.total ?? 0,
		pageSize: 10,
		isPending: query.isPending,
		error: query.error,
		onRetry: () => void query.refetch(),
		empty: { title: "کالای تخفیف‌داری ندارد" }
	});
}
var bundleColumns = [
	{
		key: "name",
		header: "نام بسته",
		primary: true,
		cell: (b) => b.name
	},
	{
		key: "items",
		header: "تعداد کالا",
		cell: (b) => formatNumber(b.items.length)
	},
	{
		key: "price",
		header: "قیمت بسته",
		cell: (b) => /* @__PURE__ */ jsx(Toman, { value: b.selling_price })
	},
	{
		key: "created_at",
		header: "تاریخ ساخت",
		cell: (b) => formatDate(b.created_at)
	}
];
function StoreBundles({ storeId }) {
	const { search } = useTableSearch();
	const query = useQuery(storeBundlesQueryOptions(storeId, skipOf(search.page, 10)));
	return /* @__PURE__ */ jsx(DataTable, {
		label: "بسته‌های فروشگاه",
		columns: bundleColumns,
		rows: query.data?.items,
		rowKey: (b) => b.id,
		total: query.data?.total ?? 0,
		pageSize: 10,
		isPending: query.isPending,
		error: query.error,
		onRetry: () => void query.refetch(),
		empty: { title: "بسته فعالی ندارد" }
	});
}
var postColumns = [{
	key: "title",
	header: "عنوان",
	primary: true,
	cell: (p) => p.title
}, {
	key: "published_at",
	header: "تاریخ انتشار",
	cell: (p) => p.published_at ? formatDate(p.published_at) : "—"
}];
function StoreArticles({ storeId }) {
	const { search } = useTableSearch();
	const query = useQuery(storeArticlesQueryOptions(storeId, skipOf(search.page, 10)));
	return /* @__PURE__ */ jsx(DataTable, {
		label: "مطالب فروشگاه",
		columns: postColumns,
		rows: query.data?.items,
		rowKey: (p) => p.id,
		total: query.data?.total ?? 0,
		pageSize: 10,
		isPending: query.isPending,
		error: query.error,
		onRetry: () => void query.refetch(),
		empty: { title: "مطلب منتشرشده‌ای ندارد" }
	});
}
var ACTION_LABELS = {
	"store.verify": "تأیید فروشگاه",
	"store.unverify": "لغو تأیید"
};
var auditColumns = [
	{
		key: "action",
		header: "کار",
		primary: true,
		cell: (e) => /* @__PURE__ */ jsx(Badge, {
			variant: e.action === "store.verify" ? "success" : e.action === "store.unverify" ? "danger" : "neutral",
			children: ACTION_LABELS[e.action] ?? e.action
		})
	},
	{
		key: "note",
		header: "یادداشت",
		cell: (e) => e.note ?? "—"
	},
	{
		key: "admin",
		header: "مدیر",
		cell: (e) => e.admin ? e.admin.name ?? /* @__PURE__ */ jsx("bdi", { children: toPersianDigits(e.admin.phone) }) : "حساب حذف‌شده"
	},
	{
		key: "created_at",
		header: "زمان",
		cell: (e) => formatDateTime(e.created_at)
	}
];
/** Who verified or unverified the store, when and with what note; newest first. */
function StoreAudit({ storeId }) {
	const { search } = useTableSearch();
	const query = useQuery(storeAuditQueryOptions(storeId, skipOf(search.page, 20)));
	return /* @__PURE__ */ jsx(DataTable, {
		label: "گزارش فعالیت‌ها",
		columns: auditColumns,
		rows: query.data?.items,
		rowKey: (e) => e.id,
		total: query.data?.total ?? 0,
		pageSize: 20,
		isPending: query.isPending,
		error: query.error,
		onRetry: () => void query.refetch(),
		empty: { title: "هنوز کاری روی این فروشگاه ثبت نشده است" }
	});
}
// src/features/admin/stores/store-review.tsx
/**
* Verify or unverify the store, asking for a short note that the audit log keeps. The seller's
* dashboard unlocks (or locks) on its next load.
*/
function StoreReviewButton({ store }) {
	const [open, setOpen] = useState(false);
	const [note, setNote] = useState("");
	const mutation = useSetStoreVerified(store.id);
	const verifying = !store.verified;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: verifying ? "solid" : "outline",
		onClick: () => setOpen(true),
		children: verifying ? "تأیید فروشگاه" : "لغو تأیید"
	}), /* @__PURE__ */ jsx(ConfirmDialog, {
		open,
		onOpenChange: (next) => {
			setOpen(next);
			if (!next) setNote("");
		},
		title: verifying ? `تأیید «${store.name}»` : `لغو تأیید «${store.name}»`,
		description: verifying ? "پس از تأیید، پیشخوان فروشنده باز می‌شود و فروشگاه در سایت نمایش داده می‌شود." : "پس از لغو تأیید، پیشخوان فروشنده قفل می‌شود و فروشگاه از سایت پنهان می‌شود.",
		confirmLabel: verifying ? "تأیید فروشگاه" : "لغو تأیید",
		destructive: !verifying,
		onConfirm: () => mutation.mutateAsync({
			verified: verifying,
			note
		}),
		children: /* @__PURE__ */ jsxs(Root$2, { children: [/* @__PURE__ */ jsx(Label, { children: "یادداشت (در گزارش فعالیت‌ها می‌ماند)" }), /* @__PURE__ */ jsx(Textarea, {
			value: note,
			maxLength: 500,
			rows: 3,
			onChange: (event) => setNote(event.currentTarget.value),
			placeholder: verifying ? "مثلاً: مدارک هویتی بررسی شد" : "مثلاً: شماره شبا با نام مالک نمی‌خواند"
		})] })
	})] });
}
// src/features/admin/stores/admin-store-page.tsx
var grid = "d_grid gap_4 grid-tc_1fr lg:grid-tc_repeat(2,_minmax(0,_1fr))";
var facts = "d_grid grid-tc_max-content_1fr cg_4 rg_2 fs_sm [&_dt]:c_fg.muted [&_dd]:ov-wrap_anywhere";
function Facts({ rows }) {
	return /* @__PURE__ */ jsx("dl", {
		className: facts,
		children: rows.map(([label, value]) => /* @__PURE__ */ jsxs("div", {
			className: "d_contents",
			children: [/* @__PURE__ */ jsx("dt", { children: label }), /* @__PURE__ */ jsx("dd", { children: value === null || value === void 0 || value === "" ? "—" : value })]
		}, label))
	});
}
function InfoCard({ id, title, children }) {
	return /* @__PURE__ */ jsxs(Root, {
		"aria-labelledby": id,
		children: [/* @__PURE__ */ jsx(Header, { children: /* @__PURE__ */ jsx(Title, {
			id,
			children: title
		}) }), /* @__PURE__ */ jsx(Body, { children })]
	});
}
var digits = (value) => value ? /* @__PURE__ */ jsx("bdi", { children: toPersianDigits(value) }) : null;
function StoreDetails({ store }) {
	const legal = store.kind === "legal_entity";
	return /* @__PURE__ */ jsxs("div", {
		className: grid,
		children: [
			/* @__PURE__ */ jsx(InfoCard, {
				id: "store-card",
				title: "فروشگاه",
				children: /* @__PURE__ */ jsx(Facts, { rows: [
					["نام", store.name],
					["نامک", /* @__PURE__ */ jsx("bdi", { children: store.slug }, "slug")],
					["وضعیت", /* @__PURE__ */ jsx(StoreStatusBadge, { verified: store.verified }, "status")],
					["تاریخ تأیید", store.verified_at ? formatDateTime(store.verified_at) : null],
					["تلفن", digits(store.phone)],
					["ایمیل", store.email ? /* @__PURE__ */ jsx("bdi", { children: store.email }, "email") : null],
					["نشانی", `${store.province}، ${store.city}، ${store.address}`],
					["کد پستی", digits(store.postal_code)],
					["تاریخ ثبت", formatDate(store.created_at)]
				] })
			}),
			/* @__PURE__ */ jsx(InfoCard, {
				id: "owner-card",
				title: "مالک و هویت",
				children: /* @__PURE__ */ jsx(Facts, { rows: [
					["نام مالک", store.owner?.name ?? null],
					["تلفن مالک", digits(store.owner?.phone)],
					["نوع", legal ? STORE_KIND_LABELS.legal_entity : STORE_KIND_LABELS.individual],
					...legal ? [
						["نام شرکت", store.company_name],
						["شناسه ملی شرکت", digits(store.company_national_id)],
						["شماره ثبت", digits(store.registration_number)]
					] : [["کد ملی", digits(store.national_code)]],
					["شماره شبا", digits(store.sheba)]
				] })
			}),
			/* @__PURE__ */ jsx(InfoCard, {
				id: "shipping-card",
				title: "ارسال",
				children: /* @__PURE__ */ jsx(Facts, { rows: [
					...store.shipping.methods.map((m) => [shippingMethodLabel(m.method), m.enabled ? /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx(Toman, { value: m.fee }), `، ${formatNumber(m.estimated_days_min)} تا ${formatNumber(m.estimated_days_max)} روز`] }, m.method) : "غیرفعال"]),
					["پرداخت در محل", store.shipping.cod_allowed ? "می‌پذیرد" : "نمی‌پذیرد"],
					["شهر پیک", store.shipping.courier_city ?? null]
				] })
			})
		]
	});
}
var TAB_LABELS = {
	products: "محصولات",
	discounted: "تخفیف‌دارها",
	bundles: "بسته‌ها",
	articles: "مطالب",
	audit: "گزارش فعالیت‌ها"
};
/**
* /admin/stores/$id: the store, its owner and identity, its shipping; verify or unverify with a
* note; its products, discounted products, bundles and articles, and the audit log, in tabs.
*/
function AdminStorePage({ id }) {
	const query = useQuery(adminStoreQueryOptions(id));
	const { search, update } = useTableSearch();
	useDocumentTitle(query.data?.name ?? "فروشگاه");
	if (query.isPending) return /* @__PURE__ */ jsx(Loading, {});
	if (query.error || !query.data) return /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	});
	const store = query.data;
	const tab = search.tab ?? "products";
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("nav", {
			"aria-label": "مسیر",
			className: "fs_sm mb_2",
			children: /* @__PURE__ */ jsx(Link, {
				to: "/admin/stores",
				className: "c_accent.text",
				children: "فروشگاه‌ها"
			})
		}),
		/* @__PURE__ */ jsx(PanelHeader, {
			title: store.name,
			actions: /* @__PURE__ */ jsx(StoreReviewButton, { store })
		}),
		/* @__PURE__ */ jsx(StoreDetails, { store }),
		/* @__PURE__ */ jsxs(Root$1, {
			value: tab,
			onValueChange: ({ value }) => update({
				tab: value === "products" ? void 0 : value,
				sort: void 0,
				order: void 0,
				stock: void 0
			}),
			activationMode: "manual",
			className: "mt_6",
			children: [
				/* @__PURE__ */ jsx(List, {
					"aria-label": "فهرست‌های فروشگاه",
					children: Object.keys(TAB_LABELS).map((value) => /* @__PURE__ */ jsx(Trigger, {
						value,
						children: TAB_LABELS[value]
					}, value))
				}),
				/* @__PURE__ */ jsx(Content, {
					value: "products",
					children: /* @__PURE__ */ jsx(StoreProducts, { storeId: id })
				}),
				/* @__PURE__ */ jsx(Content, {
					value: "discounted",
					children: /* @__PURE__ */ jsx(StoreDiscounted, { storeId: id })
				}),
				/* @__PURE__ */ jsx(Content, {
					value: "bundles",
					children: /* @__PURE__ */ jsx(StoreBundles, { storeId: id })
				}),
				/* @__PURE__ */ jsx(Content, {
					value: "articles",
					children: /* @__PURE__ */ jsx(StoreArticles, { storeId: id })
				}),
				/* @__PURE__ */ jsx(Content, {
					value: "audit",
					children: /* @__PURE__ */ jsx(StoreAudit, { storeId: id })
				})
			]
		})
	] });
}
// src/routes/_authenticated/_admin/admin/stores.$id.tsx?tsr-split=component
function AdminStoreByIdPage() {
	const { id } = Route.useParams();
	return /* @__PURE__ */ jsx(AdminStorePage, { id: Number(id) });
}
export { AdminStoreByIdPage as component };

//# sourceMappingURL=stores._id-DQNi9AXG.js.map