import { i as dataTable, n as FilterGroup, r as useTableSearch, t as DataTable } from "./data-table-BsDfL5SZ.js";
import { r as adminStoresQueryOptions } from "./admin-stores-D3yAHyJI.js";
import { p as sellerOrdersQueryOptions } from "./orders-CrhGnChu.js";
import { b as toPersianDigits, f as dayEndTimestamp, n as formatDate, p as dayStartTimestamp } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as skipOf } from "./table-search-CQTCgD4p.js";
import { t as TableSearchBox } from "./table-search-box-CLATNr9q.js";
import { t as DatePicker } from "./date-picker-CEtYEgsH.js";
import { n as OrderStatusBadge, t as ORDER_STATUS_LABELS } from "./order-status-DfbtF8ax.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { t as Select } from "./select-D8_Drlvu.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/admin/orders/admin-orders-page.tsx
var ALL = "all";
var columns = [
	{
		key: "id",
		header: "شماره سفارش",
		primary: true,
		cell: (o) => /* @__PURE__ */ jsxs(Link, {
			to: "/admin/orders/$id",
			params: { id: String(o.id) },
			className: dataTable().rowLink,
			children: ["سفارش ", toPersianDigits(o.id)]
		})
	},
	{
		key: "store",
		header: "فروشگاه",
		cell: (o) => o.store.name
	},
	{
		key: "customer",
		header: "مشتری",
		cell: (o) => o.customer.name ?? /* @__PURE__ */ jsx("bdi", { children: toPersianDigits(o.customer.phone) })
	},
	{
		key: "created_at",
		header: "تاریخ ثبت",
		cell: (o) => formatDate(o.created_at)
	},
	{
		key: "total",
		header: "مبلغ کل",
		cell: (o) => /* @__PURE__ */ jsx(Toman, { value: o.total })
	},
	{
		key: "status",
		header: "وضعیت",
		primary: true,
		cell: (o) => /* @__PURE__ */ jsx(OrderStatusBadge, { status: o.status })
	}
];
/**
* /admin/orders: every store's orders, newest first, narrowed by store, status, a range of
* (Jalali) days and a phrase; the state is in the URL.
*/
function AdminOrdersPage() {
	useDocumentTitle("سفارش‌ها");
	const { search, update } = useTableSearch();
	const stores = useQuery(adminStoresQueryOptions({ limit: 100 }));
	const query = useQuery(sellerOrdersQueryOptions({
		store_id: search.store ? Number(search.store) : void 0,
		status: search.status,
		search: search.q || void 0,
		created_from: search.from ? dayStartTimestamp(search.from) : void 0,
		created_to: search.to ? dayEndTimestamp(search.to) : void 0,
		skip: skipOf(search.page, 20),
		limit: 20
	}));
	const storeOptions = [{
		value: ALL,
		label: "همه فروشگاه‌ها"
	}, ...(stores.data?.items ?? []).map((s) => ({
		value: String(s.id),
		label: s.name
	}))];
	const statusOptions = [{
		value: ALL,
		label: "همه وضعیت‌ها"
	}, ...Object.entries(ORDER_STATUS_LABELS).map(([value, label]) => ({
		value,
		label
	}))];
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, { title: "سفارش‌ها" }), /* @__PURE__ */ jsx(DataTable, {
		label: "سفارش‌های همه فروشگاه‌ها",
		columns,
		rows: query.data?.items,
		rowKey: (o) => o.id,
		total: query.data?.total ?? 0,
		pageSize: 20,
		isPending: query.isPending,
		error: query.error,
		onRetry: () => void query.refetch(),
		toolbar: /* @__PURE__ */ jsxs(Fragment, { children: [
			/* @__PURE__ */ jsx(TableSearchBox, {
				label: "جستجو",
				placeholder: "شماره سفارش، مشتری یا کالا"
			}),
			/* @__PURE__ */ jsxs(FilterGroup, { children: [/* @__PURE__ */ jsx(Select, {
				label: "فروشگاه",
				options: storeOptions,
				value: search.store ?? ALL,
				onValueChange: (v) => update({ store: v && v !== ALL ? v : void 0 })
			}), /* @__PURE__ */ jsx(Select, {
				label: "وضعیت",
				options: statusOptions,
				value: search.status ?? ALL,
				onValueChange: (v) => update({ status: v && v !== ALL ? v : void 0 })
			})] }),
			/* @__PURE__ */ jsxs(FilterGroup, { children: [/* @__PURE__ */ jsx(DatePicker, {
				label: "از تاریخ",
				value: search.from ?? "",
				max: search.to,
				onValueChange: (d) => update({ from: d || void 0 })
			}), /* @__PURE__ */ jsx(DatePicker, {
				label: "تا تاریخ",
				value: search.to ?? "",
				min: search.from,
				onValueChange: (d) => update({ to: d || void 0 })
			})] })
		] }),
		empty: search.q || search.status || search.from || search.to || search.store ? {
			title: "سفارشی با این شرایط پیدا نشد",
			description: "جستجو یا فیلترها را تغییر دهید."
		} : { title: "هنوز سفارشی ثبت نشده است" }
	})] });
}
// src/routes/_authenticated/_admin/admin/orders.index.tsx?tsr-split=component
var SplitComponent = AdminOrdersPage;
export { SplitComponent as component };

//# sourceMappingURL=orders.index-BjcB0CSm.js.map