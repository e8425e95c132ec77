import "./css-BNi8J5P3.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { a as Footer, c as Root, i as Content, l as Title, n as Body, o as Header, r as CloseTrigger, s as Positioner, t as Backdrop } from "./drawer-DKFsi3fB.js";
import { n as CloseIcon } from "./icons-G-AnJJZZ.js";
import { n as FacetPanel } from "./product-list-view-Dify1-wt.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
// src/ui/product-list/facets/facets-drawer-panel.tsx
/**
* The filters on a phone, in a drawer from the start side; loaded the first time it opens
* (facets-drawer.tsx). Changes apply at once (the list behind updates); the footer shows how many
* products match.
*/
function FacetsDrawerPanel({ activeCount, total, onClear, open, setOpen, ...panel }) {
	return /* @__PURE__ */ jsx(Root, {
		open,
		onOpenChange: (details) => setOpen(details.open),
		swipeDirection: "start",
		children: /* @__PURE__ */ jsxs(Portal, { children: [/* @__PURE__ */ jsx(Backdrop, {}), /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsxs(Content, { children: [
			/* @__PURE__ */ jsxs(Header, { children: [/* @__PURE__ */ jsx(Title, { children: "فیلترها" }), /* @__PURE__ */ jsxs("div", {
				className: "d_flex ai_center gap_1",
				children: [activeCount ? /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					className: "c_danger.default",
					onClick: onClear,
					children: "حذف همه"
				}) : null, /* @__PURE__ */ jsx(CloseTrigger, {
					asChild: true,
					children: /* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						icon: true,
						"aria-label": "بستن فیلترها",
						children: /* @__PURE__ */ jsx(CloseIcon, {})
					})
				})]
			})] }),
			/* @__PURE__ */ jsx(Body, {
				className: "px_4!",
				children: /* @__PURE__ */ jsx(FacetPanel, { ...panel })
			}),
			/* @__PURE__ */ jsx(Footer, { children: /* @__PURE__ */ jsx(Button, {
				full: true,
				onClick: () => setOpen(false),
				children: total === void 0 ? "نمایش کالاها" : `نمایش ${formatNumber(total)} کالا`
			}) })
		] }) })] })
	});
}
export { FacetsDrawerPanel };

//# sourceMappingURL=facets-drawer-panel-C3SETpZ_.js.map