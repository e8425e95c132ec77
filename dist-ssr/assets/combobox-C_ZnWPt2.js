import { a as cx, f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo$1 } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { n as CloseIcon, t as ChevronDownIcon } from "./icons-G-AnJJZZ.js";
import { n as CheckIcon } from "./kit-icons-_SQpM0q6.js";
import { ft as Spinner } from "../entry-server.js";
import { useEffect, useMemo, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
import { Combobox, createListCollection } from "@ark-ui/react/combobox";
// styled-system/recipes/combobox.mjs
var comboboxDefaultVariants = {};
var comboboxCompoundVariants = [];
var comboboxSlotFns = /* @__PURE__ */ [
	["root", "combobox__root"],
	["clearTrigger", "combobox__clearTrigger"],
	["content", "combobox__content"],
	["control", "combobox__control"],
	["input", "combobox__input"],
	["item", "combobox__item"],
	["itemGroup", "combobox__itemGroup"],
	["itemGroupLabel", "combobox__itemGroupLabel"],
	["itemIndicator", "combobox__itemIndicator"],
	["itemText", "combobox__itemText"],
	["label", "combobox__label"],
	["list", "combobox__list"],
	["positioner", "combobox__positioner"],
	["trigger", "combobox__trigger"],
	["empty", "combobox__empty"],
	["status", "combobox__status"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, comboboxDefaultVariants, getSlotCompoundVariant(comboboxCompoundVariants, slotName))]);
var comboboxFn = memo$1((props = {}) => {
	return Object.fromEntries(comboboxSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var comboboxVariantKeys = [];
var getVariantProps = (variants) => ({
	...comboboxDefaultVariants,
	...compact(variants)
});
var combobox = /* @__PURE__ */ Object.assign(comboboxFn, {
	__recipe__: false,
	__name__: "combobox",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: comboboxVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, comboboxVariantKeys);
	},
	getVariantProps
});
// src/ui/combobox.tsx
var SEARCH_DELAY_MS = 300;
/**
* Choose one of many records (a customer, a product, a category) by typing: the items come from
* the server for the typed text. Shows «موردی یافت نشد» when a search finds nothing.
*/
function Combobox$1({ label, items, onSearch, loading = false, value, onValueChange, placeholder = "جست‌وجو کنید", name, disabled, invalid, className }) {
	const classes = combobox();
	const [inputValue, setInputValue] = useState(value?.label ?? "");
	const timer = useRef(void 0);
	const collection = useMemo(() => createListCollection({
		items: [...items],
		itemToString: (item) => item.label
	}), [items]);
	useEffect(() => setInputValue(value?.label ?? ""), [value]);
	useEffect(() => () => clearTimeout(timer.current), []);
	return /* @__PURE__ */ jsxs(Combobox.Root, {
		className: cx(classes.root, className),
		collection,
		value: value ? [value.value] : [],
		inputValue,
		onInputValueChange: (details) => {
			setInputValue(details.inputValue);
			if (details.reason !== "input-change") return;
			clearTimeout(timer.current);
			timer.current = setTimeout(() => onSearch(details.inputValue.trim()), SEARCH_DELAY_MS);
		},
		onValueChange: (details) => onValueChange(details.items[0] ?? null),
		inputBehavior: "autohighlight",
		openOnClick: true,
		positioning: { sameWidth: true },
		lazyMount: true,
		unmountOnExit: true,
		disabled,
		invalid,
		children: [
			/* @__PURE__ */ jsx(Combobox.Label, {
				className: classes.label,
				children: label
			}),
			/* @__PURE__ */ jsxs(Combobox.Control, {
				className: classes.control,
				children: [
					/* @__PURE__ */ jsx(Combobox.Input, {
						className: classes.input,
						placeholder
					}),
					value ? /* @__PURE__ */ jsx(Combobox.ClearTrigger, {
						className: classes.clearTrigger,
						"aria-label": `پاک کردن ${label}`,
						children: /* @__PURE__ */ jsx(CloseIcon, {})
					}) : null,
					/* @__PURE__ */ jsx(Combobox.Trigger, {
						className: classes.trigger,
						"aria-label": `فهرست ${label}`,
						children: /* @__PURE__ */ jsx(ChevronDownIcon, {})
					})
				]
			}),
			/* @__PURE__ */ jsx(Portal, { children: /* @__PURE__ */ jsx(Combobox.Positioner, {
				className: classes.positioner,
				children: /* @__PURE__ */ jsxs(Combobox.Content, {
					className: classes.content,
					"aria-busy": loading,
					children: [loading ? /* @__PURE__ */ jsxs("div", {
						role: "status",
						className: classes.status,
						children: [/* @__PURE__ */ jsx(Spinner, {}), "در حال جست‌وجو…"]
					}) : /* @__PURE__ */ jsx(Combobox.Empty, {
						className: classes.empty,
						children: "موردی یافت نشد"
					}), collection.items.map((item) => /* @__PURE__ */ jsxs(Combobox.Item, {
						item,
						className: classes.item,
						children: [/* @__PURE__ */ jsx(Combobox.ItemText, {
							className: classes.itemText,
							children: item.label
						}), /* @__PURE__ */ jsx(Combobox.ItemIndicator, {
							className: classes.itemIndicator,
							children: /* @__PURE__ */ jsx(CheckIcon, {})
						})]
					}, item.value))]
				})
			}) }),
			name ? /* @__PURE__ */ jsx("input", {
				type: "hidden",
				name,
				value: value?.value ?? ""
			}) : null
		]
	});
}
export { Combobox$1 as t };

//# sourceMappingURL=combobox-C_ZnWPt2.js.map