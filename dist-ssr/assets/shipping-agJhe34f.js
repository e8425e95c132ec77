import "./css-BNi8J5P3.js";
import { a as selectedAddress } from "./api-DZa6-Wrr.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { B as Route, K as ErrorState } from "../entry-server.js";
import { t as addressListQueryOptions } from "./addresses-voi-pctM.js";
import { a as CheckoutSteps, c as AddressSummary, i as EmptyCart, n as useCheckoutData, o as CheckoutBundleLine, r as shipParam, s as CheckoutLine, t as prefetchCheckout } from "./use-checkout-data-CY0Ski1U.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { a as MapPinIcon, l as StoreIcon } from "./shop-icons-CkopiUff.js";
import { t as AddressForm } from "./address-form-CqwtluzG.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { c as Title, l as Trigger, n as CloseTrigger, o as Positioner, r as Content, s as Root, t as Backdrop } from "./dialog-BlKrbP0u.js";
import { n as CloseIcon } from "./icons-G-AnJJZZ.js";
import { a as panelClass, c as summaryRowClass, i as pageGridClass, n as asideClass, o as panelTitleClass, r as fieldsetClass, s as radioCardClass, t as CheckoutSkeleton } from "./checkout-skeleton-B7b5I1-T.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { a as shippingMethodLabel } from "./stores-CA1jN-Ll.js";
import { n as estimateLabel } from "./shipping-rules-1wqba-BN.js";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
// src/features/checkout/add-address-dialog.tsx
/** «افزودن نشانی جدید»: the addresses feature's form in a dialog; the saved address is handed back. */
function AddAddressDialog({ onAdded }) {
	const [open, setOpen] = useState(false);
	return /* @__PURE__ */ jsxs(Root, {
		open,
		onOpenChange: (details) => setOpen(details.open),
		children: [/* @__PURE__ */ jsx(Trigger, {
			asChild: true,
			children: /* @__PURE__ */ jsx(Button, {
				variant: "outline",
				className: "as_flex-start",
				children: "افزودن نشانی جدید"
			})
		}), /* @__PURE__ */ jsxs(Portal, { children: [/* @__PURE__ */ jsx(Backdrop, {}), /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsxs(Content, {
			className: "max-w_lg",
			children: [
				/* @__PURE__ */ jsx(Title, {
					className: "mb_4 pe_10",
					children: "نشانی جدید"
				}),
				/* @__PURE__ */ jsx(CloseTrigger, {
					asChild: true,
					children: /* @__PURE__ */ jsx(Button, {
						variant: "ghost",
						icon: true,
						"aria-label": "بستن",
						children: /* @__PURE__ */ jsx(CloseIcon, {})
					})
				}),
				/* @__PURE__ */ jsx(AddressForm, {
					onSaved: (address) => {
						setOpen(false);
						onAdded(address);
					},
					onCancel: () => setOpen(false)
				})
			]
		}) })] })]
	});
}
// src/features/checkout/address-picker.tsx
/** Step one of /shipping: the customer's addresses as radio cards, and a way to add one. */
function AddressPicker({ addresses, selectedId, onSelect }) {
	const queryClient = useQueryClient();
	function added(address) {
		queryClient.setQueryData(addressListQueryOptions.queryKey, (page) => page && !page.items.some((item) => item.id === address.id) ? {
			...page,
			items: [...page.items, address],
			total: page.total + 1
		} : page);
		onSelect(address.id);
	}
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "address-title",
		className: panelClass,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "address-title",
				className: panelTitleClass,
				children: "نشانی تحویل"
			}),
			addresses.length ? /* @__PURE__ */ jsxs("fieldset", {
				className: fieldsetClass,
				children: [/* @__PURE__ */ jsx("legend", {
					className: "sr_true",
					children: "یکی از نشانی‌ها را انتخاب کنید"
				}), addresses.map((address) => /* @__PURE__ */ jsxs("label", {
					className: radioCardClass,
					children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "address",
						value: address.id,
						checked: address.id === selectedId,
						onChange: () => onSelect(address.id)
					}), /* @__PURE__ */ jsx(AddressSummary, { address })]
				}, address.id))]
			}) : /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(MapPinIcon, {}),
				title: "هنوز نشانی ثبت نکرده‌اید",
				description: "برای ارسال سفارش، نشانی تحویل را اضافه کنید."
			}),
			/* @__PURE__ */ jsx(AddAddressDialog, { onAdded: added })
		]
	});
}
// src/features/checkout/shipping-summary.tsx
function blocker(selection) {
	if (selection.blocked) return "برخی کالاهای سبد موجود نیستند یا موجودی کافی ندارند؛ ابتدا سبد خرید را اصلاح کنید.";
	if (!selection.address) return "برای ادامه، نشانی تحویل را انتخاب یا اضافه کنید.";
	if (!selection.complete) return "برای هر فروشگاه یک شیوه ارسال انتخاب کنید.";
	return null;
}
/** The running totals and the way on to /checkout, with the reason when it is not open yet. */
function ShippingSummary({ itemsTotal, selection, onContinue }) {
	const reason = blocker(selection);
	return /* @__PURE__ */ jsx("aside", {
		"aria-labelledby": "shipping-summary-title",
		className: asideClass,
		children: /* @__PURE__ */ jsxs("div", {
			className: panelClass,
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: "shipping-summary-title",
					className: "fw_bold",
					children: "خلاصه خرید"
				}),
				/* @__PURE__ */ jsxs("dl", {
					className: "d_flex flex-d_column gap_2",
					children: [
						/* @__PURE__ */ jsxs("div", {
							className: summaryRowClass,
							children: [/* @__PURE__ */ jsx("dt", { children: "جمع کالاها" }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Toman, { value: itemsTotal }) })]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: summaryRowClass,
							children: [/* @__PURE__ */ jsx("dt", { children: "هزینه ارسال" }), /* @__PURE__ */ jsx("dd", { children: selection.shippingTotal === 0 ? "رایگان" : /* @__PURE__ */ jsx(Toman, { value: selection.shippingTotal }) })]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: summaryRowClass,
							children: [/* @__PURE__ */ jsx("dt", {
								className: "fw_bold",
								children: "جمع"
							}), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Toman, {
								value: itemsTotal + selection.shippingTotal,
								className: "fs_lg"
							}) })]
						})
					]
				}),
				reason ? /* @__PURE__ */ jsx("p", {
					id: "shipping-blocker",
					className: "fs_sm c_warning.default",
					children: reason
				}) : null,
				/* @__PURE__ */ jsx(Button, {
					size: "lg",
					full: true,
					disabled: Boolean(reason),
					"aria-describedby": reason ? "shipping-blocker" : void 0,
					onClick: onContinue,
					children: "ادامه و پرداخت"
				}),
				selection.blocked ? /* @__PURE__ */ jsx(Link, {
					to: "/cart",
					className: buttonClass({
						variant: "outline",
						full: true
					}),
					children: "اصلاح سبد خرید"
				}) : null
			]
		})
	});
}
// src/features/checkout/store-shipping-card.tsx
var muted = "fs_sm c_fg.muted";
/** One store's shipment: its items and a choice among the store's enabled shipping methods. */
function StoreShippingCard({ group, onMethodChange }) {
	const titleId = `store-${group.store.id}-title`;
	const available = group.choices.some((choice) => choice.available);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": titleId,
		className: panelClass,
		children: [
			/* @__PURE__ */ jsxs("h3", {
				id: titleId,
				className: "d_flex ai_center gap_2 fw_bold",
				children: [/* @__PURE__ */ jsx(StoreIcon, { className: "c_fg.muted" }), group.store.name]
			}),
			/* @__PURE__ */ jsxs("ul", {
				className: "d_flex flex-d_column gap_3",
				children: [group.bundles.map((line) => /* @__PURE__ */ jsx(CheckoutBundleLine, { line }, `bundle-${line.bundle_id}`)), group.items.map((item) => /* @__PURE__ */ jsx(CheckoutLine, { item }, item.id))]
			}),
			group.shipping === null ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "fs_sm c_danger.default",
				children: "شیوه‌های ارسال این فروشگاه دریافت نشد. دوباره تلاش کنید."
			}) : /* @__PURE__ */ jsxs("fieldset", {
				className: fieldsetClass,
				children: [
					/* @__PURE__ */ jsx("legend", {
						className: "fs_sm fw_semibold mb_1",
						children: "شیوه ارسال"
					}),
					group.choices.map(({ option, available: usable, reason }) => {
						const hintId = `${titleId}-${option.method}-hint`;
						return /* @__PURE__ */ jsxs("label", {
							className: radioCardClass,
							children: [/* @__PURE__ */ jsx("input", {
								type: "radio",
								name: `ship-${group.store.id}`,
								value: option.method,
								checked: group.method === option.method,
								disabled: !usable,
								"aria-describedby": hintId,
								onChange: () => onMethodChange(group.store.id, option.method)
							}), /* @__PURE__ */ jsxs("span", {
								className: "flex_1 d_flex flex-d_column gap_0.5",
								children: [/* @__PURE__ */ jsxs("span", {
									className: "d_flex jc_space-between gap_2",
									children: [/* @__PURE__ */ jsx("span", {
										className: "fw_semibold",
										children: shippingMethodLabel(option.method)
									}), option.fee === 0 ? /* @__PURE__ */ jsx("span", {
										className: "c_success.default fw_bold",
										children: "رایگان"
									}) : /* @__PURE__ */ jsx(Toman, { value: option.fee })]
								}), /* @__PURE__ */ jsx("span", {
									id: hintId,
									className: muted,
									children: reason ?? `تحویل ${estimateLabel(option.estimated_days_min, option.estimated_days_max)}`
								})]
							})]
						}, option.method);
					}),
					!available ? /* @__PURE__ */ jsx("p", {
						role: "alert",
						className: "fs_sm c_danger.default",
						children: "این فروشگاه به نشانی انتخاب‌شده ارسال ندارد؛ نشانی دیگری انتخاب کنید یا کالاهای آن را از سبد بردارید."
					}) : null
				]
			})
		]
	});
}
// src/features/checkout/shipping-page.tsx
/** /shipping: the delivery address, then a shipping method for each store of the cart. */
function ShippingPage({ search, onSearchChange }) {
	useDocumentTitle("نشانی و شیوه ارسال");
	const navigate = useNavigate();
	const data = useCheckoutData(search);
	if (data.state === "pending") return /* @__PURE__ */ jsx(CheckoutSkeleton, {});
	if (data.state === "error") return /* @__PURE__ */ jsx(ErrorState, {
		error: data.error,
		onRetry: data.retry
	});
	if (!data.cart.items.length && !data.cart.bundles.length) return /* @__PURE__ */ jsx(EmptyCart, {});
	const { selection } = data;
	function selectAddress(id) {
		selectedAddress.set(id);
		onSearchChange({
			...search,
			address: id
		});
	}
	function selectMethod(storeId, method) {
		onSearchChange({
			...search,
			ship: {
				...shipParam(selection),
				[String(storeId)]: method
			}
		});
	}
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_5",
		children: [
			/* @__PURE__ */ jsx(CheckoutSteps, { current: "shipping" }),
			/* @__PURE__ */ jsx("h1", {
				className: "fs_xl md:fs_2xl fw_black",
				children: "نشانی و شیوه ارسال"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: pageGridClass,
				children: [/* @__PURE__ */ jsxs("div", {
					className: "d_flex flex-d_column gap_4 min-w_0",
					children: [/* @__PURE__ */ jsx(AddressPicker, {
						addresses: data.addresses,
						selectedId: selection.address?.id ?? null,
						onSelect: selectAddress
					}), /* @__PURE__ */ jsxs("section", {
						"aria-labelledby": "shipments-title",
						className: "d_flex flex-d_column gap_4",
						children: [
							/* @__PURE__ */ jsxs("h2", {
								id: "shipments-title",
								className: "fs_md md:fs_lg fw_bold",
								children: ["مرسوله‌ها", /* @__PURE__ */ jsx("span", {
									className: "fw_normal fs_sm c_fg.muted ms_2",
									children: "(هر فروشگاه جداگانه ارسال می‌کند)"
								})]
							}),
							data.storesFailed ? /* @__PURE__ */ jsx(ErrorState, {
								title: "بخشی از اطلاعات ارسال دریافت نشد",
								onRetry: data.retry
							}) : null,
							selection.groups.map((group) => /* @__PURE__ */ jsx(StoreShippingCard, {
								group,
								onMethodChange: selectMethod
							}, group.store.id))
						]
					})]
				}), /* @__PURE__ */ jsx(ShippingSummary, {
					itemsTotal: data.cart.total,
					selection,
					onContinue: () => {
						if (!selection.address) return;
						navigate({
							to: "/checkout",
							search: {
								address: selection.address.id,
								ship: shipParam(selection)
							}
						});
					}
				})]
			})
		]
	});
}
// src/routes/_public/_authenticated/shipping.tsx?tsr-split=component---loader
function ShippingRoute() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return /* @__PURE__ */ jsx(ShippingPage, {
		search,
		onSearchChange: (next) => navigate({
			search: next,
			replace: true,
			resetScroll: false
		})
	});
}
var SplitLoader = ({ context: { queryClient } }) => prefetchCheckout(queryClient);
export { ShippingRoute as component, SplitLoader as loader };

//# sourceMappingURL=shipping-agJhe34f.js.map