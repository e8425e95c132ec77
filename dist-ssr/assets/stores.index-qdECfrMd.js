import "./css-BNi8J5P3.js";
import { i as dataTable, r as useTableSearch, t as DataTable } from "./data-table-BsDfL5SZ.js";
import { n as useDeleteStore } from "./store-mutations-TZIL51F5.js";
import { i as myStoresQueryOptions } from "./stores-CA1jN-Ll.js";
import { o as selectedStore } from "./api-DZa6-Wrr.js";
import { r as toast } from "./toast-BxABEDuo.js";
import { ot as Badge } from "../entry-server.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { n as skipOf } from "./table-search-CQTCgD4p.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/stores/stores-page.tsx
var kindLabel = {
	individual: "حقیقی",
	legal_entity: "حقوقی"
};
function columns(onDelete) {
	return [
		{
			key: "name",
			header: "نام فروشگاه",
			primary: true,
			cell: (store) => /* @__PURE__ */ jsx(Link, {
				to: "/providers/$storeId/products",
				params: { storeId: String(store.id) },
				className: dataTable().rowLink,
				children: store.name
			})
		},
		{
			key: "kind",
			header: "نوع",
			cell: (store) => kindLabel[store.kind]
		},
		{
			key: "city",
			header: "شهر",
			cell: (store) => store.city
		},
		{
			key: "verified",
			header: "وضعیت",
			primary: true,
			cell: (store) => store.verified ? /* @__PURE__ */ jsx(Badge, {
				variant: "success",
				children: "تأییدشده"
			}) : /* @__PURE__ */ jsx(Badge, {
				variant: "warning",
				children: "در حال بررسی"
			})
		},
		{
			key: "actions",
			header: "عملیات",
			cell: (store) => /* @__PURE__ */ jsxs("span", {
				className: "d_flex gap_2",
				children: [/* @__PURE__ */ jsx(Link, {
					to: "/providers/stores/edit/$id",
					params: { id: String(store.id) },
					className: buttonClass({
						variant: "outline",
						size: "sm"
					}),
					children: "ویرایش"
				}), /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					onClick: () => onDelete(store),
					"aria-label": `حذف ${store.name}`,
					children: "حذف"
				})]
			})
		}
	];
}
/** /providers/stores: the provider's stores (20 a page), each with its review state, edit and delete. */
function StoresPage() {
	const { search } = useTableSearch();
	const query = useQuery(myStoresQueryOptions({
		skip: skipOf(search.page, 20),
		limit: 20
	}));
	const remove = useDeleteStore();
	const [deleting, setDeleting] = useState(null);
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(PanelHeader, {
			title: "فروشگاه‌های من",
			actions: /* @__PURE__ */ jsx(Link, {
				to: "/providers/stores/add",
				className: buttonClass(),
				children: "افزودن فروشگاه"
			})
		}),
		/* @__PURE__ */ jsx(DataTable, {
			label: "فروشگاه‌های من",
			columns: columns(setDeleting),
			rows: query.data?.items,
			rowKey: (store) => store.id,
			total: query.data?.total ?? 0,
			pageSize: 20,
			isPending: query.isPending,
			error: query.error,
			onRetry: () => void query.refetch(),
			empty: {
				title: "فروشگاهی یافت نشد",
				description: "با «افزودن فروشگاه» نخستین فروشگاه خود را بسازید."
			}
		}),
		/* @__PURE__ */ jsx(ConfirmDialog, {
			open: deleting !== null,
			onOpenChange: (open) => !open && setDeleting(null),
			title: `حذف «${deleting?.name ?? ""}»`,
			description: "فروشگاه و محصولات آن از راسته برداشته می‌شود. فروشگاهی که سفارش باز دارد حذف نمی‌شود.",
			confirmLabel: "حذف فروشگاه",
			destructive: true,
			onConfirm: () => deleting ? remove.mutateAsync(deleting.id).then(() => {
				if (selectedStore.get() === deleting.id) selectedStore.clear();
				toast({
					title: "فروشگاه حذف شد",
					variant: "success"
				});
			}) : void 0
		})
	] });
}
// src/routes/_authenticated/_provider/providers/stores.index.tsx?tsr-split=component
var SplitComponent = StoresPage;
export { SplitComponent as component };

//# sourceMappingURL=stores.index-qdECfrMd.js.map