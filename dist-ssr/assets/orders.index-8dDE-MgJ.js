import { p as sellerOrdersQueryOptions, t as ORDER_STATUSES } from "./orders-CrhGnChu.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { i as dataTable, n as FilterGroup, r as useTableSearch, t as DataTable } from "./data-table-BsDfL5SZ.js";
import { t as TableSearchBox } from "./table-search-box-CLATNr9q.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { t as StaleNote } from "./stale-note-YkBkAc2u.js";
import { b as toPersianDigits, f as dayEndTimestamp, n as formatDate, p as dayStartTimestamp, v as formatNumber } from "./fa-B46h81DH.js";
import { n as OrderStatusBadge, t as ORDER_STATUS_LABELS } from "./order-status-DfbtF8ax.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import "./css-BNi8J5P3.js";
import { c as Route, st as CountBadge } from "../entry-server.js";
import { t as DatePicker } from "./date-picker-CEtYEgsH.js";
import { a as Trigger, i as Root, r as List } from "./tabs-1g6V2f6D.js";
import { n as skipOf } from "./table-search-CQTCgD4p.js";
import { n as withNewOrders, t as useNewOrders } from "./use-new-orders-Crb-eDRe.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/orders/seller-order-columns.tsx
/** The seller orders list's columns: number (the link to the order), customer, date, total, status. */
function sellerOrderColumns(storeId) {
	return [
		{
			key: "id",
			header: "شماره سفارش",
			primary: true,
			cell: (order) => /* @__PURE__ */ jsx(Link, {
				to: "/providers/$storeId/orders/$id",
				params: {
					storeId,
					id: String(order.id)
				},
				className: dataTable().rowLink,
				children: `سفارش ${toPersianDigits(order.id)}`
			})
		},
		{
			key: "customer",
			header: "مشتری",
			cell: (order) => order.customer.name ?? /* @__PURE__ */ jsx("bdi", { children: toPersianDigits(order.customer.phone) })
		},
		{
			key: "created_at",
			header: "تاریخ ثبت",
			cell: (order) => formatDate(order.created_at)
		},
		{
			key: "total",
			header: "مبلغ کل",
			cell: (order) => /* @__PURE__ */ jsx(Toman, { value: order.total })
		},
		{
			key: "status",
			header: "وضعیت",
			primary: true,
			cell: (order) => /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status })
		}
	];
}
// src/features/providers/orders/seller-order-filters.tsx
var ALL = "all";
var TODO = "todo";
var statusOptions = [
	{
		value: ALL,
		label: "همه"
	},
	{
		value: TODO,
		label: "نیازمند اقدام"
	},
	...ORDER_STATUSES.map((status) => ({
		value: status,
		label: ORDER_STATUS_LABELS[status]
	}))
];
/**
* The status tabs: every status («همه») or one, from the URL (a tab is a link-like filter; the
* table below is the one panel they all show). «نیازمند اقدام» (paid online orders and cash ones
* not yet processed) carries the new-orders count.
*/
function OrderStatusTabs({ newOrders }) {
	const { search, update } = useTableSearch();
	return /* @__PURE__ */ jsx(Root, {
		value: search.todo ? TODO : search.status ?? ALL,
		onValueChange: ({ value }) => update({
			todo: value === TODO ? true : void 0,
			status: value === ALL || value === TODO ? void 0 : value
		}),
		activationMode: "manual",
		className: "mb_2",
		children: /* @__PURE__ */ jsx(List, {
			"aria-label": "وضعیت سفارش",
			children: statusOptions.map((option) => /* @__PURE__ */ jsxs(Trigger, {
				value: option.value,
				children: [option.label, option.value === TODO && newOrders ? /* @__PURE__ */ jsx(CountBadge, {
					count: newOrders,
					label: `${formatNumber(newOrders)} سفارش تازه`
				}) : null]
			}, option.value))
		})
	});
}
/** One end of the date range: orders from this day on, or up to and including it. */
function OrderDateFilter({ edge }) {
	const { search, update } = useTableSearch();
	return /* @__PURE__ */ jsx(DatePicker, {
		label: edge === "from" ? "از تاریخ" : "تا تاریخ",
		value: search[edge] ?? "",
		min: edge === "to" ? search.from : void 0,
		max: edge === "from" ? search.to : void 0,
		onValueChange: (day) => update({ [edge]: day || void 0 })
	});
}
// src/features/providers/orders/seller-order-params.ts
/** The URL's filters as GET /orders/'s query: `to` includes its whole day. */
function sellerOrderParams(storeId, search) {
	return {
		store_id: storeId,
		status: search.todo ? void 0 : search.status,
		needs_action: search.todo ? true : void 0,
		search: search.q || void 0,
		created_from: search.from ? dayStartTimestamp(search.from) : void 0,
		created_to: search.to ? dayEndTimestamp(search.to) : void 0,
		skip: skipOf(search.page, 20),
		limit: 20
	};
}
// src/features/providers/orders/seller-orders-page.tsx
/**
* /providers/$storeId/orders: the orders that reached the store, newest first, narrowed by
* status, a range of days and a phrase (order number, customer name or phone, product name).
* Everything the list shows is in the URL. Offline it is the copy last read, and says so.
*/
function SellerOrdersPage({ storeId }) {
	const { search } = useTableSearch();
	const query = useQuery(sellerOrdersQueryOptions(sellerOrderParams(Number(storeId), search)));
	const newOrders = useNewOrders(Number(storeId));
	useDocumentTitle(withNewOrders("سفارش‌ها", newOrders));
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, {
			title: "سفارش‌ها",
			actions: /* @__PURE__ */ jsx(Link, {
				to: "/providers/$storeId/orders/new",
				params: { storeId },
				className: buttonClass({ size: "sm" }),
				children: "ثبت سفارش دستی"
			})
		}),
		/* @__PURE__ */ jsx(OrderStatusTabs, { newOrders }),
		/* @__PURE__ */ jsx(StaleNote, { updatedAt: query.dataUpdatedAt }),
		/* @__PURE__ */ jsx(DataTable, {
			label: "سفارش‌های فروشگاه",
			columns: sellerOrderColumns(storeId),
			rows: query.data?.items,
			rowKey: (order) => order.id,
			total: query.data?.total ?? 0,
			pageSize: 20,
			isPending: query.isPending,
			error: query.error,
			onRetry: () => void query.refetch(),
			toolbar: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(TableSearchBox, {
				label: "جستجو",
				placeholder: "شماره سفارش، نام یا تلفن مشتری، نام کالا"
			}), /* @__PURE__ */ jsxs(FilterGroup, { children: [/* @__PURE__ */ jsx(OrderDateFilter, { edge: "from" }), /* @__PURE__ */ jsx(OrderDateFilter, { edge: "to" })] })] }),
			empty: search.q || search.status || search.todo || search.from || search.to ? {
				title: "سفارشی با این شرایط پیدا نشد",
				description: "جستجو یا فیلترها را تغییر دهید."
			} : {
				title: "هنوز سفارشی نرسیده است",
				description: "سفارش‌های مشتریان این فروشگاه اینجا نمایش داده می‌شود."
			}
		})
	] });
}
// src/routes/_authenticated/_provider/providers/$storeId/orders.index.tsx?tsr-split=component
function ProvidersByStoreIdOrdersPage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(SellerOrdersPage, { storeId });
}
export { ProvidersByStoreIdOrdersPage as component };

//# sourceMappingURL=orders.index-8dDE-MgJ.js.map