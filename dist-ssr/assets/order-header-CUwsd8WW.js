import "./css-BNi8J5P3.js";
import { b as toPersianDigits, r as formatDateTime } from "./fa-B46h81DH.js";
import { t as Breadcrumbs } from "./breadcrumbs-B7I5QwpM.js";
import { n as OrderStatusBadge } from "./order-status-DfbtF8ax.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/orders/order-header.tsx
/** The top of an order page: trail, title with the number, status, store and date. */
function OrderHeader({ order, title, actions }) {
	return /* @__PURE__ */ jsxs("header", {
		className: "d_flex flex-d_column gap_3",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: [{
				label: "سفارش‌های من",
				link: { to: "/profile" }
			}, { label: `سفارش ${toPersianDigits(order.id)}` }] }),
			/* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-wrap_wrap ai_center gap_3",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "fs_xl md:fs_2xl fw_black",
					children: title
				}), /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status })]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "fs_sm c_fg.muted",
				children: [
					order.store.name,
					"، ثبت در ",
					/* @__PURE__ */ jsx("time", {
						dateTime: order.created_at,
						children: formatDateTime(order.created_at)
					})
				]
			}),
			actions ? /* @__PURE__ */ jsx("div", {
				className: "d_flex flex-wrap_wrap gap_2",
				children: actions
			}) : null
		]
	});
}
export { OrderHeader as t };

//# sourceMappingURL=order-header-CUwsd8WW.js.map