import { o as css } from "./css-BNi8J5P3.js";
import { t as pageCount } from "./page-search-D8yfZLof.js";
import { n as cardGridClass, t as CardGridSkeleton } from "./card-grid-P6MB7ebE.js";
import { K as ErrorState } from "../entry-server.js";
import { t as Pagination } from "./pagination-D5h0oppW.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/paged-card-page.tsx
/** A public list page of cards (blog, bundles, stores): heading, grid, pages, and its states. */
function PagedCardPage(props) {
	const { list, page, pageSize } = props;
	return /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsxs("header", {
		className: "mb_5",
		children: [/* @__PURE__ */ jsx("h1", {
			className: "fs_xl md:fs_2xl fw_black",
			children: props.title
		}), /* @__PURE__ */ jsx("p", {
			className: "c_fg.muted fs_sm mt_1",
			children: props.intro
		})]
	}), list.data ? list.data.items.length ? /* @__PURE__ */ jsxs("div", {
		className: css({ opacity: list.isPlaceholderData ? .6 : 1 }),
		children: [/* @__PURE__ */ jsx("ul", {
			className: cardGridClass,
			children: list.data.items.map((item) => /* @__PURE__ */ jsx("li", { children: props.renderCard(item) }, item.id))
		}), /* @__PURE__ */ jsx(Pagination, {
			page: page ?? 1,
			totalPages: pageCount(list.data.total, pageSize),
			onPageChange: props.onPageChange
		})]
	}) : props.empty : list.isError ? /* @__PURE__ */ jsx(ErrorState, {
		error: list.error,
		onRetry: () => void list.refetch()
	}) : /* @__PURE__ */ jsx(CardGridSkeleton, {})] });
}
export { PagedCardPage as t };

//# sourceMappingURL=paged-card-page-rrli4sBI.js.map