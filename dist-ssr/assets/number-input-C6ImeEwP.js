import { a as cx, f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo$1 } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { b as toPersianDigits, y as toLatinDigits } from "./fa-B46h81DH.js";
import { useEffect, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Field } from "@ark-ui/react/field";
// styled-system/recipes/number-input.mjs
var numberInputDefaultVariants = {};
var numberInputCompoundVariants = [];
var numberInputSlotFns = /* @__PURE__ */ [
	["root", "number-input__root"],
	["input", "number-input__input"],
	["suffix", "number-input__suffix"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, numberInputDefaultVariants, getSlotCompoundVariant(numberInputCompoundVariants, slotName))]);
var numberInputFn = memo$1((props = {}) => {
	return Object.fromEntries(numberInputSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var numberInputVariantKeys = ["suffix"];
var getVariantProps = (variants) => ({
	...numberInputDefaultVariants,
	...compact(variants)
});
var numberInput = /* @__PURE__ */ Object.assign(numberInputFn, {
	__recipe__: false,
	__name__: "numberInput",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: numberInputVariantKeys,
	variantMap: { "suffix": ["true"] },
	splitVariantProps(props) {
		return splitProps(props, numberInputVariantKeys);
	},
	getVariantProps
});
// src/lib/number-text.ts
var GROUP = "٬";
var DECIMAL = "٫";
var MAX_DIGITS = 15;
/**
* The digits of typed text, as Latin digits with at most one '.': other characters (separators,
* letters, spaces) are dropped. '۱۲٬۵۰۰' → '12500', '1,2a3' → '123', '۱۲٫۵' → '12.5' with decimals.
*/
function numberDigits(text, { decimals = false } = {}) {
	let out = "";
	let seenPoint = false;
	for (const char of toLatinDigits(text)) if (char >= "0" && char <= "9") out += char;
	else if (decimals && !seenPoint && (char === "." || char === DECIMAL || char === "/")) {
		out += ".";
		seenPoint = true;
	}
	const [whole, fraction] = out.split(".");
	const trimmed = whole.replace(/^0+(?=\d)/, "").slice(0, MAX_DIGITS);
	return fraction === void 0 ? trimmed : `${trimmed || "0"}.${fraction}`;
}
/** Latin digits ('12500', '12.5', '12.') as shown: '۱۲٬۵۰۰', '۱۲٫۵', '۱۲٫'. */
function formatDigits(digits) {
	const [whole, fraction] = digits.split(".");
	const grouped = whole.replace(/\B(?=(\d{3})+$)/g, GROUP);
	return toPersianDigits(fraction === void 0 ? grouped : `${grouped}${DECIMAL}${fraction}`);
}
/** The number typed text stands for; null for empty or non-numeric text. */
function parseNumberText(text, options) {
	const digits = numberDigits(text, options);
	if (digits === "" || digits === ".") return null;
	const value = Number(digits);
	return Number.isFinite(value) ? value : null;
}
/** A number as the input shows it ('' for null). */
function formatNumberText(value, options) {
	if (value == null || !Number.isFinite(value)) return "";
	return formatDigits(numberDigits(String(Math.abs(value)), options));
}
/**
* Reformats text as the user types and puts the caret back after the same number of digits it
* followed, so typing in the middle of '۱۲٬۵۰۰' does not throw the caret to the end.
*/
function reformat(text, caret, options) {
	const before = numberDigits(text.slice(0, caret), { decimals: options?.decimals }).length;
	const formatted = formatDigits(numberDigits(text, options));
	let seen = 0;
	let position = 0;
	while (position < formatted.length && seen < before) {
		if (formatted[position] !== GROUP) seen++;
		position++;
	}
	return {
		text: formatted,
		caret: position
	};
}
/** Keeps a value within its bounds (null stays null: an empty input is not out of range). */
function clampNumber(value, min, max) {
	if (value === null) return null;
	if (min !== void 0 && value < min) return min;
	if (max !== void 0 && value > max) return max;
	return value;
}
// src/ui/number-input.tsx
/**
* A number typed in any digit script and shown in Persian digits with thousands separators
* («۱۲٬۵۰۰»). Inside a Field.Root it takes its label, ids and invalid state from the field.
*/
function NumberInput({ value, onValueChange, emptyAs = 0, min, max, decimals = false, toman = false, className, onBlur, ...rest }) {
	const options = { decimals };
	const [text, setText] = useState(() => formatNumberText(value, options));
	const classes = numberInput({ suffix: toman });
	const read = (shown) => parseNumberText(shown, options) ?? emptyAs;
	useEffect(() => {
		if (read(text) !== value) setText(formatNumberText(value, options));
	}, [value]);
	const onChange = (event) => {
		const input = event.currentTarget;
		const next = reformat(input.value, input.selectionStart ?? input.value.length, options);
		setText(next.text);
		requestAnimationFrame(() => {
			if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
		});
		onValueChange(read(next.text));
	};
	return /* @__PURE__ */ jsxs("div", {
		className: cx(classes.root, className),
		children: [/* @__PURE__ */ jsx(Field.Input, {
			...rest,
			type: "text",
			inputMode: decimals ? "decimal" : "numeric",
			autoComplete: "off",
			className: classes.input,
			value: text,
			onChange,
			onBlur: (event) => {
				const bounded = clampNumber(read(text), min, max);
				if (bounded !== read(text)) {
					setText(formatNumberText(bounded, options));
					onValueChange(bounded);
				}
				onBlur?.(event);
			}
		}), toman ? /* @__PURE__ */ jsx("span", {
			className: classes.suffix,
			children: "تومان"
		}) : null]
	});
}
export { NumberInput as t };

//# sourceMappingURL=number-input-C6ImeEwP.js.map