import "./css-BNi8J5P3.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/orders/order-skeletons.tsx
var stack = "d_flex flex-d_column gap_4";
/** An order page while the order loads. */
function OrderPageSkeleton() {
	return /* @__PURE__ */ jsx(SkeletonGroup, { children: /* @__PURE__ */ jsxs("div", {
		className: stack,
		children: [
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_40" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_8 w_64" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_48" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_24 w_full bdr_card" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_64 w_full bdr_card" })
		]
	}) });
}
/** The orders tab while a page of orders loads. */
function OrderListSkeleton({ count = 4 }) {
	return /* @__PURE__ */ jsx(SkeletonGroup, { children: /* @__PURE__ */ jsx("div", {
		className: stack,
		children: Array.from({ length: count }, (_, i) => /* @__PURE__ */ jsx(Skeleton, { className: "h_36 w_full bdr_card" }, i))
	}) });
}
export { OrderPageSkeleton as n, OrderListSkeleton as t };

//# sourceMappingURL=order-skeletons-sH79jRqh.js.map