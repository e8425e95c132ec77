import { t as createStyleContext } from "./jsx-BmGQg2iL.js";
import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { Field } from "@ark-ui/react/field";
// styled-system/recipes/field.mjs
var fieldDefaultVariants = {};
var fieldCompoundVariants = [];
var fieldSlotFns = /* @__PURE__ */ [
	["root", "field__root"],
	["errorText", "field__errorText"],
	["helperText", "field__helperText"],
	["input", "field__input"],
	["label", "field__label"],
	["select", "field__select"],
	["textarea", "field__textarea"],
	["requiredIndicator", "field__requiredIndicator"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, fieldDefaultVariants, getSlotCompoundVariant(fieldCompoundVariants, slotName))]);
var fieldFn = memo((props = {}) => {
	return Object.fromEntries(fieldSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var fieldVariantKeys = [];
var getVariantProps = (variants) => ({
	...fieldDefaultVariants,
	...compact(variants)
});
var field = /* @__PURE__ */ Object.assign(fieldFn, {
	__recipe__: false,
	__name__: "field",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: fieldVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, fieldVariantKeys);
	},
	getVariantProps
});
// src/ui/field.tsx
var { withProvider, withContext } = createStyleContext(field);
var Root = withProvider(Field.Root, "root");
var Label = withContext(Field.Label, "label");
var Input = withContext(Field.Input, "input");
var Textarea = withContext(Field.Textarea, "textarea");
var HelperText = withContext(Field.HelperText, "helperText");
var ErrorText = withContext(Field.ErrorText, "errorText");
withContext(Field.RequiredIndicator, "requiredIndicator");
export { Root as a, Label as i, HelperText as n, Textarea as o, Input as r, field as s, ErrorText as t };

//# sourceMappingURL=field-DXW4QFjt.js.map