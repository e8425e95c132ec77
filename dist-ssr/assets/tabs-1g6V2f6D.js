import { t as createStyleContext } from "./jsx-BmGQg2iL.js";
import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { Tabs } from "@ark-ui/react/tabs";
// styled-system/recipes/tabs.mjs
var tabsDefaultVariants = {};
var tabsCompoundVariants = [];
var tabsSlotFns = /* @__PURE__ */ [
	["root", "tabs__root"],
	["list", "tabs__list"],
	["trigger", "tabs__trigger"],
	["content", "tabs__content"],
	["indicator", "tabs__indicator"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, tabsDefaultVariants, getSlotCompoundVariant(tabsCompoundVariants, slotName))]);
var tabsFn = memo((props = {}) => {
	return Object.fromEntries(tabsSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var tabsVariantKeys = [];
var getVariantProps = (variants) => ({
	...tabsDefaultVariants,
	...compact(variants)
});
// src/ui/tabs.tsx
var { withProvider, withContext } = createStyleContext(/* @__PURE__ */ Object.assign(tabsFn, {
	__recipe__: false,
	__name__: "tabs",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: tabsVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, tabsVariantKeys);
	},
	getVariantProps
}));
/**
* Tabs (arrow keys move between them, right to left). Give `value` and `onValueChange` to let the
* URL drive them (a search parameter), or `defaultValue` for tabs that only live on the page.
* Content panels mount when first shown.
*
*   <Tabs.Root value={search.status} onValueChange={(d) => navigate({ search: { status: d.value } })}>
*     <Tabs.List><Tabs.Trigger value="paid">پرداخت‌شده</Tabs.Trigger></Tabs.List>
*     <Tabs.Content value="paid">…</Tabs.Content>
*   </Tabs.Root>
*/
var Root = withProvider(Tabs.Root, "root", { defaultProps: { lazyMount: true } });
var List = withContext(Tabs.List, "list");
var Trigger = withContext(Tabs.Trigger, "trigger");
var Content = withContext(Tabs.Content, "content");
var Indicator = withContext(Tabs.Indicator, "indicator");
export { Trigger as a, Root as i, Indicator as n, List as r, Content as t };

//# sourceMappingURL=tabs-1g6V2f6D.js.map