import "./css-BNi8J5P3.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { n as Toman, t as Price } from "./price-D8fzeTKM.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/order/order-items.tsx
var nameLink = "c_fg.default td_none lh_1.8 lc_2 hover:c_accent.text";
/** An order's lines, named and priced as they were when it was placed. */
function OrderItems({ items }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "d_flex flex-d_column",
		children: items.map((item) => /* @__PURE__ */ jsxs("li", {
			className: "d_flex gap_3 py_3 bd-b-w_1px bd-c_border.default last:bd-b-w_0",
			children: [
				/* @__PURE__ */ jsx(AppImage, {
					src: item.image_url,
					alt: "",
					width: 80,
					height: 80,
					className: "w_16 md:w_20 h_16 md:h_20 flex-sh_0 obj-f_contain bdr_control bg_bg.subtle"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "flex_1 min-w_0 d_flex flex-d_column gap_1",
					children: [/* @__PURE__ */ jsx(Link, {
						to: "/products/$id/$productSlug",
						params: {
							id: String(item.product_id),
							productSlug: item.product_slug
						},
						className: nameLink,
						children: item.name
					}), /* @__PURE__ */ jsxs("p", {
						className: "fs_sm c_fg.muted d_flex gap_1 ai_baseline",
						children: [
							formatNumber(item.quantity),
							" عدد × ",
							/* @__PURE__ */ jsx(Toman, { value: item.unit_price })
						]
					})]
				}),
				/* @__PURE__ */ jsx(Price, {
					value: item.total,
					original: item.original_unit_price * item.quantity,
					size: "sm"
				})
			]
		}, item.id))
	});
}
export { OrderItems as t };

//# sourceMappingURL=order-items-DLF-abXM.js.map