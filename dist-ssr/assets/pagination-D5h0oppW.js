import "./css-BNi8J5P3.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { f as Icon } from "./icons-G-AnJJZZ.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/page-window.ts
/** Page numbers around the current one, with the first and last always shown. */
function pageWindow(page, totalPages, radius = 1) {
	const pages = /* @__PURE__ */ new Set([1, totalPages]);
	for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= totalPages) pages.add(p);
	const sorted = [...pages].sort((a, b) => a - b);
	const out = [];
	sorted.forEach((p, i) => {
		if (i > 0 && p - sorted[i - 1] > 1) out.push("gap");
		out.push(p);
	});
	return out;
}
// src/ui/pagination.tsx
function Chevron({ next }) {
	return /* @__PURE__ */ jsx(Icon, {
		directional: true,
		children: next ? /* @__PURE__ */ jsx("path", { d: "m9 6 6 6-6 6" }) : /* @__PURE__ */ jsx("path", { d: "m15 6-6 6 6 6" })
	});
}
/** Pages of a list, Persian digits, previous and next. */
function Pagination({ page, totalPages, onPageChange }) {
	if (totalPages <= 1) return null;
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "صفحه‌بندی",
		className: "d_flex jc_center mt_6",
		children: /* @__PURE__ */ jsxs("ul", {
			className: "d_flex ai_center gap_1 flex-wrap_wrap",
			children: [
				/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					icon: true,
					"aria-label": "صفحه قبل",
					disabled: page <= 1,
					onClick: () => onPageChange(page - 1),
					children: /* @__PURE__ */ jsx(Chevron, {})
				}) }),
				pageWindow(page, totalPages).map((p, i) => p === "gap" ? /* @__PURE__ */ jsx("li", {
					"aria-hidden": "true",
					className: "px_1 c_fg.subtle",
					children: "…"
				}, `gap-${i}`) : /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Button, {
					variant: p === page ? "solid" : "ghost",
					icon: true,
					"aria-label": `صفحه ${formatNumber(p)}`,
					"aria-current": p === page ? "page" : void 0,
					onClick: () => p !== page && onPageChange(p),
					children: formatNumber(p)
				}) }, p)),
				/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					icon: true,
					"aria-label": "صفحه بعد",
					disabled: page >= totalPages,
					onClick: () => onPageChange(page + 1),
					children: /* @__PURE__ */ jsx(Chevron, { next: true })
				}) })
			]
		})
	});
}
export { Pagination as t };

//# sourceMappingURL=pagination-D5h0oppW.js.map