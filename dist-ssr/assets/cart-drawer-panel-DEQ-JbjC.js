import "./css-BNi8J5P3.js";
import { at as useCartDrawerOpen, it as setCartDrawerOpen, nt as useDisplayedCart } from "../entry-server.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { a as Footer, c as Root, i as Content, l as Title, n as Body, o as Header, r as CloseTrigger, s as Positioner, t as Backdrop } from "./drawer-DKFsi3fB.js";
import { n as CloseIcon } from "./icons-G-AnJJZZ.js";
import { a as CartEmpty, c as CartLoginPrompt, i as CartCountNote, l as CartItemRow, n as CartTotals, o as CartError, r as CartSyncNotes, s as CartLoading, t as CheckoutActions, u as CartBundleRow } from "./checkout-actions-9fxWK_02.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
// src/features/cart/cart-drawer-panel.tsx
var close = () => setCartDrawerOpen(false);
/**
* The cart drawer's panel, opened from the left (the end side in Persian); loaded the first time
* the drawer opens (cart-drawer.tsx).
*/
function CartDrawerPanel() {
	const open = useCartDrawerOpen();
	return /* @__PURE__ */ jsx(Root, {
		open,
		onOpenChange: (details) => setCartDrawerOpen(details.open),
		placement: "end",
		swipeDirection: "end",
		children: /* @__PURE__ */ jsxs(Portal, { children: [/* @__PURE__ */ jsx(Backdrop, {}), /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsx(Content, {
			"data-testid": "cart-drawer",
			children: /* @__PURE__ */ jsx(CartDrawerContent, {})
		}) })] })
	});
}
function CartDrawerContent() {
	const { loggedIn, query, cart, waiting } = useDisplayedCart();
	const body = !loggedIn ? /* @__PURE__ */ jsx(CartLoginPrompt, { onNavigate: close }) : cart ? cart.items.length || cart.bundles.length ? /* @__PURE__ */ jsxs("ul", {
		"aria-label": "کالاهای سبد خرید",
		children: [cart.bundles.map((line) => /* @__PURE__ */ jsx(CartBundleRow, {
			line,
			onNavigate: close
		}, `bundle-${line.bundle_id}`)), cart.items.map((item) => /* @__PURE__ */ jsx(CartItemRow, {
			item,
			waiting: waiting.has(item.product_store_id),
			onNavigate: close
		}, item.id))]
	}) : /* @__PURE__ */ jsx(CartEmpty, { onNavigate: close }) : query.isError ? /* @__PURE__ */ jsx(CartError, {}) : /* @__PURE__ */ jsx(CartLoading, {});
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs(Header, { children: [/* @__PURE__ */ jsxs(Title, { children: ["سبد خرید", /* @__PURE__ */ jsx(CartCountNote, { count: cart?.count })] }), /* @__PURE__ */ jsx(CloseTrigger, {
			asChild: true,
			children: /* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				icon: true,
				"aria-label": "بستن سبد خرید",
				children: /* @__PURE__ */ jsx(CloseIcon, {})
			})
		})] }),
		/* @__PURE__ */ jsxs(Body, {
			className: "px_4!",
			children: [loggedIn ? /* @__PURE__ */ jsx(CartSyncNotes, {}) : null, body]
		}),
		cart?.items.length || cart?.bundles.length ? /* @__PURE__ */ jsxs(Footer, {
			className: "d_flex flex-d_column gap_3 bg_bg.surface",
			children: [/* @__PURE__ */ jsx(CartTotals, { cart }), /* @__PURE__ */ jsx(CheckoutActions, {
				cart,
				withCartLink: true,
				onNavigate: close
			})]
		}) : null
	] });
}
export { CartDrawerPanel };

//# sourceMappingURL=cart-drawer-panel-DEQ-JbjC.js.map