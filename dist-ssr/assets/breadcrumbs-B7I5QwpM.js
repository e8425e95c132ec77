import "./css-BNi8J5P3.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/breadcrumbs.tsx
var list = "d_flex flex-wrap_wrap ai_center gap_1 fs_sm c_fg.muted";
var separator = "c_fg.subtle mx_1 us_none";
var linkClass = "c_fg.muted td_none hover:c_accent.text";
/** «خانه / کالای دیجیتال / موبایل»: where this page sits, each ancestor a link. */
function Breadcrumbs({ items }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "مسیر صفحه",
		children: /* @__PURE__ */ jsx("ol", {
			className: list,
			children: items.map((item, index) => /* @__PURE__ */ jsxs("li", {
				className: "d_inline-flex ai_center",
				children: [index > 0 ? /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: separator,
					children: "/"
				}) : null, item.link ? /* @__PURE__ */ jsx(Link, {
					...item.link,
					className: linkClass,
					children: item.label
				}) : /* @__PURE__ */ jsx("span", {
					"aria-current": "page",
					className: "c_fg.default",
					children: item.label
				})]
			}, `${item.label}-${index}`))
		})
	});
}
export { Breadcrumbs as t };

//# sourceMappingURL=breadcrumbs-B7I5QwpM.js.map