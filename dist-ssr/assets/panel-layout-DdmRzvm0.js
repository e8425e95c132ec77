import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo$1 } from "./css-BNi8J5P3.js";
import { r as createRecipe, t as Button } from "./button-BQVJ5_gf.js";
import { c as Root, i as Content, l as Title, s as Positioner, t as Backdrop, u as Trigger } from "./drawer-DKFsi3fB.js";
import { o as MenuIcon } from "./icons-G-AnJJZZ.js";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
// styled-system/recipes/panel-layout.mjs
var panelLayoutDefaultVariants = {};
var panelLayoutCompoundVariants = [];
var panelLayoutSlotFns = /* @__PURE__ */ [
	["root", "panel-layout__root"],
	["sidebar", "panel-layout__sidebar"],
	["sidebarBody", "panel-layout__sidebarBody"],
	["bar", "panel-layout__bar"],
	["main", "panel-layout__main"],
	["header", "panel-layout__header"],
	["title", "panel-layout__title"],
	["actions", "panel-layout__actions"],
	["menuTitle", "panel-layout__menuTitle"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, panelLayoutDefaultVariants, getSlotCompoundVariant(panelLayoutCompoundVariants, slotName))]);
var panelLayoutFn = memo$1((props = {}) => {
	return Object.fromEntries(panelLayoutSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var panelLayoutVariantKeys = [];
var getVariantProps = (variants) => ({
	...panelLayoutDefaultVariants,
	...compact(variants)
});
var panelLayout = /* @__PURE__ */ Object.assign(panelLayoutFn, {
	__recipe__: false,
	__name__: "panelLayout",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: panelLayoutVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, panelLayoutVariantKeys);
	},
	getVariantProps
});
// src/ui/panel-layout.tsx
/**
* The frame of the seller and admin panels: the sidebar on the right (inline start), 64 units
* wide beside the content on desktop; on phones a top bar whose menu button opens it as a drawer.
*/
function PanelLayout({ sidebar, menuLabel, brand, children }) {
	const [menuOpen, setMenuOpen] = useState(false);
	const classes = panelLayout();
	return /* @__PURE__ */ jsxs("div", {
		className: classes.root,
		children: [
			/* @__PURE__ */ jsx("aside", {
				className: classes.sidebar,
				"aria-label": menuLabel,
				children: /* @__PURE__ */ jsx("div", {
					className: classes.sidebarBody,
					children: sidebar()
				})
			}),
			/* @__PURE__ */ jsxs("header", {
				className: classes.bar,
				children: [/* @__PURE__ */ jsxs(Root, {
					open: menuOpen,
					onOpenChange: (details) => setMenuOpen(details.open),
					swipeDirection: "start",
					children: [/* @__PURE__ */ jsx(Trigger, {
						asChild: true,
						children: /* @__PURE__ */ jsx(Button, {
							variant: "ghost",
							icon: true,
							"aria-label": menuLabel,
							children: /* @__PURE__ */ jsx(MenuIcon, {})
						})
					}), /* @__PURE__ */ jsxs(Portal, { children: [/* @__PURE__ */ jsx(Backdrop, {}), /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsxs(Content, { children: [/* @__PURE__ */ jsx(Title, {
						className: classes.menuTitle,
						children: menuLabel
					}), /* @__PURE__ */ jsx("div", {
						className: classes.sidebarBody,
						children: sidebar(() => setMenuOpen(false))
					})] }) })] })]
				}), brand]
			}),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				tabIndex: -1,
				className: classes.main,
				children
			})
		]
	});
}
/** A panel page's title row: the page title and its actions. */
function PanelHeader({ title, actions }) {
	const classes = panelLayout();
	return /* @__PURE__ */ jsxs("div", {
		className: classes.header,
		children: [/* @__PURE__ */ jsx("h1", {
			className: classes.title,
			children: title
		}), actions && /* @__PURE__ */ jsx("div", {
			className: classes.actions,
			children: actions
		})]
	});
}
export { PanelLayout as n, PanelHeader as t };

//# sourceMappingURL=panel-layout-DdmRzvm0.js.map