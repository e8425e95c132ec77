import { t as createStyleContext } from "./jsx-BmGQg2iL.js";
import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo } from "./css-BNi8J5P3.js";
import { r as createRecipe, t as Button } from "./button-BQVJ5_gf.js";
import { n as setToastDelivery } from "./toast-BxABEDuo.js";
import { n as CloseIcon } from "./icons-G-AnJJZZ.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { Toast, Toaster as Toaster$1, createToaster } from "@ark-ui/react/toast";
// styled-system/recipes/toast.mjs
var toastDefaultVariants = {};
var toastCompoundVariants = [];
var toastSlotFns = /* @__PURE__ */ [
	["group", "toast__group"],
	["root", "toast__root"],
	["title", "toast__title"],
	["description", "toast__description"],
	["actionTrigger", "toast__actionTrigger"],
	["closeTrigger", "toast__closeTrigger"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, toastDefaultVariants, getSlotCompoundVariant(toastCompoundVariants, slotName))]);
var toastFn = memo((props = {}) => {
	return Object.fromEntries(toastSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var toastVariantKeys = [];
var getVariantProps = (variants) => ({
	...toastDefaultVariants,
	...compact(variants)
});
// src/ui/toaster.tsx
var { withProvider, withContext } = createStyleContext(/* @__PURE__ */ Object.assign(toastFn, {
	__recipe__: false,
	__name__: "toast",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: toastVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, toastVariantKeys);
	},
	getVariantProps
}));
var Root = withProvider(Toast.Root, "root");
var Title = withContext(Toast.Title, "title");
var Description = withContext(Toast.Description, "description");
var ActionTrigger = withContext(Toast.ActionTrigger, "actionTrigger");
var CloseTrigger = withContext(Toast.CloseTrigger, "closeTrigger");
var DURATION = 5e3;
var toaster = createToaster({
	placement: "top",
	max: 3,
	duration: DURATION,
	gap: 12,
	overlap: false
});
var priority = {
	destructive: 1,
	error: 2,
	warning: 3,
	success: 5,
	info: 6,
	default: 7
};
function show({ title, description, variant = "default", id, duration = DURATION, action }) {
	toaster.create({
		id,
		title,
		description,
		type: variant,
		priority: priority[variant],
		duration,
		closable: true,
		...action ? { action } : {}
	});
}
setToastDelivery(show);
/** Renders the app's toasts (Ark's region is aria-live polite; each toast is a status). */
function Toaster() {
	return /* @__PURE__ */ jsx(Toaster$1, {
		toaster,
		"aria-label": "اعلان‌ها",
		children: (toast) => /* @__PURE__ */ jsxs(Root, { children: [
			/* @__PURE__ */ jsx(Title, { children: toast.title }),
			toast.description ? /* @__PURE__ */ jsx(Description, { children: toast.description }) : null,
			toast.action ? /* @__PURE__ */ jsx(ActionTrigger, { children: toast.action.label }) : null,
			/* @__PURE__ */ jsx(CloseTrigger, {
				asChild: true,
				children: /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					icon: true,
					"aria-label": "بستن",
					children: /* @__PURE__ */ jsx(CloseIcon, {})
				})
			})
		] }, toast.id)
	});
}
export { Toaster };

//# sourceMappingURL=toaster-COP93NQF.js.map