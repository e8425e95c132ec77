import { i as dataTable, r as useTableSearch, t as DataTable } from "./data-table-BsDfL5SZ.js";
import "./bundles-DXSOxuM_.js";
import { r as sellerBundlesQueryOptions, t as bundleProblem } from "./bundle-problem-C91CepBC.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { m as Route, ot as Badge } from "../entry-server.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { n as skipOf } from "./table-search-CQTCgD4p.js";
import { t as TableSearchBox } from "./table-search-box-CLATNr9q.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/bundles/bundles-page.tsx
function columns(storeId) {
	return [
		{
			key: "name",
			header: "نام سبد",
			primary: true,
			cell: (bundle) => /* @__PURE__ */ jsx(Link, {
				to: "/providers/$storeId/bundles/$id",
				params: {
					storeId,
					id: String(bundle.id)
				},
				className: dataTable().rowLink,
				children: bundle.name
			})
		},
		{
			key: "items",
			header: "کالاها",
			cell: (bundle) => `${formatNumber(bundle.items.length)} کالا`
		},
		{
			key: "price",
			header: "قیمت سبد",
			cell: (bundle) => /* @__PURE__ */ jsx(Toman, { value: bundle.selling_price })
		},
		{
			key: "saving",
			header: "صرفه‌جویی",
			cell: (bundle) => bundle.price > bundle.selling_price ? /* @__PURE__ */ jsx(Toman, { value: bundle.price - bundle.selling_price }) : "—"
		},
		{
			key: "state",
			header: "وضعیت",
			primary: true,
			cell: (bundle) => {
				const problem = bundleProblem(bundle);
				return /* @__PURE__ */ jsxs("span", { children: [
					/* @__PURE__ */ jsx(Badge, {
						variant: bundle.is_active ? "success" : "neutral",
						size: "md",
						children: bundle.is_active ? "فعال" : "غیرفعال"
					}),
					" ",
					problem ? /* @__PURE__ */ jsx(Badge, {
						variant: "danger",
						size: "md",
						title: problem,
						children: problem
					}) : null
				] });
			}
		}
	];
}
/**
* /providers/$storeId/bundles: the store's bundles (سبد ویژه), newest first, 20 a page, with search.
* A bundle that cannot be bought (an item sold out or removed, or no items) is flagged.
*/
function BundlesPage({ storeId }) {
	const { search } = useTableSearch();
	const params = {
		store_id: Number(storeId),
		skip: skipOf(search.page, 20),
		limit: 20,
		...search.q ? { search: search.q } : {}
	};
	const query = useQuery(sellerBundlesQueryOptions(params));
	useDocumentTitle("سبدهای ویژه");
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, {
		title: "سبدهای ویژه",
		actions: /* @__PURE__ */ jsx(Link, {
			to: "/providers/$storeId/bundles/add",
			params: { storeId },
			className: buttonClass(),
			children: "افزودن سبد ویژه"
		})
	}), /* @__PURE__ */ jsx(DataTable, {
		label: "سبدهای ویژه فروشگاه",
		columns: columns(storeId),
		rows: query.data?.items,
		rowKey: (bundle) => bundle.id,
		total: query.data?.total ?? 0,
		pageSize: 20,
		isPending: query.isPending,
		error: query.error,
		onRetry: () => void query.refetch(),
		toolbar: /* @__PURE__ */ jsx(TableSearchBox, {
			label: "جستجو",
			placeholder: "نام سبد"
		}),
		empty: search.q ? {
			title: "سبدی با این نام پیدا نشد",
			description: "عبارت دیگری را جستجو کنید."
		} : {
			title: "هنوز سبد ویژه‌ای نساخته‌اید",
			description: "چند محصول فروشگاه را با هم در یک سبد بفروشید."
		}
	})] });
}
// src/routes/_authenticated/_provider/providers/$storeId/bundles.index.tsx?tsr-split=component
function ProvidersByStoreIdBundlesPage() {
	const { storeId } = Route.useParams();
	return /* @__PURE__ */ jsx(BundlesPage, { storeId });
}
export { ProvidersByStoreIdBundlesPage as component };

//# sourceMappingURL=bundles.index-DpYIOfTI.js.map