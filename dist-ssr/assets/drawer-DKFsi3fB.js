import { t as createStyleContext } from "./jsx-BmGQg2iL.js";
import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { ark } from "@ark-ui/react/factory";
import { Drawer } from "@ark-ui/react/drawer";
// styled-system/recipes/drawer.mjs
var drawerDefaultVariants = { "placement": "start" };
var drawerCompoundVariants = [];
var drawerSlotFns = /* @__PURE__ */ [
	["positioner", "drawer__positioner"],
	["content", "drawer__content"],
	["title", "drawer__title"],
	["description", "drawer__description"],
	["trigger", "drawer__trigger"],
	["backdrop", "drawer__backdrop"],
	["grabber", "drawer__grabber"],
	["grabberIndicator", "drawer__grabberIndicator"],
	["closeTrigger", "drawer__closeTrigger"],
	["swipeArea", "drawer__swipeArea"],
	["header", "drawer__header"],
	["body", "drawer__body"],
	["footer", "drawer__footer"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, drawerDefaultVariants, getSlotCompoundVariant(drawerCompoundVariants, slotName))]);
var drawerFn = memo((props = {}) => {
	return Object.fromEntries(drawerSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var drawerVariantKeys = ["placement"];
var getVariantProps = (variants) => ({
	...drawerDefaultVariants,
	...compact(variants)
});
// src/ui/drawer.tsx
var { withRootProvider, withContext } = createStyleContext(/* @__PURE__ */ Object.assign(drawerFn, {
	__recipe__: false,
	__name__: "drawer",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: drawerVariantKeys,
	variantMap: { "placement": ["start", "end"] },
	splitVariantProps(props) {
		return splitProps(props, drawerVariantKeys);
	},
	getVariantProps
}));
var Root = withRootProvider(Drawer.Root, { defaultProps: {
	unmountOnExit: true,
	lazyMount: true
} });
var Backdrop = withContext(Drawer.Backdrop, "backdrop");
var Positioner = withContext(Drawer.Positioner, "positioner");
var Content = withContext(Drawer.Content, "content");
var Title = withContext(Drawer.Title, "title");
withContext(Drawer.Description, "description");
var Trigger = withContext(Drawer.Trigger, "trigger");
var CloseTrigger = withContext(Drawer.CloseTrigger, "closeTrigger");
var Header = withContext(ark.div, "header");
var Body = withContext(ark.div, "body");
var Footer = withContext(ark.div, "footer");
export { Footer as a, Root as c, Content as i, Title as l, Body as n, Header as o, CloseTrigger as r, Positioner as s, Backdrop as t, Trigger as u };

//# sourceMappingURL=drawer-DKFsi3fB.js.map