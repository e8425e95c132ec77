import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo } from "./css-BNi8J5P3.js";
import { ut as useProfile } from "../entry-server.js";
import { n as buttonClass, r as createRecipe } from "./button-BQVJ5_gf.js";
import { a as LogoutIcon, d as UserIcon, t as ChevronDownIcon } from "./icons-G-AnJJZZ.js";
import { t as createStyleContext } from "./jsx-BmGQg2iL.js";
import { t as useLogout } from "./use-logout-BNIAhuJD.js";
import { t as useAccountLinks } from "./account-links-BnHyouD1.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
import { Menu } from "@ark-ui/react/menu";
// styled-system/recipes/menu.mjs
var menuDefaultVariants = {};
var menuCompoundVariants = [];
var menuSlotFns = /* @__PURE__ */ [
	["arrow", "menu__arrow"],
	["arrowTip", "menu__arrowTip"],
	["content", "menu__content"],
	["contextTrigger", "menu__contextTrigger"],
	["indicator", "menu__indicator"],
	["item", "menu__item"],
	["itemGroup", "menu__itemGroup"],
	["itemGroupLabel", "menu__itemGroupLabel"],
	["itemIndicator", "menu__itemIndicator"],
	["itemText", "menu__itemText"],
	["positioner", "menu__positioner"],
	["separator", "menu__separator"],
	["trigger", "menu__trigger"],
	["triggerItem", "menu__triggerItem"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, menuDefaultVariants, getSlotCompoundVariant(menuCompoundVariants, slotName))]);
var menuFn = memo((props = {}) => {
	return Object.fromEntries(menuSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var menuVariantKeys = [];
var getVariantProps = (variants) => ({
	...menuDefaultVariants,
	...compact(variants)
});
// src/ui/menu.tsx
var { withRootProvider, withContext } = createStyleContext(/* @__PURE__ */ Object.assign(menuFn, {
	__recipe__: false,
	__name__: "menu",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: menuVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, menuVariantKeys);
	},
	getVariantProps
}));
var Root = withRootProvider(Menu.Root, { defaultProps: {
	lazyMount: true,
	unmountOnExit: true
} });
var Trigger = withContext(Menu.Trigger, "trigger");
var Positioner = withContext(Menu.Positioner, "positioner");
var Content = withContext(Menu.Content, "content");
var Item = withContext(Menu.Item, "item");
var ItemGroup = withContext(Menu.ItemGroup, "itemGroup");
var ItemGroupLabel = withContext(Menu.ItemGroupLabel, "itemGroupLabel");
var Separator = withContext(Menu.Separator, "separator");
// src/app/layout/user-menu.tsx
/** The signed-in user's menu in the header (Ark Menu). */
function UserMenu() {
	const { data: profile } = useProfile();
	const links = useAccountLinks();
	const { logout, pending } = useLogout({ fullReload: true });
	const name = profile?.name?.trim() || "حساب کاربری";
	return /* @__PURE__ */ jsxs(Root, {
		positioning: { placement: "bottom-end" },
		children: [/* @__PURE__ */ jsxs(Trigger, {
			className: buttonClass({ variant: "ghost" }),
			"aria-label": `منوی کاربر: ${name}`,
			children: [
				/* @__PURE__ */ jsx(UserIcon, { className: "fs_xl" }),
				/* @__PURE__ */ jsx("span", {
					className: "d_none md:d_inline max-w_32 trunc_true",
					children: name
				}),
				/* @__PURE__ */ jsx(ChevronDownIcon, { className: "d_none md:d_inline" })
			]
		}), /* @__PURE__ */ jsx(Portal, { children: /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsxs(Content, { children: [
			/* @__PURE__ */ jsxs(ItemGroup, { children: [/* @__PURE__ */ jsx(ItemGroupLabel, { children: name }), links.map(({ to, label, Icon }) => /* @__PURE__ */ jsx(Item, {
				value: to,
				asChild: true,
				children: /* @__PURE__ */ jsxs(Link, {
					to,
					children: [/* @__PURE__ */ jsx(Icon, {}), label]
				})
			}, to))] }),
			/* @__PURE__ */ jsx(Separator, {}),
			/* @__PURE__ */ jsxs(Item, {
				value: "logout",
				disabled: pending,
				onSelect: () => void logout(),
				children: [/* @__PURE__ */ jsx(LogoutIcon, {}), "خروج"]
			})
		] }) }) })]
	});
}
export { UserMenu };

//# sourceMappingURL=user-menu-Dqk9igDm.js.map