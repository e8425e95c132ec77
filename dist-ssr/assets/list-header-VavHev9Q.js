import "./css-BNi8J5P3.js";
import { t as Breadcrumbs } from "./breadcrumbs-B7I5QwpM.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/product-list/list-header.tsx
/** A list page's heading: where it sits, its name and a line about it. */
function ListHeader({ title, crumbs, description }) {
	return /* @__PURE__ */ jsxs("header", {
		className: "d_flex flex-d_column gap_2 mb_4 md:mb_5",
		children: [
			crumbs?.length ? /* @__PURE__ */ jsx(Breadcrumbs, { items: crumbs }) : null,
			/* @__PURE__ */ jsx("h1", {
				className: "fs_xl md:fs_2xl fw_black",
				children: title
			}),
			description ? /* @__PURE__ */ jsx("div", {
				className: "c_fg.muted fs_sm",
				children: description
			}) : null
		]
	});
}
var chip = "d_inline-flex ai_center h_9 px_4 bdr_full bd-w_1px bd-c_border.default bg_bg.surface fs_sm white-space_nowrap td_none c_fg.default hover:bd-c_accent.default hover:c_accent.text";
/** A category's subcategories as chips: a sideways-scrolling row on a phone. */
function SubcategoryLinks({ categories }) {
	if (!categories?.length) return null;
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "زیردسته‌ها",
		className: "mb_4",
		children: /* @__PURE__ */ jsx("ul", {
			className: "d_flex gap_2 pos_relative ov-x_auto scr-bar-w_none pb_1",
			children: categories.map((category) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
				to: "/categories/$categorySlug",
				params: { categorySlug: category.slug },
				className: chip,
				children: category.name_fa
			}) }, category.id))
		})
	});
}
/** «خانه / کالای دیجیتال / موبایل» for a category page: the ancestors link, the category does not. */
function categoryCrumbs(path, { linkLast = false } = {}) {
	return [{
		label: "خانه",
		link: { to: "/" }
	}, ...path.map((category, index) => ({
		label: category.name_fa,
		link: index < path.length - 1 || linkLast ? {
			to: "/categories/$categorySlug",
			params: { categorySlug: category.slug }
		} : void 0
	}))];
}
export { SubcategoryLinks as n, categoryCrumbs as r, ListHeader as t };

//# sourceMappingURL=list-header-VavHev9Q.js.map