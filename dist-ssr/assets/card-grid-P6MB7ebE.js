import "./css-BNi8J5P3.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/card-grid.tsx
/** Wide cards (bundles, articles, stores): one column on a phone, up to four on a wide screen. */
var cardGridClass = "d_grid grid-tc_minmax(0,_1fr) sm:grid-tc_repeat(2,_minmax(0,_1fr)) lg:grid-tc_repeat(3,_minmax(0,_1fr)) xl:grid-tc_repeat(4,_minmax(0,_1fr)) gap_4";
function CardGridSkeleton({ count = 8 }) {
	return /* @__PURE__ */ jsxs(SkeletonGroup, { children: [/* @__PURE__ */ jsx(Skeleton, { className: "h_8 w_48 mb_5" }), /* @__PURE__ */ jsx("div", {
		className: cardGridClass,
		children: Array.from({ length: count }, (_, i) => /* @__PURE__ */ jsxs("div", {
			className: "d_flex flex-d_column gap_3",
			children: [
				/* @__PURE__ */ jsx(Skeleton, { className: "w_full asp_16_/_9 bdr_card" }),
				/* @__PURE__ */ jsx(Skeleton, { className: "h_5 w_3/4" }),
				/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_1/2" })
			]
		}, i))
	})] });
}
export { cardGridClass as n, CardGridSkeleton as t };

//# sourceMappingURL=card-grid-P6MB7ebE.js.map