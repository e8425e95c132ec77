import { n as useOnline, t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { t as blocksCheckout } from "./cart-lines-BVAGNnag.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { o as css } from "./css-BNi8J5P3.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { n as pathWithQuery } from "./return-to-C1iiRB1f.js";
import { d as UserIcon, f as Icon, n as CloseIcon } from "./icons-G-AnJJZZ.js";
import { r as CartIcon } from "./shop-icons-CkopiUff.js";
import { n as displayedImage, r as imageOrPlaceholder } from "./media-B3Wb52G7.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { n as Toman, t as Price } from "./price-D8fzeTKM.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { Dt as useSyncNotes, Et as dismissSyncNote } from "../entry-server.js";
import { i as useSetBundleQuantity, r as useRemoveBundle, t as BUNDLE_NEEDS_CONNECTION } from "./cart-bundles-Ccmz-rXY.js";
import { n as useRemoveItem, r as useSetQuantity } from "./cart-actions-Cdt8SG-1.js";
import { Link, useRouterState } from "@tanstack/react-router";
import { useId } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/cart/cart-icons.tsx
function PlusIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M12 5v14M5 12h14" })
	});
}
function MinusIcon(props) {
	return /* @__PURE__ */ jsx(Icon, {
		...props,
		children: /* @__PURE__ */ jsx("path", { d: "M5 12h14" })
	});
}
function TrashIcon(props) {
	return /* @__PURE__ */ jsxs(Icon, {
		...props,
		children: [/* @__PURE__ */ jsx("path", { d: "M4 7h16M10 11v6M14 11v6M9 7V4h6v3" }), /* @__PURE__ */ jsx("path", { d: "M6 7l1 13h10l1-13" })]
	});
}
// src/features/cart/quantity-stepper.tsx
var box = "d_inline-flex ai_center bd-w_1px bd-c_border.strong bdr_control bg_bg.surface p_0 m_0 min-w_0";
/**
* Plus adds 1, minus takes 1 away; minus is disabled at 1 (spec section 4) and plus at the
* stock's limit. Every change goes straight to the server.
*/
function QuantityStepper({ quantity, max, label, onChange, disabled = false }) {
	const change = (next) => {
		if (next < 1) return;
		onChange(next);
	};
	return /* @__PURE__ */ jsxs("fieldset", {
		className: box,
		"aria-label": `تعداد ${label}`,
		children: [
			/* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				size: "sm",
				icon: true,
				"aria-label": "افزایش تعداد",
				disabled: disabled || quantity >= max,
				onClick: () => change(quantity + 1),
				className: "c_accent.text",
				children: /* @__PURE__ */ jsx(PlusIcon, {})
			}),
			/* @__PURE__ */ jsxs("output", {
				"aria-live": "polite",
				className: "min-w_7 ta_center fw_bold",
				children: [/* @__PURE__ */ jsx("span", {
					className: "sr_true",
					children: "تعداد: "
				}), formatNumber(quantity)]
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				size: "sm",
				icon: true,
				"aria-label": "کاهش تعداد",
				disabled: disabled || quantity <= 1,
				onClick: () => change(quantity - 1),
				children: /* @__PURE__ */ jsx(MinusIcon, {})
			})
		]
	});
}
// src/features/cart/cart-bundle-row.tsx
var row$1 = "d_grid grid-tc_auto_minmax(0,_1fr) grid-template-areas_\"image_info\"_\"image_price\"_\"image_actions\"_\"problem_problem\" ai_start cg_3 rg_1.5 py_4 bd-c_border.default [&:not(:last-child)]:bd-b-w_1px";
var badge = "as_flex-start px_2 py_0.5 bdr_full bg_accent.subtle c_accent.text fs_xs fw_medium";
var note$2 = "grid-area_problem mt_2 px_3 py_2 bdr_control fs_sm fw_semibold";
/**
* A bundle (سبد ویژه) line: bought as one at the bundle's price (decision 021), with its items in a
* short list, the stepper (how many bundles), remove, and the server's problem when it cannot be bought.
*/
function CartBundleRow({ line, size = "compact", onNavigate }) {
	const setQuantity = useSetBundleQuantity();
	const remove = useRemoveBundle();
	const full = size === "full";
	const problem = line.problem;
	const online = useOnline();
	return /* @__PURE__ */ jsxs("li", {
		className: row$1,
		"data-testid": "cart-bundle",
		"aria-label": line.name,
		children: [
			/* @__PURE__ */ jsx(AppImage, {
				src: imageOrPlaceholder(line.image_url),
				alt: "",
				width: full ? 112 : 80,
				height: full ? 112 : 80,
				className: css({
					gridArea: "image",
					w: full ? {
						base: "20",
						md: "28"
					} : "20",
					h: full ? {
						base: "20",
						md: "28"
					} : "20",
					objectFit: "cover",
					borderRadius: "control",
					bg: "bg.subtle"
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid-area_info d_flex flex-d_column gap_1 min-w_0",
				children: [
					/* @__PURE__ */ jsx("span", {
						className: badge,
						children: "سبد ویژه"
					}),
					/* @__PURE__ */ jsx(Link, {
						to: "/bundles/$bundleSlug",
						params: { bundleSlug: line.slug },
						onClick: onNavigate,
						className: "fw_medium fs_sm c_fg.default hover:c_accent.text",
						children: line.name
					}),
					/* @__PURE__ */ jsxs("span", {
						className: "fs_xs c_fg.muted",
						children: ["فروشنده: ", line.store.name]
					}),
					/* @__PURE__ */ jsx("ul", {
						"aria-label": `کالاهای ${line.name}`,
						className: "fs_xs c_fg.muted lh_1.8",
						children: line.items.map((item) => /* @__PURE__ */ jsxs("li", {
							className: "lc_1",
							children: [
								formatNumber(item.quantity),
								" × ",
								item.name
							]
						}, item.product_store_id))
					}),
					online ? null : /* @__PURE__ */ jsx("span", {
						className: "fs_xs c_warning.default",
						children: BUNDLE_NEEDS_CONNECTION
					})
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid-area_price d_flex flex-d_column gap_1",
				children: [/* @__PURE__ */ jsx(Price, {
					value: line.price.selling_price,
					original: line.price.original_price,
					size: full ? "md" : "sm",
					className: "ai_flex-start!"
				}), full && line.quantity > 1 ? /* @__PURE__ */ jsxs("span", {
					className: "fs_sm c_fg.muted",
					children: [
						"جمع ",
						formatNumber(line.quantity),
						" سبد: ",
						/* @__PURE__ */ jsx(Toman, { value: line.line_total })
					]
				}) : null]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid-area_actions d_flex ai_center gap_2 mt_1",
				children: [/* @__PURE__ */ jsx(QuantityStepper, {
					quantity: line.quantity,
					max: line.max_quantity,
					label: line.name,
					onChange: (quantity) => setQuantity(line, quantity),
					disabled: !online
				}), /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					icon: true,
					"aria-label": `حذف ${line.name} از سبد خرید`,
					title: "حذف از سبد خرید",
					disabled: !online,
					onClick: () => remove(line),
					className: "c_fg.muted hover:c_danger.default",
					children: /* @__PURE__ */ jsx(TrashIcon, {})
				})]
			}),
			problem ? /* @__PURE__ */ jsx("p", {
				"data-testid": "cart-bundle-problem",
				className: `${note$2} ${css(blocksCheckout(problem) ? {
					bg: "danger.subtle",
					color: "danger.default"
				} : {
					bg: "warning.subtle",
					color: "warning.default"
				})}`,
				children: problem.message
			}) : null
		]
	});
}
// src/features/cart/cart-rules.ts
var isBlocking = blocksCheckout;
/** How many lines (items and bundles) stop the purchase from going on. */
function blockingCount(cart) {
	return [...cart.items, ...cart.bundles].filter((line) => isBlocking(line.problem)).length;
}
/** What the customer saves against the original prices (0 when nothing). */
function saving(cart) {
	return Math.max(0, cart.original_total - cart.total);
}
// src/features/cart/item-problem.tsx
var note$1 = "d_flex flex-d_column gap_1 px_3 py_2 bdr_control fs_sm ta_start";
/**
* The server's message about an item (sold out, withdrawn, short of stock with what is left, or
* a new price); a new price also shows the old one struck through beside it.
*/
function ItemProblem({ item }) {
	const problem = item.problem;
	if (!problem) return null;
	const blocking = isBlocking(problem);
	const newPrice = problem.new_price ?? item.price.selling_price;
	return /* @__PURE__ */ jsxs("div", {
		"data-testid": "cart-item-problem",
		className: `${note$1} ${css(blocking ? {
			bg: "danger.subtle",
			color: "danger.default"
		} : {
			bg: "warning.subtle",
			color: "warning.default"
		})}`,
		children: [/* @__PURE__ */ jsx("span", {
			className: "fw_semibold",
			children: problem.message
		}), problem.code === "price_changed" && newPrice !== item.price.unit_price ? /* @__PURE__ */ jsxs("span", {
			className: "d_flex flex-wrap_wrap ai_center gap_2 c_fg.muted",
			children: [
				/* @__PURE__ */ jsxs("span", { children: ["قیمت قبلی: ", /* @__PURE__ */ jsx("del", { children: formatNumber(item.price.unit_price) })] }),
				/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					children: "←"
				}),
				/* @__PURE__ */ jsxs("span", { children: ["قیمت جدید: ", /* @__PURE__ */ jsx(Toman, { value: newPrice })] })
			]
		}) : null]
	});
}
// src/features/cart/cart-item-row.tsx
var row = "d_grid grid-tc_auto_minmax(0,_1fr) grid-template-areas_\"image_info\"_\"image_price\"_\"image_actions\"_\"problem_problem\" ai_start cg_3 rg_1.5 py_4 [&_+_&]:bd-t-w_1px [&_+_&]:bd-c_border.default";
var fullRow = "md:grid-tc_auto_minmax(0,_1fr)_auto md:grid-template-areas_\"image_info_price\"_\"image_actions_price\"_\"problem_problem_problem\" md:cg_5";
var priceBox = "grid-area_price d_flex flex-d_column ai_flex-start gap_1";
var fullPriceBox = "md:ai_flex-end md:pt_1";
var priceAlign = "ai_flex-start!";
var fullPriceAlign = "ai_flex-start! md:ai_flex-end!";
var waitingChip = "as_flex-start d_inline-flex ai_center gap_1 px_2 py_0.5 bdr_full bg_warning.subtle c_warning.default fs_xs fw_medium";
/** One cart item: picture, name, store, price, the stepper, remove, and any problem. */
function CartItemRow({ item, size = "compact", waiting = false, onNavigate }) {
	const setQuantity = useSetQuantity();
	const remove = useRemoveItem();
	const { product } = item;
	const full = size === "full";
	return /* @__PURE__ */ jsxs("li", {
		className: full ? `${row} ${fullRow}` : row,
		"data-testid": "cart-item",
		"data-waiting": waiting || void 0,
		"aria-label": product.name,
		children: [
			/* @__PURE__ */ jsx(AppImage, {
				src: displayedImage(product.images),
				alt: "",
				width: full ? 112 : 80,
				height: full ? 112 : 80,
				className: css({
					gridArea: "image",
					w: full ? {
						base: "20",
						md: "28"
					} : "20",
					h: full ? {
						base: "20",
						md: "28"
					} : "20",
					objectFit: "contain",
					borderRadius: "control",
					bg: "bg.subtle"
				})
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid-area_info d_flex flex-d_column gap_1 min-w_0",
				children: [
					/* @__PURE__ */ jsx(Link, {
						to: "/products/$id/$productSlug",
						params: {
							id: String(product.id),
							productSlug: product.slug
						},
						onClick: onNavigate,
						className: css({
							fontWeight: "medium",
							fontSize: full ? {
								base: "sm",
								md: "md"
							} : "sm",
							color: "fg.default",
							lineClamp: 2,
							_hover: { color: "accent.text" }
						}),
						children: product.name
					}),
					/* @__PURE__ */ jsxs("span", {
						className: "fs_xs c_fg.muted",
						children: ["فروشنده: ", product.store.name]
					}),
					waiting ? /* @__PURE__ */ jsx("span", {
						className: waitingChip,
						"data-testid": "cart-item-waiting",
						children: "در انتظار اتصال"
					}) : null
				]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: full ? `${priceBox} ${fullPriceBox}` : priceBox,
				children: [/* @__PURE__ */ jsx(Price, {
					value: item.price.selling_price,
					original: item.price.original_price,
					size: full ? "md" : "sm",
					className: full ? fullPriceAlign : priceAlign
				}), full && item.quantity > 1 ? /* @__PURE__ */ jsxs("span", {
					className: "fs_sm c_fg.muted",
					children: [
						"جمع ",
						formatNumber(item.quantity),
						" عدد: ",
						/* @__PURE__ */ jsx(Toman, { value: item.line_total })
					]
				}) : null]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "grid-area_actions d_flex ai_center gap_2 mt_1",
				children: [/* @__PURE__ */ jsx(QuantityStepper, {
					quantity: item.quantity,
					max: item.max_quantity,
					label: product.name,
					onChange: (quantity) => setQuantity(item, quantity)
				}), /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					size: "sm",
					icon: true,
					"aria-label": `حذف ${product.name} از سبد خرید`,
					title: "حذف از سبد خرید",
					onClick: () => remove(item),
					className: "c_fg.muted hover:c_danger.default",
					children: /* @__PURE__ */ jsx(TrashIcon, {})
				})]
			}),
			item.problem ? /* @__PURE__ */ jsx("div", {
				className: "grid-area_problem mt_2",
				children: /* @__PURE__ */ jsx(ItemProblem, { item })
			}) : null
		]
	});
}
// src/features/cart/cart-states.tsx
function CartLoading() {
	return /* @__PURE__ */ jsx(SkeletonGroup, {
		label: "در حال بارگذاری سبد خرید...",
		children: /* @__PURE__ */ jsx("div", {
			className: "d_flex flex-d_column gap_5 py_4",
			children: [
				0,
				1,
				2
			].map((n) => /* @__PURE__ */ jsxs("div", {
				className: "d_flex gap_3",
				children: [/* @__PURE__ */ jsx(Skeleton, { className: "w_20 h_20 flex-sh_0" }), /* @__PURE__ */ jsxs("div", {
					className: "flex_1 d_flex flex-d_column gap_2",
					children: [
						/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_90%" }),
						/* @__PURE__ */ jsx(Skeleton, { className: "h_3 w_40%" }),
						/* @__PURE__ */ jsx(Skeleton, { className: "h_9 w_28" })
					]
				})]
			}, n))
		})
	});
}
/** The load failed: the spec's message, and a retry that reloads the page. */
function CartError() {
	return /* @__PURE__ */ jsx(EmptyState, {
		role: "alert",
		title: "خطا در بارگذاری سبد خرید",
		action: /* @__PURE__ */ jsx(Button, {
			variant: "outline",
			onClick: () => window.location.reload(),
			children: "تلاش مجدد"
		})
	});
}
function CartEmpty({ onNavigate }) {
	return /* @__PURE__ */ jsx(EmptyState, {
		icon: /* @__PURE__ */ jsx(CartIcon, {}),
		title: "سبد خرید شما خالی است",
		description: "کالاهای دلخواهتان را از میان پیشنهاد فروشگاه‌ها پیدا کنید و به سبد بیفزایید.",
		action: /* @__PURE__ */ jsx(Link, {
			to: "/products",
			onClick: onNavigate,
			className: buttonClass(),
			children: "مشاهده محصولات"
		})
	});
}
/** Signed out: the cart belongs to an account; the login screen brings the visitor back here. */
function CartLoginPrompt({ onNavigate }) {
	const location = useRouterState({ select: (state) => state.location });
	return /* @__PURE__ */ jsx(EmptyState, {
		icon: /* @__PURE__ */ jsx(UserIcon, {}),
		title: "برای دیدن سبد خرید وارد شوید",
		description: "سبد خرید شما در حسابتان نگه داشته می‌شود. با شماره موبایل وارد شوید یا ثبت‌نام کنید.",
		action: /* @__PURE__ */ jsx(Link, {
			to: "/login",
			search: { returnTo: pathWithQuery(location) },
			onClick: onNavigate,
			className: buttonClass(),
			children: "ورود | ثبت‌نام"
		})
	});
}
/** «(۳ کالا)» beside the cart's title; nothing for an empty or unknown cart. */
function CartCountNote({ count }) {
	return count ? /* @__PURE__ */ jsxs("span", {
		className: "c_fg.muted fw_normal fs_md ms_2",
		children: [
			"(",
			formatNumber(count),
			" کالا)"
		]
	}) : null;
}
// src/features/cart/cart-sync-notes-list.tsx
var note = "d_flex ai_flex-start gap_2 ps_3 pe_1 py_1.5 bdr_control fs_sm ta_start";
/** What became of the changes made offline that the server refused or priced otherwise. */
function CartSyncNotes() {
	const notes = useSyncNotes();
	if (!notes.length) return null;
	return /* @__PURE__ */ jsx("ul", {
		"aria-label": "نتیجه همگام‌سازی سبد خرید",
		className: "d_flex flex-d_column gap_2 py_3",
		children: notes.map((entry) => /* @__PURE__ */ jsxs("li", {
			role: "alert",
			"data-testid": "cart-sync-note",
			className: `${note} ${css(entry.tone === "danger" ? {
				bg: "danger.subtle",
				color: "danger.default"
			} : {
				bg: "warning.subtle",
				color: "warning.default"
			})}`,
			children: [/* @__PURE__ */ jsx("span", {
				className: "flex_1 py_1",
				children: entry.text
			}), /* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				size: "sm",
				icon: true,
				"aria-label": "بستن پیام",
				onClick: () => dismissSyncNote(entry.id),
				children: /* @__PURE__ */ jsx(CloseIcon, {})
			})]
		}, entry.id))
	});
}
// src/features/cart/cart-totals.tsx
var line = "d_flex jc_space-between ai_baseline gap_3";
/**
* The cart's sums. The drawer shows the total and the saving; the page (detailed) also the item
* count and the total at original prices. Screen readers hear the total when it changes.
*/
function CartTotals({ cart, detailed = false }) {
	const saved = saving(cart);
	return /* @__PURE__ */ jsxs("dl", {
		className: "d_flex flex-d_column gap_2 fs_sm",
		children: [
			detailed ? /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("div", {
				className: `${line} c_fg.muted`,
				children: [/* @__PURE__ */ jsx("dt", { children: "تعداد کالاها" }), /* @__PURE__ */ jsxs("dd", {
					"data-testid": "cart-count",
					children: [formatNumber(cart.count), " عدد"]
				})]
			}), /* @__PURE__ */ jsxs("div", {
				className: `${line} c_fg.muted`,
				children: [/* @__PURE__ */ jsx("dt", { children: "قیمت کالاها" }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Toman, { value: cart.original_total }) })]
			})] }) : null,
			saved > 0 ? /* @__PURE__ */ jsxs("div", {
				className: `${line} c_danger.default`,
				children: [/* @__PURE__ */ jsx("dt", { children: "سود شما از این خرید" }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Toman, {
					value: saved,
					className: "[&_span]:c_inherit!"
				}) })]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: `${line} fs_md`,
				children: [/* @__PURE__ */ jsx("dt", {
					className: "fw_bold",
					children: "جمع سبد خرید"
				}), /* @__PURE__ */ jsx("dd", {
					"aria-live": "polite",
					"aria-atomic": "true",
					"data-testid": "cart-total",
					children: /* @__PURE__ */ jsx(Toman, {
						value: cart.total,
						className: "fs_lg"
					})
				})]
			})
		]
	});
}
// src/features/cart/checkout-actions.tsx
var FINALISE = "ادامه فرایند خرید";
/**
* The way on to /shipping, and from the drawer to /cart. Going on is disabled, with the reason
* beside it, while an item is sold out, withdrawn or short of stock (checkout would refuse it),
* and while offline (shipping and checkout ask the server for today's prices and stock).
*/
function CheckoutActions({ cart, withCartLink = false, onNavigate }) {
	const blocked = blockingCount(cart);
	const online = useOnline();
	const reasonId = useId();
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_2",
		children: [
			blocked ? /* @__PURE__ */ jsxs("p", {
				id: reasonId,
				role: "status",
				className: "fs_sm c_danger.default",
				children: [formatNumber(blocked), " کالای سبد شما ناموجود است یا به این تعداد موجود نیست. برای ادامه خرید، آن را حذف کنید یا تعدادش را کم کنید."]
			}) : null,
			online || blocked ? null : /* @__PURE__ */ jsx("p", {
				id: reasonId,
				role: "status",
				className: "fs_sm c_warning.default",
				children: "برای ادامه فرایند خرید به اینترنت نیاز دارید"
			}),
			blocked || !online ? /* @__PURE__ */ jsx(Button, {
				size: "lg",
				full: true,
				disabled: true,
				"aria-describedby": reasonId,
				children: FINALISE
			}) : /* @__PURE__ */ jsx(Link, {
				to: "/shipping",
				onClick: onNavigate,
				className: buttonClass({
					size: "lg",
					full: true
				}),
				children: FINALISE
			}),
			withCartLink ? /* @__PURE__ */ jsx(Link, {
				to: "/cart",
				onClick: onNavigate,
				className: buttonClass({
					variant: "outline",
					size: "lg",
					full: true
				}),
				children: "مشاهده سبد خرید"
			}) : null
		]
	});
}
export { CartEmpty as a, CartLoginPrompt as c, CartCountNote as i, CartItemRow as l, CartTotals as n, CartError as o, CartSyncNotes as r, CartLoading as s, CheckoutActions as t, CartBundleRow as u };

//# sourceMappingURL=checkout-actions-9fxWK_02.js.map