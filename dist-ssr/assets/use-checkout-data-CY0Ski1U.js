import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { a as selectedAddress } from "./api-DZa6-Wrr.js";
import { i as checkoutCartQueryOptions } from "./cart-ClgUNjxk.js";
import { n as countsTowardTotal, t as blocksCheckout$1 } from "./cart-lines-BVAGNnag.js";
import { b as toPersianDigits, v as formatNumber } from "./fa-B46h81DH.js";
import { a as cx, o as css } from "./css-BNi8J5P3.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { r as CartIcon } from "./shop-icons-CkopiUff.js";
import { n as displayedImage, r as imageOrPlaceholder } from "./media-B3Wb52G7.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { t as Price } from "./price-D8fzeTKM.js";
import { i as resolveMethod, r as methodChoices } from "./shipping-rules-1wqba-BN.js";
import { u as storeQueryOptions } from "./stores-CA1jN-Ll.js";
import { ot as Badge } from "../entry-server.js";
import { t as addressListQueryOptions } from "./addresses-voi-pctM.js";
import { useQueries, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/ui/address/address-summary.tsx
/**
* An address as the shopper recognises it: title, receiver, city and street, postal code — the
* compact text of a radio card at checkout (the address book's card with actions is AddressCard).
*/
function AddressSummary({ address }) {
	const place = address.province === address.city ? address.city : `${address.province}، ${address.city}`;
	const extra = [address.plaque ? `پلاک ${toPersianDigits(address.plaque)}` : null, address.unit ? `واحد ${toPersianDigits(address.unit)}` : null].filter(Boolean);
	return /* @__PURE__ */ jsxs("span", {
		className: "d_flex flex-d_column gap_1 min-w_0 fs_sm",
		children: [
			/* @__PURE__ */ jsxs("span", {
				className: "d_flex ai_center gap_2 fw_bold",
				children: [address.title || "نشانی", address.is_default ? /* @__PURE__ */ jsx(Badge, {
					variant: "subtle",
					size: "sm",
					children: "پیش‌فرض"
				}) : null]
			}),
			/* @__PURE__ */ jsx("span", { children: [
				place,
				toPersianDigits(address.address_line),
				...extra
			].join("، ") }),
			/* @__PURE__ */ jsxs("span", {
				className: "c_fg.muted",
				children: [
					"گیرنده: ",
					address.receiver_name,
					"، ",
					/* @__PURE__ */ jsx("bdi", {
						dir: "ltr",
						children: toPersianDigits(address.receiver_phone)
					})
				]
			}),
			/* @__PURE__ */ jsxs("span", {
				className: "c_fg.muted",
				children: ["کد پستی: ", /* @__PURE__ */ jsx("bdi", {
					dir: "ltr",
					children: toPersianDigits(address.postal_code)
				})]
			})
		]
	});
}
// src/features/checkout/checkout-line.tsx
/** One cart line in the checkout steps (read-only; the cart's editable row is features/cart/cart-item-row.tsx): picture, name, quantity, price and any problem. */
function CheckoutLine({ item }) {
	const problem = item.problem;
	const blocking = blocksCheckout$1(problem);
	return /* @__PURE__ */ jsxs("li", {
		className: "d_flex gap_3 ai_flex-start",
		children: [
			/* @__PURE__ */ jsx(AppImage, {
				src: displayedImage(item.product.images),
				alt: "",
				width: 64,
				height: 64,
				className: "w_16 h_16 flex-sh_0 obj-f_contain bdr_control bg_bg.subtle"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex_1 min-w_0 d_flex flex-d_column gap_1",
				children: [
					/* @__PURE__ */ jsx("p", {
						className: "fs_sm lh_1.8 lc_2",
						children: item.product.name
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "fs_xs c_fg.muted",
						children: ["تعداد: ", formatNumber(item.quantity)]
					}),
					/* @__PURE__ */ jsx(LineProblem, {
						message: problem?.message,
						blocking
					})
				]
			}),
			/* @__PURE__ */ jsx(LinePrice, {
				line: item,
				blocking
			})
		]
	});
}
/** A bundle line in the checkout steps (read-only): picture, «سبد ویژه» and its name, its items, how many, the bundle's price. */
function CheckoutBundleLine({ line }) {
	const problem = line.problem;
	const blocking = blocksCheckout$1(problem);
	return /* @__PURE__ */ jsxs("li", {
		"data-testid": "checkout-bundle",
		className: "d_flex gap_3 ai_flex-start",
		children: [
			/* @__PURE__ */ jsx(AppImage, {
				src: imageOrPlaceholder(line.image_url),
				alt: "",
				width: 64,
				height: 64,
				className: "w_16 h_16 flex-sh_0 obj-f_cover bdr_control bg_bg.subtle"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "flex_1 min-w_0 d_flex flex-d_column gap_1",
				children: [
					/* @__PURE__ */ jsxs("p", {
						className: "fs_sm lh_1.8 lc_2",
						children: ["سبد ویژه: ", line.name]
					}),
					/* @__PURE__ */ jsx("p", {
						className: "fs_xs c_fg.muted lc_2",
						children: line.items.map((item) => `${formatNumber(item.quantity)} × ${item.name}`).join("، ")
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "fs_xs c_fg.muted",
						children: ["تعداد: ", formatNumber(line.quantity)]
					}),
					/* @__PURE__ */ jsx(LineProblem, {
						message: problem?.message,
						blocking
					})
				]
			}),
			/* @__PURE__ */ jsx(LinePrice, {
				line,
				blocking
			})
		]
	});
}
/** A line's problem under its name: red when it keeps the order from being placed, amber otherwise. */
function LineProblem({ message, blocking }) {
	if (!message) return null;
	return /* @__PURE__ */ jsx("p", {
		className: css({
			fontSize: "xs",
			fontWeight: "medium",
			color: blocking ? "danger.default" : "warning.default"
		}),
		children: message
	});
}
/** A line's total beside the undiscounted one, faded when the line cannot be bought. */
function LinePrice({ line, blocking }) {
	return /* @__PURE__ */ jsx(Price, {
		value: line.line_total,
		original: line.price.original_price * line.quantity,
		size: "sm",
		className: css({
			flexShrink: 0,
			opacity: blocking ? .5 : 1
		})
	});
}
// src/features/checkout/checkout-steps.tsx
var STEPS = [
	{
		key: "cart",
		label: "سبد خرید"
	},
	{
		key: "shipping",
		label: "نشانی و ارسال"
	},
	{
		key: "checkout",
		label: "پرداخت"
	}
];
var item = "d_flex ai_center gap_2 fs_sm c_fg.muted";
var dot = "d_grid place-items_center w_7 h_7 bdr_full bd-w_1px bd-c_border.strong fs_xs fw_bold flex-sh_0";
var doneDot = "bg_accent.subtle bd-c_accent.default c_accent.text";
var currentDot = "bg_accent.default bd-c_accent.default c_accent.fg";
/** Where the shopper is in the purchase: cart › address and shipping › payment. */
function CheckoutSteps({ current }) {
	const currentIndex = STEPS.findIndex((step) => step.key === current);
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "مراحل خرید",
		children: /* @__PURE__ */ jsx("ol", {
			className: "d_flex ai_center gap_2 md:gap_4 flex-wrap_wrap",
			children: STEPS.map((step, index) => {
				const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "next";
				const body = /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: cx(dot, state === "done" && doneDot, state === "current" && currentDot),
					children: toPersianDigits(index + 1)
				}), /* @__PURE__ */ jsx("span", {
					className: css({ fontWeight: state === "current" ? "bold" : "normal" }),
					children: step.label
				})] });
				return /* @__PURE__ */ jsxs("li", {
					className: item,
					"aria-current": state === "current" ? "step" : void 0,
					children: [index > 0 ? /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: "w_3 md:w_8 h_1px bg_border.strong"
					}) : null, step.key === "cart" ? /* @__PURE__ */ jsx(Link, {
						to: "/cart",
						className: cx(item, "td_none hover:c_accent.text"),
						children: body
					}) : body]
				}, step.key);
			})
		})
	});
}
// src/features/checkout/empty-cart.tsx
/** Nothing to send: the cart is empty (the spec's 'سبد خرید شما خالی است'). */
function EmptyCart() {
	return /* @__PURE__ */ jsx(EmptyState, {
		icon: /* @__PURE__ */ jsx(CartIcon, {}),
		title: "سبد خرید شما خالی است",
		description: "برای ادامه خرید، ابتدا کالایی به سبد اضافه کنید.",
		action: /* @__PURE__ */ jsx(Link, {
			to: "/products",
			className: buttonClass(),
			children: "مشاهده محصولات"
		})
	});
}
// src/features/checkout/selection.ts
function blocksCheckout(item) {
	return blocksCheckout$1(item.problem);
}
/** The cart's bundles and items by store, in the order the stores first appear. */
function groupByStore(cart) {
	const groups = /* @__PURE__ */ new Map();
	const groupOf = (store) => {
		const group = groups.get(store.id) ?? {
			store,
			items: [],
			bundles: [],
			subtotal: 0
		};
		groups.set(store.id, group);
		return group;
	};
	for (const line of cart.bundles) {
		const group = groupOf(line.store);
		group.bundles.push(line);
		if (countsTowardTotal(line.problem)) group.subtotal += line.line_total;
	}
	for (const item of cart.items) {
		const group = groupOf(item.product.store);
		group.items.push(item);
		if (countsTowardTotal(item.problem)) group.subtotal += item.line_total;
	}
	return [...groups.values()];
}
/** The address in the URL, else the one last chosen, else the default, else the first. */
function pickAddress(addresses, wanted, remembered) {
	const byId = (id) => id ? addresses.find((address) => address.id === id) : void 0;
	return byId(wanted) ?? byId(remembered) ?? addresses.find((address) => address.is_default) ?? addresses[0] ?? null;
}
/** Everything /shipping shows and /checkout sends, derived from the data and the URL's choices. */
function resolveSelection({ cart, address, shippingOf, wanted }) {
	const groups = groupByStore(cart).map((group) => {
		const shipping = shippingOf(group.store.id);
		const choices = shipping ? methodChoices(shipping, address?.city ?? null) : [];
		const method = resolveMethod(choices, wanted?.[String(group.store.id)]);
		const option = choices.find((choice) => choice.option.method === method)?.option ?? null;
		return {
			...group,
			shipping,
			choices,
			method,
			option
		};
	});
	const blocked = cart.items.some(blocksCheckout) || cart.bundles.some((line) => blocksCheckout$1(line.problem));
	return {
		address,
		groups,
		shippingTotal: groups.reduce((sum, group) => sum + (group.option?.fee ?? 0), 0),
		blocked,
		complete: Boolean(address) && !blocked && groups.every((group) => group.option !== null),
		noCodStores: groups.filter((group) => group.shipping && !group.shipping.cod_allowed).map((g) => g.store.name)
	};
}
/** The URL form of the choices: one method per store. */
function shipParam(selection) {
	return Object.fromEntries(selection.groups.flatMap((group) => group.method ? [[String(group.store.id), group.method]] : []));
}
// src/features/checkout/use-checkout-data.ts
function storeIdsOf(cart) {
	const stores = [...cart?.bundles.map((line) => line.store.id) ?? [], ...cart?.items.map((i) => i.product.store.id) ?? []];
	return [...new Set(stores)];
}
/** The loaders of /shipping and /checkout: the cart, the addresses, then each store's shipping. */
async function prefetchCheckout(queryClient) {
	await Promise.all([queryClient.prefetchQuery(checkoutCartQueryOptions), queryClient.prefetchQuery(addressListQueryOptions)]);
	const cart = queryClient.getQueryData(checkoutCartQueryOptions.queryKey);
	await Promise.all(storeIdsOf(cart).map((id) => queryClient.prefetchQuery(storeQueryOptions(id))));
}
/**
* The cart, the addresses and the stores' shipping settings, with the choices of the URL applied.
* A store whose settings fail to load leaves its group without methods (so it cannot continue)
* rather than failing the page.
*/
function useCheckoutData(search) {
	const cart = useQuery(checkoutCartQueryOptions);
	const addresses = useQuery(addressListQueryOptions);
	const stores = useQueries({ queries: storeIdsOf(cart.data).map((id) => storeQueryOptions(id)) });
	const retry = () => {
		if (cart.isError) cart.refetch();
		if (addresses.isError) addresses.refetch();
		for (const store of stores) if (store.isError) store.refetch();
	};
	if (cart.isError || addresses.isError) return {
		state: "error",
		error: cart.error ?? addresses.error,
		retry
	};
	if (!cart.data || !addresses.data || stores.some((store) => store.isPending)) return { state: "pending" };
	const address = pickAddress(addresses.data.items, search.address, selectedAddress.get());
	const shippingOf = (storeId) => stores.find((store) => store.data?.id === storeId)?.data?.shipping ?? null;
	const selection = resolveSelection({
		cart: cart.data,
		address,
		shippingOf,
		wanted: search.ship
	});
	return {
		state: "ready",
		cart: cart.data,
		addresses: addresses.data.items,
		selection,
		storesFailed: stores.some((store) => store.isError),
		retry
	};
}
export { CheckoutSteps as a, AddressSummary as c, EmptyCart as i, useCheckoutData as n, CheckoutBundleLine as o, shipParam as r, CheckoutLine as s, prefetchCheckout as t };

//# sourceMappingURL=use-checkout-data-CY0Ski1U.js.map