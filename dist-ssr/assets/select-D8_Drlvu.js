import { t as createStyleContext } from "./jsx-BmGQg2iL.js";
import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo$1 } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { t as ChevronDownIcon } from "./icons-G-AnJJZZ.js";
import { n as CheckIcon } from "./kit-icons-_SQpM0q6.js";
import { useMemo } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
import { Select, createListCollection } from "@ark-ui/react/select";
// styled-system/recipes/select.mjs
var selectDefaultVariants = {};
var selectCompoundVariants = [];
var selectSlotFns = /* @__PURE__ */ [
	["label", "select__label"],
	["positioner", "select__positioner"],
	["trigger", "select__trigger"],
	["indicator", "select__indicator"],
	["clearTrigger", "select__clearTrigger"],
	["item", "select__item"],
	["itemText", "select__itemText"],
	["itemIndicator", "select__itemIndicator"],
	["itemGroup", "select__itemGroup"],
	["itemGroupLabel", "select__itemGroupLabel"],
	["list", "select__list"],
	["content", "select__content"],
	["root", "select__root"],
	["control", "select__control"],
	["valueText", "select__valueText"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, selectDefaultVariants, getSlotCompoundVariant(selectCompoundVariants, slotName))]);
var selectFn = memo$1((props = {}) => {
	return Object.fromEntries(selectSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var selectVariantKeys = [];
var getVariantProps = (variants) => ({
	...selectDefaultVariants,
	...compact(variants)
});
// src/ui/select.tsx
var { withProvider, withContext } = createStyleContext(/* @__PURE__ */ Object.assign(selectFn, {
	__recipe__: false,
	__name__: "select",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: selectVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, selectVariantKeys);
	},
	getVariantProps
}));
var Root = withProvider(Select.Root, "root", { defaultProps: {
	lazyMount: true,
	unmountOnExit: true
} });
var Label = withContext(Select.Label, "label");
var Control = withContext(Select.Control, "control");
var Trigger = withContext(Select.Trigger, "trigger");
var ValueText = withContext(Select.ValueText, "valueText");
var Indicator = withContext(Select.Indicator, "indicator");
var Positioner = withContext(Select.Positioner, "positioner");
var Content = withContext(Select.Content, "content");
var Item = withContext(Select.Item, "item");
var ItemText = withContext(Select.ItemText, "itemText");
var ItemIndicator = withContext(Select.ItemIndicator, "itemIndicator");
withContext(Select.ItemGroup, "itemGroup");
withContext(Select.ItemGroupLabel, "itemGroupLabel");
var HiddenSelect = Select.HiddenSelect;
/**
* One choice from a short list, with the keyboard (arrows, Home/End, typeahead, Enter) and a
* hidden native select so it takes part in a <form>. The list opens below, aligned to the
* inline start.
*/
function Select$1({ label, options, value, onValueChange, placeholder = "انتخاب کنید", ...rest }) {
	const collection = useMemo(() => createListCollection({
		items: [...options],
		itemToString: (option) => option.label,
		isItemDisabled: (option) => Boolean(option.disabled)
	}), [options]);
	return /* @__PURE__ */ jsxs(Root, {
		collection,
		value: value ? [value] : [],
		onValueChange: (details) => onValueChange(details.value[0] ?? ""),
		positioning: { sameWidth: true },
		...rest,
		children: [
			/* @__PURE__ */ jsx(Label, { children: label }),
			/* @__PURE__ */ jsx(Control, { children: /* @__PURE__ */ jsxs(Trigger, { children: [/* @__PURE__ */ jsx(ValueText, { placeholder }), /* @__PURE__ */ jsx(Indicator, { children: /* @__PURE__ */ jsx(ChevronDownIcon, {}) })] }) }),
			/* @__PURE__ */ jsx(Portal, { children: /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsx(Content, { children: collection.items.map((option) => /* @__PURE__ */ jsxs(Item, {
				item: option,
				children: [/* @__PURE__ */ jsx(ItemText, { children: option.label }), /* @__PURE__ */ jsx(ItemIndicator, { children: /* @__PURE__ */ jsx(CheckIcon, {}) })]
			}, option.value)) }) }) }),
			/* @__PURE__ */ jsx(HiddenSelect, {})
		]
	});
}
export { Select$1 as t };

//# sourceMappingURL=select-D8_Drlvu.js.map