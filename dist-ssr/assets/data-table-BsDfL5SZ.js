import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as useMediaQuery } from "./use-media-query-CX8Oin7x.js";
import { a as Root, t as Body$1 } from "./card-bpa1A8uH.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { K as ErrorState } from "../entry-server.js";
import { t as Pagination } from "./pagination-D5h0oppW.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { f as Icon } from "./icons-G-AnJJZZ.js";
import { t as compactSearch } from "./table-search-CQTCgD4p.js";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// styled-system/recipes/data-table.mjs
var dataTableDefaultVariants = {};
var dataTableCompoundVariants = [];
var dataTableSlotFns = /* @__PURE__ */ [
	["root", "data-table__root"],
	["toolbar", "data-table__toolbar"],
	["filterGroup", "data-table__filterGroup"],
	["summary", "data-table__summary"],
	["scroller", "data-table__scroller"],
	["table", "data-table__table"],
	["headCell", "data-table__headCell"],
	["sortButton", "data-table__sortButton"],
	["row", "data-table__row"],
	["cell", "data-table__cell"],
	["cards", "data-table__cards"],
	["cardTitle", "data-table__cardTitle"],
	["cardFields", "data-table__cardFields"],
	["cardField", "data-table__cardField"],
	["cardLabel", "data-table__cardLabel"],
	["cardValue", "data-table__cardValue"],
	["rowLink", "data-table__rowLink"],
	["skeletonLine", "data-table__skeletonLine"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, dataTableDefaultVariants, getSlotCompoundVariant(dataTableCompoundVariants, slotName))]);
var dataTableFn = memo((props = {}) => {
	return Object.fromEntries(dataTableSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var dataTableVariantKeys = [];
var getVariantProps = (variants) => ({
	...dataTableDefaultVariants,
	...compact(variants)
});
var dataTable = /* @__PURE__ */ Object.assign(dataTableFn, {
	__recipe__: false,
	__name__: "dataTable",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: dataTableVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, dataTableVariantKeys);
	},
	getVariantProps
});
// src/ui/data-table/data-table-skeleton.tsx
/** Grey rows while the first page loads (later pages keep the previous rows on screen). */
function DataTableSkeleton({ columns, rows = 5 }) {
	const classes = dataTable();
	return /* @__PURE__ */ jsx(SkeletonGroup, { children: /* @__PURE__ */ jsx("div", {
		className: classes.cards,
		children: Array.from({ length: rows }, (_, row) => /* @__PURE__ */ jsx(Root, {
			size: "sm",
			children: /* @__PURE__ */ jsx(Body$1, { children: Array.from({ length: Math.min(columns, 3) }, (_, cell) => /* @__PURE__ */ jsx(Skeleton, { className: classes.skeletonLine }, cell)) })
		}, row))
	}) });
}
// src/ui/data-table/use-table-search.ts
/**
* The current list's search params and a setter that writes them to the URL. Any change but
* a page change goes back to page 1 (a filtered list has other pages).
*/
function useTableSearch() {
	const search = useSearch({
		strict: false,
		structuralSharing: false
	});
	const navigate = useNavigate();
	function update(patch) {
		const keepsPage = Object.keys(patch).every((key) => key === "page");
		navigate({
			to: ".",
			search: (previous) => compactSearch({
				...previous,
				...patch,
				...keepsPage ? {} : { page: void 0 }
			})
		});
	}
	return {
		search,
		update
	};
}
// src/ui/data-table/sort-button.tsx
/**
* A column head; a sortable one is a button that writes `sort`/`order` to the URL: first
* ascending, then descending, then back to the server's own order.
*/
function SortButton({ column, className }) {
	const { search, update } = useTableSearch();
	if (!column.sortable) return /* @__PURE__ */ jsx("th", {
		scope: "col",
		className,
		children: column.header
	});
	const active = search.sort === column.key ? search.order ?? "asc" : void 0;
	const next = active === void 0 ? "asc" : active === "asc" ? "desc" : void 0;
	return /* @__PURE__ */ jsx("th", {
		scope: "col",
		className,
		"aria-sort": active === "asc" ? "ascending" : active === "desc" ? "descending" : "none",
		children: /* @__PURE__ */ jsxs("button", {
			type: "button",
			className: dataTable().sortButton,
			onClick: () => update({
				sort: next && column.key,
				order: next
			}),
			children: [column.header, /* @__PURE__ */ jsx(Icon, { children: active === "desc" ? /* @__PURE__ */ jsx("path", { d: "m6 9 6 6 6-6" }) : /* @__PURE__ */ jsx("path", { d: "m6 15 6-6 6 6" }) })]
		})
	});
}
// src/ui/data-table/data-table.tsx
/**
* A list the panels page through: a table from 640 px up and a card (the kit's Card) per row below it (the same
* columns and links). Paging and sorting live in the URL (`page`, `sort`, `order`), beside the
* screen's filters; the screen reads them to fetch the rows it passes in.
*/
function DataTable(props) {
	const { label, rows, total, pageSize, toolbar } = props;
	const { search, update } = useTableSearch();
	const wide = useMediaQuery("(min-width: 640px)");
	const classes = dataTable();
	const page = search.page ?? 1;
	return /* @__PURE__ */ jsxs("section", {
		"aria-label": label,
		className: classes.root,
		children: [
			toolbar && /* @__PURE__ */ jsx("div", {
				className: classes.toolbar,
				children: toolbar
			}),
			rows && rows.length > 0 && /* @__PURE__ */ jsx("p", {
				className: classes.summary,
				"aria-live": "polite",
				children: `${formatNumber(total)} مورد`
			}),
			/* @__PURE__ */ jsx(Body, {
				...props,
				wide
			}),
			/* @__PURE__ */ jsx(Pagination, {
				page,
				totalPages: Math.max(1, Math.ceil(total / pageSize)),
				onPageChange: (next) => update({ page: next > 1 ? next : void 0 })
			})
		]
	});
}
/** Two toolbar filters that go together (a date range): side by side at every width. */
function FilterGroup({ children }) {
	return /* @__PURE__ */ jsx("div", {
		className: dataTable().filterGroup,
		children
	});
}
function Body({ wide, ...props }) {
	const { rows, isPending, error, onRetry, empty, columns } = props;
	if (isPending && !rows) return /* @__PURE__ */ jsx(DataTableSkeleton, { columns: columns.length });
	if (error && !rows) return /* @__PURE__ */ jsx(ErrorState, {
		error,
		onRetry
	});
	if (!rows || rows.length === 0) return /* @__PURE__ */ jsx(EmptyState, {
		title: empty.title,
		description: empty.description
	});
	return wide ? /* @__PURE__ */ jsx(Table, {
		...props,
		rows
	}) : /* @__PURE__ */ jsx(Cards, {
		...props,
		rows
	});
}
function Table({ label, columns, rows, rowKey }) {
	const classes = dataTable();
	return /* @__PURE__ */ jsx("div", {
		className: classes.scroller,
		children: /* @__PURE__ */ jsxs("table", {
			className: classes.table,
			"aria-label": label,
			children: [/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsx("tr", { children: columns.map((column) => /* @__PURE__ */ jsx(SortButton, {
				column,
				className: classes.headCell
			}, column.key)) }) }), /* @__PURE__ */ jsx("tbody", { children: rows.map((row) => /* @__PURE__ */ jsx("tr", {
				className: classes.row,
				children: columns.map((column) => /* @__PURE__ */ jsx("td", {
					className: classes.cell,
					children: column.cell(row)
				}, column.key))
			}, rowKey(row))) })]
		})
	});
}
function Cards({ label, columns, rows, rowKey }) {
	const classes = dataTable();
	const primary = columns.filter((column) => column.primary);
	const fields = columns.filter((column) => !column.primary);
	return /* @__PURE__ */ jsx("ul", {
		className: classes.cards,
		"aria-label": label,
		children: rows.map((row) => /* @__PURE__ */ jsx(Root, {
			size: "sm",
			asChild: true,
			children: /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Body$1, { children: [/* @__PURE__ */ jsx("div", {
				className: classes.cardTitle,
				children: primary.map((column) => /* @__PURE__ */ jsx("span", { children: column.cell(row) }, column.key))
			}), /* @__PURE__ */ jsx("dl", {
				className: classes.cardFields,
				children: fields.map((column) => /* @__PURE__ */ jsxs("div", {
					className: classes.cardField,
					children: [/* @__PURE__ */ jsx("dt", {
						className: classes.cardLabel,
						children: column.header
					}), /* @__PURE__ */ jsx("dd", {
						className: classes.cardValue,
						children: column.cell(row)
					})]
				}, column.key))
			})] }) })
		}, rowKey(row)))
	});
}
export { dataTable as i, FilterGroup as n, useTableSearch as r, DataTable as t };

//# sourceMappingURL=data-table-BsDfL5SZ.js.map