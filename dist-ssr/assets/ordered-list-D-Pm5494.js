import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo$1 } from "./css-BNi8J5P3.js";
import { r as createRecipe, t as Button } from "./button-BQVJ5_gf.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { n as CloseIcon } from "./icons-G-AnJJZZ.js";
import { t as useDragReorder } from "./use-drag-reorder-Cvr27sPX.js";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// styled-system/recipes/ordered-list.mjs
var orderedListDefaultVariants = {};
var orderedListCompoundVariants = [];
var orderedListSlotFns = /* @__PURE__ */ [
	["root", "orderedList__root"],
	["item", "orderedList__item"],
	["handle", "orderedList__handle"],
	["position", "orderedList__position"],
	["text", "orderedList__text"],
	["kind", "orderedList__kind"],
	["label", "orderedList__label"],
	["actions", "orderedList__actions"],
	["live", "orderedList__live"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, orderedListDefaultVariants, getSlotCompoundVariant(orderedListCompoundVariants, slotName))]);
var orderedListFn = memo$1((props = {}) => {
	return Object.fromEntries(orderedListSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var orderedListVariantKeys = [];
var getVariantProps = (variants) => ({
	...orderedListDefaultVariants,
	...compact(variants)
});
var orderedList = /* @__PURE__ */ Object.assign(orderedListFn, {
	__recipe__: false,
	__name__: "orderedList",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: orderedListVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, orderedListVariantKeys);
	},
	getVariantProps
});
// src/ui/ordered-list.tsx
function moved(items, from, to) {
	const next = [...items];
	const [item] = next.splice(from, 1);
	next.splice(to, 0, item);
	return next;
}
/**
* Items put in order by dragging (a pointer on a wide screen) and by the up / down buttons (the
* keyboard, a screen reader and a phone). Each move is announced. The first item shows first.
*/
function OrderedList({ label, items, onChange, onRemove, disabled }) {
	const classes = orderedList();
	const [announcement, setAnnouncement] = useState("");
	const move = (from, to) => {
		if (to < 0 || to >= items.length || from === to) return;
		onChange(moved(items, from, to));
		setAnnouncement(`${items[from].label} به جایگاه ${toPersianDigits(to + 1)} از ${toPersianDigits(items.length)} رفت`);
	};
	const { dragProps } = useDragReorder(move, disabled);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("ol", {
		className: classes.root,
		"aria-label": label,
		children: items.map((item, index) => /* @__PURE__ */ jsxs("li", {
			className: classes.item,
			...dragProps(index),
			children: [
				/* @__PURE__ */ jsx("span", {
					className: classes.handle,
					"aria-hidden": "true",
					title: "برای جابه‌جایی بکشید",
					children: "⋮⋮"
				}),
				/* @__PURE__ */ jsx("span", {
					className: classes.position,
					"aria-hidden": "true",
					children: toPersianDigits(index + 1)
				}),
				/* @__PURE__ */ jsxs("span", {
					className: classes.text,
					children: [/* @__PURE__ */ jsx("span", {
						className: classes.kind,
						children: item.kind
					}), /* @__PURE__ */ jsx("span", {
						className: classes.label,
						children: item.label
					})]
				}),
				/* @__PURE__ */ jsxs("span", {
					className: classes.actions,
					children: [
						/* @__PURE__ */ jsx(Button, {
							variant: "ghost",
							size: "sm",
							icon: true,
							disabled: disabled || index === 0,
							"aria-label": `بالا بردن ${item.label}`,
							onClick: () => move(index, index - 1),
							children: "▲"
						}),
						/* @__PURE__ */ jsx(Button, {
							variant: "ghost",
							size: "sm",
							icon: true,
							disabled: disabled || index === items.length - 1,
							"aria-label": `پایین آوردن ${item.label}`,
							onClick: () => move(index, index + 1),
							children: "▼"
						}),
						onRemove && item.removable !== false ? /* @__PURE__ */ jsx(Button, {
							variant: "ghost",
							size: "sm",
							icon: true,
							disabled,
							"aria-label": `برداشتن ${item.label}`,
							onClick: () => {
								onRemove(item);
								setAnnouncement(`${item.label} برداشته شد`);
							},
							children: /* @__PURE__ */ jsx(CloseIcon, {})
						}) : null
					]
				})
			]
		}, item.key))
	}), /* @__PURE__ */ jsx("p", {
		className: classes.live,
		"aria-live": "polite",
		children: announcement
	})] });
}
export { OrderedList as t };

//# sourceMappingURL=ordered-list-D-Pm5494.js.map