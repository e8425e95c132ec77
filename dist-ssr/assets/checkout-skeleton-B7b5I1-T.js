import "./css-BNi8J5P3.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { t as SHIPPING_METHODS } from "./shipping-rules-1wqba-BN.js";
import { jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/features/checkout/checkout-search.ts
var numeric = v.union([v.number(), v.pipe(v.string(), v.toNumber())]);
function cleanShip(value) {
	if (!value || typeof value !== "object" || Array.isArray(value)) return void 0;
	const entries = Object.entries(value).filter((entry) => /^[1-9]\d{0,9}$/.test(entry[0]) && SHIPPING_METHODS.includes(entry[1]));
	return entries.length ? Object.fromEntries(entries.slice(0, 50)) : void 0;
}
var checkoutSearchSchema = v.object({
	address: v.fallback(v.optional(v.pipe(numeric, v.integer(), v.minValue(1))), void 0),
	ship: v.optional(v.pipe(v.unknown(), v.transform(cleanShip)))
});
// src/features/checkout/checkout-styles.ts
/** A white card holding one part of the page (address, a store's shipment, the summary). */
var panelClass = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_4 md:p_5 d_flex flex-d_column gap_4 min-w_0";
var panelTitleClass = "fs_md md:fs_lg fw_bold";
/** A native radio inside a card-sized label: arrow keys move between cards, readers hear a radio group. */
var radioCardClass = "d_flex ai_flex-start gap_3 p_3 bd-w_1px bd-c_border.strong bdr_control bg_bg.surface cursor_pointer trs_border-color_0.15s,_background_0.15s [&_input[type=radio]]:ac-c_accent.default [&_input[type=radio]]:w_1.125rem [&_input[type=radio]]:h_1.125rem [&_input[type=radio]]:mt_1 [&_input[type=radio]]:flex-sh_0 hover:bd-c_accent.default [&:has(input:checked)]:bd-c_accent.default [&:has(input:checked)]:bg_accent.subtle [&:has(input:focus-visible)]:ring_2px_solid [&:has(input:focus-visible)]:ring-c_accent.default [&:has(input:focus-visible)]:ring-o_2px [&:has(input:disabled)]:cursor_not-allowed [&:has(input:disabled)]:bg_bg.subtle [&:has(input:disabled)]:bd-c_border.default [&:has(input:disabled)]:c_fg.muted";
var fieldsetClass = "d_flex flex-d_column gap_3 min-w_0";
/** Two columns on a wide screen: the steps, and the summary with the button beside them. */
var pageGridClass = "d_grid grid-tc_minmax(0,_1fr) lg:grid-tc_minmax(0,_1fr)_22rem gap_4 lg:gap_6 ai_start";
var asideClass = "lg:pos_sticky lg:top_24";
var summaryRowClass = "d_flex jc_space-between ai_baseline gap_3 fs_sm";
// src/features/checkout/checkout-skeleton.tsx
var card = "h_40 w_full bdr_card";
/** /shipping and /checkout while the cart, the addresses and the stores load. */
function CheckoutSkeleton() {
	return /* @__PURE__ */ jsxs(SkeletonGroup, { children: [/* @__PURE__ */ jsx(Skeleton, { className: "h_7 w_64 mb_5" }), /* @__PURE__ */ jsxs("div", {
		className: pageGridClass,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "d_flex flex-d_column gap_4",
			children: [
				/* @__PURE__ */ jsx(Skeleton, { className: card }),
				/* @__PURE__ */ jsx(Skeleton, { className: card }),
				/* @__PURE__ */ jsx(Skeleton, { className: card })
			]
		}), /* @__PURE__ */ jsx(Skeleton, { className: "h_64 w_full bdr_card" })]
	})] });
}
export { panelClass as a, summaryRowClass as c, pageGridClass as i, checkoutSearchSchema as l, asideClass as n, panelTitleClass as o, fieldsetClass as r, radioCardClass as s, CheckoutSkeleton as t };

//# sourceMappingURL=checkout-skeleton-B7b5I1-T.js.map