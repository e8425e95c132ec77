import { a as categoryTreeQueryOptions } from "./categories-ZQYAdqY0.js";
import { i as filterListQueryOptions, n as categoryOptions, r as FILTER_TYPE_LABELS, t as CategoryPicker } from "./category-picker-CwQGyeBh.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { i as dataTable, r as useTableSearch, t as DataTable } from "./data-table-BsDfL5SZ.js";
import { n as skipOf } from "./table-search-CQTCgD4p.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/admin/filters/filter-columns.tsx
/** The filters list's columns: label (the edit link), key, category, type, options, order. */
function filterColumns(categoryName) {
	return [
		{
			key: "label_fa",
			header: "عنوان",
			primary: true,
			cell: (f) => /* @__PURE__ */ jsx(Link, {
				to: "/admin/filters/edit/$id",
				params: { id: String(f.id) },
				className: dataTable().rowLink,
				children: f.label_fa
			})
		},
		{
			key: "key",
			header: "کلید",
			cell: (f) => /* @__PURE__ */ jsx("bdi", {
				dir: "ltr",
				children: f.key
			})
		},
		{
			key: "category",
			header: "دسته‌بندی",
			cell: (f) => categoryName(f.category_id)
		},
		{
			key: "type",
			header: "نوع",
			cell: (f) => f.unit ? `${FILTER_TYPE_LABELS[f.type]} (${f.unit})` : FILTER_TYPE_LABELS[f.type]
		},
		{
			key: "options",
			header: "گزینه‌ها",
			cell: (f) => f.options.length ? f.options.map((o) => o.label_fa).join("، ") : "—"
		},
		{
			key: "order",
			header: "ترتیب",
			cell: (f) => toPersianDigits(f.order)
		}
	];
}
// src/features/admin/filters/filters-page.tsx
/**
* /admin/filters: the filterable attributes, 100 a page, by category then order; narrowed to one
* category (its own attributes, not the inherited ones) with the category picker.
*/
function AdminFiltersPage() {
	useDocumentTitle("فیلترها");
	const { search, update } = useTableSearch();
	const query = useQuery(filterListQueryOptions({
		skip: skipOf(search.page, 100),
		limit: 100,
		...search.category ? { category_id: search.category } : {}
	}));
	const tree = useQuery(categoryTreeQueryOptions);
	const names = useMemo(() => new Map(categoryOptions(tree.data?.items ?? []).map((o) => [o.value, o.label])), [tree.data]);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, {
		title: "فیلترها",
		actions: /* @__PURE__ */ jsx(Link, {
			to: "/admin/filters/add",
			className: buttonClass(),
			children: "افزودن فیلتر"
		})
	}), /* @__PURE__ */ jsx(DataTable, {
		label: "ویژگی‌های قابل فیلتر",
		columns: filterColumns((id) => names.get(String(id)) ?? "…"),
		rows: query.data?.items,
		rowKey: (f) => f.id,
		total: query.data?.total ?? 0,
		pageSize: 100,
		isPending: query.isPending,
		error: query.error,
		onRetry: () => void query.refetch(),
		toolbar: /* @__PURE__ */ jsx(CategoryPicker, {
			label: "دسته‌بندی",
			placeholder: "همهٔ دسته‌بندی‌ها",
			value: search.category ?? null,
			onChange: (id) => update({ category: id ?? void 0 })
		}),
		empty: search.category ? {
			title: "این دسته‌بندی فیلتری ندارد",
			description: "با «افزودن فیلتر» برای آن فیلتر بسازید."
		} : {
			title: "هنوز فیلتری ساخته نشده است",
			description: "فیلترهای هر دسته‌بندی در صفحهٔ آن دسته به خریداران نشان داده می‌شود."
		}
	})] });
}
// src/routes/_authenticated/_admin/admin/filters.index.tsx?tsr-split=component
var SplitComponent = AdminFiltersPage;
export { SplitComponent as component };

//# sourceMappingURL=filters.index-Dj0Ggrne.js.map