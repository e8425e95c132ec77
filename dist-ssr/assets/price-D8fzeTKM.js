import { a as cx, o as css } from "./css-BNi8J5P3.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/format-percent.ts
/** Persian percent: 10 → «۱۰٪». */
function formatPercent(value) {
	return `${formatNumber(value)}٪`;
}
// src/ui/price.tsx
var amountSize = {
	sm: "md",
	md: "lg",
	lg: "2xl"
};
/** Toman with Persian digits and separators: «۱۸٬۹۰۰٬۰۰۰ تومان». */
function Toman({ value, negative = false, className, ...rest }) {
	return /* @__PURE__ */ jsxs("span", {
		className: cx("white-space_nowrap", className),
		...rest,
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "fw_bold",
				children: `${negative ? "−" : ""}${formatNumber(value)}`
			}),
			" ",
			/* @__PURE__ */ jsx("span", {
				className: "fs_0.8em c_fg.muted fw_normal",
				children: "تومان"
			})
		]
	});
}
/** A discount badge: «۱۰٪». */
function DiscountBadge({ percent }) {
	return /* @__PURE__ */ jsxs("span", {
		className: "d_inline-flex ai_center h_6 px_2 bdr_full bg_danger.default c_white fs_xs fw_bold lh_1",
		children: [/* @__PURE__ */ jsx("span", {
			className: "sr_true",
			children: "تخفیف "
		}), formatPercent(percent)]
	});
}
/**
* A price: the selling price in toman; with a discount, the struck-through original and the
* percent badge beside it.
*/
function Price({ value, original, percent, size = "md", className }) {
	if (value == null) return null;
	const discounted = original != null && original > value;
	const shownPercent = percent ?? (discounted ? Math.round((original - value) / original * 100) : null);
	return /* @__PURE__ */ jsxs("div", {
		className: cx("d_flex flex-d_column ai_flex-end gap_0.5", className),
		children: [discounted ? /* @__PURE__ */ jsxs("div", {
			className: "d_flex ai_center gap_2",
			children: [/* @__PURE__ */ jsxs("del", {
				className: "c_fg.subtle fs_sm",
				children: [/* @__PURE__ */ jsx("span", {
					className: "sr_true",
					children: "قیمت پیش از تخفیف: "
				}), formatNumber(original)]
			}), shownPercent ? /* @__PURE__ */ jsx(DiscountBadge, { percent: shownPercent }) : null]
		}) : null, /* @__PURE__ */ jsx(Toman, {
			value,
			className: css({ fontSize: amountSize[size] }),
			"data-testid": "price"
		})]
	});
}
export { Toman as n, formatPercent as r, Price as t };

//# sourceMappingURL=price-D8fzeTKM.js.map