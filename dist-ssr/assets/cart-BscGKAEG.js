import "./css-BNi8J5P3.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { a as CartEmpty, c as CartLoginPrompt, i as CartCountNote, l as CartItemRow, n as CartTotals, o as CartError, r as CartSyncNotes, s as CartLoading, t as CheckoutActions, u as CartBundleRow } from "./checkout-actions-9fxWK_02.js";
import { nt as useDisplayedCart } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/cart/cart-page.tsx
var panel = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card";
/** /cart: the items in a roomier layout; on wide screens a summary card beside them. */
function CartPage() {
	useDocumentTitle("سبد خرید");
	const { loggedIn, query, cart, waiting } = useDisplayedCart();
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "cart-title",
		className: "d_flex flex-d_column gap_5",
		children: [
			/* @__PURE__ */ jsxs("h1", {
				id: "cart-title",
				className: "fs_xl md:fs_2xl fw_bold",
				children: ["سبد خرید", /* @__PURE__ */ jsx(CartCountNote, { count: cart?.count })]
			}),
			loggedIn ? /* @__PURE__ */ jsx(CartSyncNotes, {}) : null,
			!loggedIn ? /* @__PURE__ */ jsx(CartLoginPrompt, {}) : cart ? cart.items.length || cart.bundles.length ? /* @__PURE__ */ jsx(CartContents, {
				cart,
				waiting
			}) : /* @__PURE__ */ jsx(CartEmpty, {}) : query.isError ? /* @__PURE__ */ jsx(CartError, {}) : /* @__PURE__ */ jsx("div", {
				className: `${panel} px_4`,
				children: /* @__PURE__ */ jsx(CartLoading, {})
			})
		]
	});
}
function CartContents({ cart, waiting }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "d_grid grid-tc_minmax(0,_1fr) lg:grid-tc_minmax(0,_1fr)_22rem gap_5 lg:gap_8 ai_start",
		children: [/* @__PURE__ */ jsxs("ul", {
			"aria-label": "کالاهای سبد خرید",
			className: `${panel} px_4 md:px_5`,
			children: [cart.bundles.map((line) => /* @__PURE__ */ jsx(CartBundleRow, {
				line,
				size: "full"
			}, `bundle-${line.bundle_id}`)), cart.items.map((item) => /* @__PURE__ */ jsx(CartItemRow, {
				item,
				size: "full",
				waiting: waiting.has(item.product_store_id)
			}, item.id))]
		}), /* @__PURE__ */ jsxs("aside", {
			"aria-labelledby": "cart-summary-title",
			className: `${panel} p_5 d_flex flex-d_column gap_4 lg:pos_sticky top_32`,
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: "cart-summary-title",
					className: "fw_bold",
					children: "خلاصه سبد خرید"
				}),
				/* @__PURE__ */ jsx(CartTotals, {
					cart,
					detailed: true
				}),
				/* @__PURE__ */ jsx(CheckoutActions, { cart })
			]
		})]
	});
}
// src/routes/_public/_authenticated/cart.tsx?tsr-split=component
var SplitComponent = CartPage;
export { SplitComponent as component };

//# sourceMappingURL=cart-BscGKAEG.js.map