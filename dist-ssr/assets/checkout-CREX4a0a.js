import { o as css } from "./css-BNi8J5P3.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { n as useOnline, t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { K as ErrorState, V as Route } from "../entry-server.js";
import { a as discountCheckQueryOptions, t as cartKeys } from "./cart-ClgUNjxk.js";
import { a as validationMessage } from "./form-schemas-BPD7IF1x.js";
import { a as shippingMethodLabel } from "./stores-CA1jN-Ll.js";
import { n as estimateLabel } from "./shipping-rules-1wqba-BN.js";
import { a as CheckoutSteps, c as AddressSummary, i as EmptyCart, n as useCheckoutData, o as CheckoutBundleLine, s as CheckoutLine, t as prefetchCheckout } from "./use-checkout-data-CY0Ski1U.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { l as StoreIcon } from "./shop-icons-CkopiUff.js";
import { a as panelClass, c as summaryRowClass, i as pageGridClass, n as asideClass, o as panelTitleClass, r as fieldsetClass, s as radioCardClass, t as CheckoutSkeleton } from "./checkout-skeleton-B7b5I1-T.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { a as Root, i as Label, n as HelperText, o as Textarea, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { i as newIdempotencyKey } from "./sdk-Dju50_5D.js";
import { o as orderKeys, r as createOrder } from "./orders-CrhGnChu.js";
import { t as startPayment } from "./payments-CC2UHNha.js";
import { i as toastError, r as toast } from "./toast-BxABEDuo.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useRef, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
var discountCodeSchema = v.pipe(v.string(), v.trim(), v.nonEmpty("کد تخفیف را وارد کنید"), v.minLength(3, "کد تخفیف دست‌کم ۳ نویسه است"), v.maxLength(32, "کد تخفیف حداکثر ۳۲ نویسه است"));
var noteSchema = v.pipe(v.string(), v.trim(), v.maxLength(500, "توضیحات سفارش حداکثر ۵۰۰ نویسه است"));
// src/features/checkout/checkout-shipments.tsx
var changeLink = "fs_sm c_accent.text fw_semibold";
/** /checkout's review: the delivery address and, per store, its items and shipment. */
function CheckoutShipments({ selection, search }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "checkout-address-title",
		className: panelClass,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "d_flex jc_space-between ai_center",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "checkout-address-title",
				className: panelTitleClass,
				children: "نشانی تحویل"
			}), /* @__PURE__ */ jsx(Link, {
				to: "/shipping",
				search,
				className: changeLink,
				children: "تغییر"
			})]
		}), selection.address ? /* @__PURE__ */ jsx(AddressSummary, { address: selection.address }) : null]
	}), selection.groups.map((group) => /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": `checkout-store-${group.store.id}`,
		className: panelClass,
		children: [
			/* @__PURE__ */ jsxs("h2", {
				id: `checkout-store-${group.store.id}`,
				className: "d_flex ai_center gap_2 fw_bold",
				children: [/* @__PURE__ */ jsx(StoreIcon, { className: "c_fg.muted" }), group.store.name]
			}),
			/* @__PURE__ */ jsxs("ul", {
				className: "d_flex flex-d_column gap_3",
				children: [group.bundles.map((line) => /* @__PURE__ */ jsx(CheckoutBundleLine, { line }, `bundle-${line.bundle_id}`)), group.items.map((item) => /* @__PURE__ */ jsx(CheckoutLine, { item }, item.id))]
			}),
			group.option ? /* @__PURE__ */ jsxs("div", {
				className: "d_flex jc_space-between gap_3 fs_sm bd-t-w_1px bd-c_border.default pt_3",
				children: [/* @__PURE__ */ jsxs("span", { children: [
					shippingMethodLabel(group.option.method),
					"،",
					" ",
					/* @__PURE__ */ jsxs("span", {
						className: "c_fg.muted",
						children: ["تحویل ", estimateLabel(group.option.estimated_days_min, group.option.estimated_days_max)]
					})
				] }), group.option.fee === 0 ? "ارسال رایگان" : /* @__PURE__ */ jsx(Toman, { value: group.option.fee })]
			}) : null
		]
	}, group.store.id))] });
}
// src/features/checkout/checkout-summary.tsx
/** The totals, the payable amount and «ثبت سفارش و پرداخت», with the server's refusal when there is one. */
function CheckoutSummary(props) {
	const { itemsTotal, shippingTotal, discount, online, pending, leaving, blocked, error, onSubmit } = props;
	const payable = Math.max(0, itemsTotal + shippingTotal - discount);
	return /* @__PURE__ */ jsx("aside", {
		"aria-labelledby": "checkout-summary-title",
		className: asideClass,
		children: /* @__PURE__ */ jsxs("div", {
			className: panelClass,
			children: [
				/* @__PURE__ */ jsx("h2", {
					id: "checkout-summary-title",
					className: "fw_bold",
					children: "صورت‌حساب"
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
							children: [/* @__PURE__ */ jsx("dt", { children: "هزینه ارسال" }), /* @__PURE__ */ jsx("dd", { children: shippingTotal === 0 ? "رایگان" : /* @__PURE__ */ jsx(Toman, { value: shippingTotal }) })]
						}),
						discount > 0 ? /* @__PURE__ */ jsxs("div", {
							className: summaryRowClass,
							children: [/* @__PURE__ */ jsx("dt", { children: "تخفیف کد" }), /* @__PURE__ */ jsx("dd", {
								className: "c_success.default",
								children: /* @__PURE__ */ jsx(Toman, {
									value: discount,
									negative: true
								})
							})]
						}) : null,
						/* @__PURE__ */ jsxs("div", {
							className: summaryRowClass,
							children: [/* @__PURE__ */ jsx("dt", {
								className: "fw_bold",
								children: "مبلغ قابل پرداخت"
							}), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Toman, {
								value: payable,
								className: "fs_xl"
							}) })]
						})
					]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "fs_xs c_fg.muted",
					children: "مبلغ نهایی هنگام ثبت سفارش از قیمت‌های روز محاسبه می‌شود."
				}),
				!online ? /* @__PURE__ */ jsx("p", {
					id: "checkout-offline",
					role: "status",
					className: "fs_sm c_warning.default",
					children: "برای ثبت سفارش به اینترنت نیاز دارید"
				}) : null,
				error ? /* @__PURE__ */ jsx("p", {
					role: "alert",
					className: "fs_sm c_danger.default bg_danger.subtle p_3 bdr_control",
					children: errorDetail(error) ?? "ثبت سفارش انجام نشد. دوباره تلاش کنید."
				}) : null,
				/* @__PURE__ */ jsx(Button, {
					size: "lg",
					full: true,
					disabled: !online || pending || blocked,
					"aria-describedby": online ? void 0 : "checkout-offline",
					onClick: onSubmit,
					children: leaving ? "در حال انتقال..." : pending ? "در حال ثبت سفارش..." : "ثبت سفارش و پرداخت"
				})
			]
		})
	});
}
// src/features/checkout/discount-code-form.tsx
/** A discount code, checked against the cart by the server, with its Persian verdict. */
function DiscountCodeForm({ applied, check, onApply, onRemove }) {
	const [code, setCode] = useState(applied ?? "");
	const [error, setError] = useState(null);
	const result = applied ? check.data : void 0;
	function submit(event) {
		event.preventDefault();
		const message = validationMessage(discountCodeSchema, code);
		setError(message);
		if (!message) onApply(code.trim());
	}
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "discount-title",
		className: panelClass,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "discount-title",
				className: panelTitleClass,
				children: "کد تخفیف"
			}),
			/* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: submit,
				className: "d_flex gap_2 ai_flex-start",
				children: [/* @__PURE__ */ jsxs(Root, {
					invalid: Boolean(error),
					className: "flex_1",
					children: [
						/* @__PURE__ */ jsx(Label, {
							className: "sr_true",
							children: "کد تخفیف"
						}),
						/* @__PURE__ */ jsx(Input, {
							value: code,
							onChange: (e) => setCode(e.target.value),
							dir: "ltr",
							autoComplete: "off",
							autoCapitalize: "characters",
							spellCheck: false,
							maxLength: 32,
							placeholder: "کد تخفیف را وارد کنید",
							className: "ta_end placeholder:ta_start"
						}),
						/* @__PURE__ */ jsx(ErrorText, { children: error })
					]
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					variant: "outline",
					disabled: applied !== null && check.isFetching,
					children: applied !== null && check.isFetching ? "در حال بررسی..." : "اعمال"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				role: "status",
				"aria-live": "polite",
				className: "fs_sm",
				children: [applied && check.isError ? /* @__PURE__ */ jsx("p", {
					className: "c_danger.default",
					children: errorDetail(check.error) ?? "بررسی کد انجام نشد"
				}) : null, result ? /* @__PURE__ */ jsxs("div", {
					className: "d_flex ai_center jc_space-between gap_2",
					children: [/* @__PURE__ */ jsxs("div", {
						className: "d_flex flex-d_column gap_0.5 min-w_0",
						children: [/* @__PURE__ */ jsx("p", {
							className: css({ color: result.applies ? "success.default" : "danger.default" }),
							children: result.message
						}), result.applies ? /* @__PURE__ */ jsxs("p", {
							className: "white-space_nowrap c_success.default",
							children: ["تخفیف: ", /* @__PURE__ */ jsx(Toman, { value: result.discount_amount })]
						}) : null]
					}), /* @__PURE__ */ jsx(Button, {
						variant: "link",
						size: "sm",
						onClick: () => {
							setCode("");
							onRemove();
						},
						children: "حذف کد"
					})]
				}) : null]
			})
		]
	});
}
// src/features/checkout/note-field.tsx
/** The customer's note, kept on every order of the purchase. */
function NoteField({ value, onChange, error }) {
	return /* @__PURE__ */ jsx("div", {
		className: panelClass,
		children: /* @__PURE__ */ jsxs(Root, {
			invalid: Boolean(error),
			children: [
				/* @__PURE__ */ jsx(Label, {
					className: "fs_md fw_bold",
					children: "توضیحات سفارش (اختیاری)"
				}),
				/* @__PURE__ */ jsx(Textarea, {
					value,
					onChange: (e) => onChange(e.target.value),
					rows: 3,
					placeholder: "مثلا: لطفا پیش از ارسال تماس بگیرید"
				}),
				error ? /* @__PURE__ */ jsx(ErrorText, { children: error }) : /* @__PURE__ */ jsxs(HelperText, { children: [
					formatNumber(value.length),
					" از ",
					formatNumber(500),
					" نویسه"
				] })
			]
		})
	});
}
// src/features/checkout/payment-method-picker.tsx
var hint = "fs_sm c_fg.muted";
/** Online through the gateway, or cash on delivery when every store of the cart accepts it. */
function PaymentMethodPicker({ value, onChange, noCodStores }) {
	const codAllowed = noCodStores.length === 0;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "payment-title",
		className: panelClass,
		children: [/* @__PURE__ */ jsx("h2", {
			id: "payment-title",
			className: panelTitleClass,
			children: "شیوه پرداخت"
		}), /* @__PURE__ */ jsxs("fieldset", {
			className: fieldsetClass,
			children: [
				/* @__PURE__ */ jsx("legend", {
					className: "sr_true",
					children: "شیوه پرداخت را انتخاب کنید"
				}),
				/* @__PURE__ */ jsxs("label", {
					className: radioCardClass,
					children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "payment",
						value: "online",
						checked: value === "online",
						onChange: () => onChange("online"),
						"aria-describedby": "pay-online-hint"
					}), /* @__PURE__ */ jsxs("span", {
						className: "d_flex flex-d_column gap_0.5",
						children: [/* @__PURE__ */ jsx("span", {
							className: "fw_semibold",
							children: "پرداخت اینترنتی"
						}), /* @__PURE__ */ jsx("span", {
							id: "pay-online-hint",
							className: hint,
							children: "با همه کارت‌های بانکی عضو شتاب، در درگاه امن پرداخت"
						})]
					})]
				}),
				/* @__PURE__ */ jsxs("label", {
					className: radioCardClass,
					children: [/* @__PURE__ */ jsx("input", {
						type: "radio",
						name: "payment",
						value: "cod",
						checked: value === "cod",
						disabled: !codAllowed,
						onChange: () => onChange("cod"),
						"aria-describedby": "pay-cod-hint"
					}), /* @__PURE__ */ jsxs("span", {
						className: "d_flex flex-d_column gap_0.5",
						children: [/* @__PURE__ */ jsx("span", {
							className: "fw_semibold",
							children: "پرداخت در محل"
						}), /* @__PURE__ */ jsx("span", {
							id: "pay-cod-hint",
							className: hint,
							children: codAllowed ? "پرداخت هنگام تحویل کالا" : `${noCodStores.join("، ")} پرداخت در محل ندارد؛ این شیوه فقط وقتی ممکن است که همه فروشگاه‌های سبد آن را بپذیرند.`
						})]
					})]
				})
			]
		})]
	});
}
// src/features/checkout/use-place-order.ts
/**
* «ثبت سفارش و پرداخت»: POST /public/orders, then the gateway (online) or the order's status page
* (cash on delivery). The errors (409 sold out, 422…) are the page's to show, with their detail.
*/
function usePlaceOrder() {
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const attempt = useRef(null);
	const [leaving, setLeaving] = useState(false);
	async function continueWith(purchase) {
		setLeaving(true);
		for (const order of purchase.orders) queryClient.setQueryData(orderKeys.detail(order.id), order);
		queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
		if (purchase.payment_method === "online" && purchase.payment_url) try {
			const { redirect_url } = await startPayment(purchase.id);
			queryClient.invalidateQueries({
				queryKey: cartKeys.all,
				refetchType: "none"
			});
			window.location.assign(redirect_url);
			return;
		} catch (error) {
			toastError(errorDetail(error), "انتقال به درگاه پرداخت انجام نشد");
		}
		else toast({
			title: "سفارش شما ثبت شد",
			variant: "success"
		});
		await navigate({
			to: "/orders/$id/status",
			params: { id: String(purchase.orders[0].id) }
		});
		queryClient.invalidateQueries({ queryKey: cartKeys.all });
	}
	const mutation = useMutation({
		mutationFn: ({ body, key }) => createOrder(body, key),
		networkMode: "always",
		meta: { silentError: true },
		onSuccess: continueWith,
		onError: () => void queryClient.invalidateQueries({ queryKey: cartKeys.all })
	});
	function placeOrder(body) {
		if (mutation.isPending || leaving) return;
		const serialized = JSON.stringify(body);
		if (attempt.current?.body !== serialized) attempt.current = {
			key: newIdempotencyKey(),
			body: serialized
		};
		mutation.mutate({
			body,
			key: attempt.current.key
		});
	}
	return {
		placeOrder,
		pending: mutation.isPending || leaving,
		/** Placed: on the way to the gateway or the order's page. */
		leaving,
		error: mutation.isError ? mutation.error : null
	};
}
// src/features/checkout/checkout-form.tsx
/** /checkout once the cart and the choices are known: review, code, payment, note and submit. */
function CheckoutForm({ cart, selection, search }) {
	const online = useOnline();
	const [applied, setApplied] = useState(null);
	const check = useQuery({
		...discountCheckQueryOptions(cart.id, applied ?? "", cart.total),
		enabled: applied !== null
	});
	const [chosenMethod, setChosenMethod] = useState("online");
	const [note, setNote] = useState("");
	const [noteError, setNoteError] = useState(null);
	const { placeOrder, pending, leaving, error } = usePlaceOrder();
	const codAllowed = selection.noCodStores.length === 0 && selection.groups.every((group) => group.shipping);
	const paymentMethod = chosenMethod === "cod" && !codAllowed ? "online" : chosenMethod;
	const code = applied && check.data?.applies ? check.data : null;
	function submit() {
		const message = validationMessage(noteSchema, note);
		setNoteError(message);
		if (message || !selection.address) return;
		const body = {
			address_id: selection.address.id,
			shipping: selection.groups.flatMap((group) => group.method ? [{
				store_id: group.store.id,
				method: group.method
			}] : []),
			payment_method: paymentMethod,
			...code ? { discount_code: code.code } : {},
			...note.trim() ? { note: note.trim() } : {}
		};
		placeOrder(body);
	}
	return /* @__PURE__ */ jsxs("div", {
		className: pageGridClass,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "d_flex flex-d_column gap_4 min-w_0",
			children: [
				selection.blocked ? /* @__PURE__ */ jsxs("div", {
					role: "alert",
					className: "bg_danger.subtle c_danger.default p_4 bdr_card",
					children: [/* @__PURE__ */ jsx("p", {
						className: "mb_3",
						children: "برخی کالاهای سبد موجود نیستند یا موجودی کافی ندارند. پیش از ثبت سفارش، سبد خرید را اصلاح کنید."
					}), /* @__PURE__ */ jsx(Link, {
						to: "/cart",
						className: buttonClass({
							variant: "outline",
							size: "sm"
						}),
						children: "اصلاح سبد خرید"
					})]
				}) : null,
				/* @__PURE__ */ jsx(CheckoutShipments, {
					selection,
					search
				}),
				/* @__PURE__ */ jsx(DiscountCodeForm, {
					applied,
					check,
					onApply: setApplied,
					onRemove: () => setApplied(null)
				}),
				/* @__PURE__ */ jsx(PaymentMethodPicker, {
					value: paymentMethod,
					onChange: setChosenMethod,
					noCodStores: selection.noCodStores
				}),
				/* @__PURE__ */ jsx(NoteField, {
					value: note,
					onChange: setNote,
					error: noteError
				})
			]
		}), /* @__PURE__ */ jsx(CheckoutSummary, {
			itemsTotal: cart.total,
			shippingTotal: selection.shippingTotal,
			discount: code?.discount_amount ?? 0,
			online,
			pending,
			leaving,
			blocked: selection.blocked,
			error,
			onSubmit: submit
		})]
	});
}
// src/features/checkout/checkout-page.tsx
/** /checkout: the last step, with the address and shipping chosen on /shipping (kept in the URL). */
function CheckoutPage({ search }) {
	useDocumentTitle("بازبینی و پرداخت");
	const data = useCheckoutData(search);
	if (data.state === "pending") return /* @__PURE__ */ jsx(CheckoutSkeleton, {});
	if (data.state === "error") return /* @__PURE__ */ jsx(ErrorState, {
		error: data.error,
		onRetry: data.retry
	});
	if (!data.cart.items.length && !data.cart.bundles.length) return /* @__PURE__ */ jsx(EmptyCart, {});
	const { selection } = data;
	const needsChoices = !selection.address || selection.groups.some((group) => !group.option);
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_5",
		children: [
			/* @__PURE__ */ jsx(CheckoutSteps, { current: "checkout" }),
			/* @__PURE__ */ jsx("h1", {
				className: "fs_xl md:fs_2xl fw_black",
				children: "بازبینی و پرداخت"
			}),
			needsChoices ? /* @__PURE__ */ jsx(EmptyState, {
				title: "نشانی و شیوه ارسال کامل نیست",
				description: "پیش از پرداخت، نشانی تحویل و شیوه ارسال هر فروشگاه را انتخاب کنید.",
				action: /* @__PURE__ */ jsx(Link, {
					to: "/shipping",
					search,
					className: buttonClass(),
					children: "انتخاب نشانی و شیوه ارسال"
				})
			}) : /* @__PURE__ */ jsx(CheckoutForm, {
				cart: data.cart,
				selection,
				search
			})
		]
	});
}
// src/routes/_public/_authenticated/checkout.tsx?tsr-split=component---loader
function CheckoutRoute() {
	return /* @__PURE__ */ jsx(CheckoutPage, { search: Route.useSearch() });
}
var SplitLoader = ({ context: { queryClient } }) => prefetchCheckout(queryClient);
export { CheckoutRoute as component, SplitLoader as loader };

//# sourceMappingURL=checkout-CREX4a0a.js.map