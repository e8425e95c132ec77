import "./css-BNi8J5P3.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/catalog/product/product-page-skeleton.tsx
function ProductPageSkeleton() {
	return /* @__PURE__ */ jsxs(SkeletonGroup, { children: [/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_64 mb_4" }), /* @__PURE__ */ jsxs("div", {
		className: "d_grid grid-tc_minmax(0,_1fr) md:grid-tc_5fr_6fr lg:grid-tc_26rem_1fr_20rem gap_5 lg:gap_8",
		children: [
			/* @__PURE__ */ jsx(Skeleton, { className: "w_full asp_1 bdr_card" }),
			/* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-d_column gap_3",
				children: [
					/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_24" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h_7 w_full" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h_7 w_2/3" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_1/2 mt_4" }),
					/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_1/2" })
				]
			}),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_64 bdr_card md:grid-c_span_2 lg:grid-c_auto" })
		]
	})] });
}
export { ProductPageSkeleton as t };

//# sourceMappingURL=product-page-skeleton-D2rXhItc.js.map