import "./css-BNi8J5P3.js";
import { i as dataTable, r as useTableSearch, t as DataTable } from "./data-table-BsDfL5SZ.js";
import { r as adminStoresQueryOptions } from "./admin-stores-D3yAHyJI.js";
import { b as toPersianDigits, n as formatDate, v as formatNumber } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { st as CountBadge } from "../entry-server.js";
import { n as skipOf } from "./table-search-CQTCgD4p.js";
import { t as TableSearchBox } from "./table-search-box-CLATNr9q.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { a as Trigger, i as Root, r as List } from "./tabs-1g6V2f6D.js";
import { n as StoreStatusBadge, t as STORE_KIND_LABELS } from "./store-status-BCaf-S_P.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/admin/stores/admin-stores-page.tsx
var columns = [
	{
		key: "name",
		header: "فروشگاه",
		primary: true,
		cell: (store) => /* @__PURE__ */ jsx(Link, {
			to: "/admin/stores/$id",
			params: { id: String(store.id) },
			className: dataTable().rowLink,
			children: store.name
		})
	},
	{
		key: "owner",
		header: "مالک",
		cell: (store) => store.owner ? /* @__PURE__ */ jsxs("span", { children: [store.owner.name ? `${store.owner.name}، ` : "", /* @__PURE__ */ jsx("bdi", { children: toPersianDigits(store.owner.phone) })] }) : "—"
	},
	{
		key: "kind",
		header: "نوع",
		cell: (store) => store.kind === "legal_entity" ? `${STORE_KIND_LABELS.legal_entity}: ${store.company_name ?? ""}` : STORE_KIND_LABELS.individual
	},
	{
		key: "created_at",
		header: "تاریخ ثبت",
		cell: (store) => formatDate(store.created_at)
	},
	{
		key: "status",
		header: "وضعیت",
		primary: true,
		cell: (store) => /* @__PURE__ */ jsx(StoreStatusBadge, { verified: store.verified })
	}
];
var TABS = [
	{
		value: "all",
		label: "همه"
	},
	{
		value: "awaiting",
		label: "در انتظار بررسی"
	},
	{
		value: "verified",
		label: "تأییدشده"
	}
];
/**
* /admin/stores: every store, newest first, 19 a page; the tabs narrow it to the stores awaiting
* review or the verified ones, the search box to a name, slug, owner's phone or company.
*/
function AdminStoresPage() {
	const { search, update } = useTableSearch();
	const query = useQuery(adminStoresQueryOptions({
		verified: search.status === void 0 ? void 0 : search.status === "verified",
		search: search.q || void 0,
		skip: skipOf(search.page, 19),
		limit: 19
	}));
	useDocumentTitle("فروشگاه‌ها");
	const awaiting = query.data?.awaiting_review;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, { title: "فروشگاه‌ها" }),
		/* @__PURE__ */ jsx(Root, {
			value: search.status ?? "all",
			onValueChange: ({ value }) => update({ status: value === "all" ? void 0 : value }),
			activationMode: "manual",
			className: "mb_2",
			children: /* @__PURE__ */ jsx(List, {
				"aria-label": "وضعیت بررسی",
				children: TABS.map((tab) => /* @__PURE__ */ jsxs(Trigger, {
					value: tab.value,
					children: [tab.label, tab.value === "awaiting" && awaiting ? /* @__PURE__ */ jsx(CountBadge, {
						count: awaiting,
						label: `${formatNumber(awaiting)} فروشگاه در انتظار بررسی`
					}) : null]
				}, tab.value))
			})
		}),
		/* @__PURE__ */ jsx(DataTable, {
			label: "فروشگاه‌ها",
			columns,
			rows: query.data?.items,
			rowKey: (store) => store.id,
			total: query.data?.total ?? 0,
			pageSize: 19,
			isPending: query.isPending,
			error: query.error,
			onRetry: () => void query.refetch(),
			toolbar: /* @__PURE__ */ jsx(TableSearchBox, {
				label: "جستجو",
				placeholder: "نام، نامک، تلفن مالک یا نام شرکت"
			}),
			empty: search.q || search.status ? {
				title: "فروشگاهی با این شرایط پیدا نشد",
				description: "جستجو یا فیلتر را تغییر دهید."
			} : {
				title: "هنوز فروشگاهی ثبت نشده است",
				description: "فروشگاه‌هایی که فروشندگان ثبت می‌کنند اینجا نمایش داده می‌شود."
			}
		})
	] });
}
// src/routes/_authenticated/_admin/admin/stores.index.tsx?tsr-split=component
var SplitComponent = AdminStoresPage;
export { SplitComponent as component };

//# sourceMappingURL=stores.index-C31p4RzF.js.map