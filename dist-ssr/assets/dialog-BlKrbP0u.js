import { t as createStyleContext } from "./jsx-BmGQg2iL.js";
import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo } from "./css-BNi8J5P3.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { ark } from "@ark-ui/react/factory";
import { Dialog } from "@ark-ui/react/dialog";
// styled-system/recipes/dialog.mjs
var dialogDefaultVariants = {};
var dialogCompoundVariants = [];
var dialogSlotFns = /* @__PURE__ */ [
	["trigger", "dialog__trigger"],
	["backdrop", "dialog__backdrop"],
	["positioner", "dialog__positioner"],
	["content", "dialog__content"],
	["title", "dialog__title"],
	["description", "dialog__description"],
	["closeTrigger", "dialog__closeTrigger"],
	["footer", "dialog__footer"],
	["error", "dialog__error"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, dialogDefaultVariants, getSlotCompoundVariant(dialogCompoundVariants, slotName))]);
var dialogFn = memo((props = {}) => {
	return Object.fromEntries(dialogSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var dialogVariantKeys = [];
var getVariantProps = (variants) => ({
	...dialogDefaultVariants,
	...compact(variants)
});
var dialog = /* @__PURE__ */ Object.assign(dialogFn, {
	__recipe__: false,
	__name__: "dialog",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: dialogVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, dialogVariantKeys);
	},
	getVariantProps
});
// src/ui/dialog.tsx
var { withRootProvider, withContext } = createStyleContext(dialog);
var Root = withRootProvider(Dialog.Root, { defaultProps: {
	unmountOnExit: true,
	lazyMount: true
} });
var Backdrop = withContext(Dialog.Backdrop, "backdrop");
var Positioner = withContext(Dialog.Positioner, "positioner");
var Content = withContext(Dialog.Content, "content");
var Title = withContext(Dialog.Title, "title");
var Description = withContext(Dialog.Description, "description");
var Trigger = withContext(Dialog.Trigger, "trigger");
var CloseTrigger = withContext(Dialog.CloseTrigger, "closeTrigger");
var Footer = withContext(ark.div, "footer");
export { Footer as a, Title as c, Description as i, Trigger as l, CloseTrigger as n, Positioner as o, Content as r, Root as s, Backdrop as t, dialog as u };

//# sourceMappingURL=dialog-BlKrbP0u.js.map