import { a as cx } from "./css-BNi8J5P3.js";
import { c as orderQueryOptions, l as purchaseKeys, o as orderKeys, u as purchaseQueryOptions } from "./orders-CrhGnChu.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { K as ErrorState, y as Route } from "../entry-server.js";
import { t as StatusTimeline } from "./status-timeline-BDtTu0R_.js";
import { t as OrderHeader } from "./order-header-CUwsd8WW.js";
import { n as OrderPageSkeleton } from "./order-skeletons-sH79jRqh.js";
import { n as useStartPayment } from "./payments-CC2UHNha.js";
import { t as useCountdown } from "./use-countdown-D4dybwNQ.js";
import { n as OrderStatusBadge } from "./order-status-DfbtF8ax.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { a as shippingMethodLabel } from "./stores-CA1jN-Ll.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/orders/order-panel.ts
/** A card of the order status page (the purchase's orders, the timeline). */
var orderPanel = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_4 md:p_6 d_flex flex-d_column gap_4";
// src/features/orders/pay-panel.tsx
/** 754 → '۱۲:۳۴' */
function formatClock(seconds) {
	const minutes = Math.floor(seconds / 60);
	return toPersianDigits(`${minutes}:${String(seconds % 60).padStart(2, "0")}`);
}
/**
* An unpaid online order: «پرداخت» opens a new gateway attempt for its purchase, until the
* purchase expires (15 minutes after checkout), counted down here.
*/
function PayPanel({ order }) {
	const queryClient = useQueryClient();
	const until = order.expires_at ? Date.parse(order.expires_at) : null;
	const secondsLeft = useCountdown(until);
	const expired = until !== null && secondsLeft === 0;
	const start = useStartPayment();
	useEffect(() => {
		if (!expired) return;
		queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
		queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
	}, [
		expired,
		queryClient,
		order.id
	]);
	if (order.purchase_id === null) return null;
	const purchaseId = order.purchase_id;
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "pay-title",
		className: "d_flex flex-d_column sm:flex-d_row sm:ai_center jc_space-between gap_3 p_4 bdr_card bd-w_1px bd-c_warning.default bg_warning.subtle",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "d_flex flex-d_column gap_1",
			children: [/* @__PURE__ */ jsx("h2", {
				id: "pay-title",
				className: "fw_bold",
				children: "این سفارش در انتظار پرداخت است"
			}), until === null ? null : expired ? /* @__PURE__ */ jsx("p", {
				className: "fs_sm c_danger.default",
				children: "مهلت پرداخت به پایان رسید."
			}) : /* @__PURE__ */ jsxs("p", {
				className: "fs_sm",
				children: [
					"مهلت پرداخت:",
					" ",
					/* @__PURE__ */ jsx("span", {
						role: "timer",
						"aria-live": "off",
						className: "fw_bold ff-s_\"tnum\"",
						children: formatClock(secondsLeft)
					}),
					" ",
					"دقیقه؛ پس از آن سفارش لغو می‌شود."
				]
			})]
		}), /* @__PURE__ */ jsx(Button, {
			size: "lg",
			disabled: expired || start.isPending || start.isSuccess,
			onClick: () => start.mutate(purchaseId),
			children: start.isPending || start.isSuccess ? "در حال انتقال به درگاه..." : "پرداخت"
		})]
	});
}
// src/features/orders/payment-banner.tsx
var box = "d_flex flex-d_column gap_1 p_4 bdr_card bd-w_1px";
/** What the gateway said, from `?payment=success|failed` on the way back. */
function PaymentBanner({ result }) {
	if (result === "success") return /* @__PURE__ */ jsxs("div", {
		role: "status",
		className: cx(box, "bg_success.subtle bd-c_success.default"),
		children: [/* @__PURE__ */ jsx("p", {
			className: "fw_bold c_success.default",
			children: "پرداخت با موفقیت انجام شد"
		}), /* @__PURE__ */ jsx("p", {
			className: "fs_sm",
			children: "سفارش شما ثبت شد و فروشگاه به‌زودی آن را آماده می‌کند."
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		role: "alert",
		className: cx(box, "bg_danger.subtle bd-c_danger.default"),
		children: [/* @__PURE__ */ jsx("p", {
			className: "fw_bold c_danger.default",
			children: "پرداخت ناموفق بود"
		}), /* @__PURE__ */ jsx("p", {
			className: "fs_sm",
			children: "اگر مبلغی از حساب شما کم شده است، حداکثر تا ۷۲ ساعت به حساب‌تان بازمی‌گردد. تا پیش از پایان مهلت پرداخت می‌توانید دوباره پرداخت کنید."
		})]
	});
}
// src/features/orders/purchase-orders.tsx
var row = "d_flex jc_space-between ai_baseline gap_3 fs_sm";
var AMOUNT_LABELS = {
	paid: "مبلغ پرداخت‌شده",
	pending_payment: "مبلغ قابل پرداخت",
	cash_on_delivery: "مبلغ قابل پرداخت در محل",
	cancelled: "مبلغ خرید"
};
/**
* The checkout the order belongs to: one payment covers one order per store, so after paying
* the customer sees every order it made and the amount paid, whichever order the page is of.
*/
function PurchaseOrders({ purchase, current }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "purchase-title",
		className: orderPanel,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: "purchase-title",
				className: "fw_bold fs_lg",
				children: purchase.orders.length > 1 ? `سفارش‌های این خرید (${toPersianDigits(purchase.orders.length)})` : "این خرید"
			}),
			/* @__PURE__ */ jsx("ul", {
				className: "d_flex flex-d_column gap_2",
				children: purchase.orders.map((order) => /* @__PURE__ */ jsxs("li", {
					"data-testid": "purchase-order",
					className: "d_flex flex-wrap_wrap ai_center jc_space-between gap_2 pb_2 bd-b-w_1px bd-c_border.default",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "d_flex flex-d_column gap_0.5 min-w_0",
						children: [order.id === current ? /* @__PURE__ */ jsxs("span", {
							className: "fw_bold",
							children: ["سفارش ", toPersianDigits(order.id)]
						}) : /* @__PURE__ */ jsxs(Link, {
							to: "/orders/$id/status",
							params: { id: String(order.id) },
							className: "fw_bold c_accent.text",
							children: ["سفارش ", toPersianDigits(order.id)]
						}), /* @__PURE__ */ jsx("span", {
							className: "fs_sm c_fg.muted",
							children: order.store.name
						})]
					}), /* @__PURE__ */ jsxs("span", {
						className: "d_flex ai_center gap_2",
						children: [/* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status }), /* @__PURE__ */ jsx(Toman, { value: order.total })]
					})]
				}, order.id))
			}),
			/* @__PURE__ */ jsxs("dl", {
				className: "d_flex flex-d_column gap_2",
				children: [purchase.discount_amount > 0 ? /* @__PURE__ */ jsxs("div", {
					className: row,
					children: [/* @__PURE__ */ jsx("dt", { children: "تخفیف کد" }), /* @__PURE__ */ jsx("dd", {
						className: "c_success.default",
						children: /* @__PURE__ */ jsx(Toman, {
							value: purchase.discount_amount,
							negative: true
						})
					})]
				}) : null, /* @__PURE__ */ jsxs("div", {
					className: row,
					children: [/* @__PURE__ */ jsx("dt", {
						className: "fw_bold",
						children: AMOUNT_LABELS[purchase.status]
					}), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Toman, {
						value: purchase.payable,
						className: "fs_lg",
						"data-testid": "purchase-amount"
					}) })]
				})]
			})
		]
	});
}
// src/features/orders/tracking-code.tsx
/** A shipped order's carrier and tracking code, with a copy button. */
function TrackingCode({ shipping }) {
	const [copied, setCopied] = useState(false);
	const code = shipping.tracking_code;
	if (!code) return null;
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-wrap_wrap ai_center gap_2 p_3 bdr_control bg_bg.subtle fs_sm",
		children: [
			/* @__PURE__ */ jsxs("span", { children: [
				"کد رهگیری ",
				shippingMethodLabel(shipping.method),
				":"
			] }),
			/* @__PURE__ */ jsx("bdi", {
				dir: "ltr",
				className: "fw_bold ls_wide ov-wrap_anywhere",
				children: toPersianDigits(code)
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "link",
				size: "sm",
				onClick: () => void navigator.clipboard?.writeText(code).then(() => setCopied(true), () => setCopied(false)),
				children: copied ? "کپی شد" : "کپی"
			})
		]
	});
}
// src/features/orders/order-status-page.tsx
/** /orders/{id}/status: the gateway's verdict, the way to pay while unpaid, and the timeline. */
function OrderStatusPage({ id, payment }) {
	useDocumentTitle(`وضعیت سفارش ${toPersianDigits(id)}`);
	const query = useQuery(orderQueryOptions(id));
	const order = query.data;
	const purchaseId = order?.purchase_id ?? null;
	const purchase = useQuery({
		...purchaseQueryOptions(purchaseId ?? 0),
		enabled: purchaseId !== null
	});
	if (!order) return query.isError ? /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	}) : /* @__PURE__ */ jsx(OrderPageSkeleton, {});
	const payable = order.status === "pending_payment" && order.payment_url !== null;
	const shipped = order.status === "shipped" || order.status === "delivered";
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_5 max-w_3xl mx_auto",
		children: [
			/* @__PURE__ */ jsx(OrderHeader, {
				order,
				title: `وضعیت سفارش ${toPersianDigits(order.id)}`,
				actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
					to: "/orders/$id",
					params: { id: String(order.id) },
					className: buttonClass({
						variant: "outline",
						size: "sm"
					}),
					children: "جزئیات سفارش"
				}), /* @__PURE__ */ jsx(Link, {
					to: "/profile",
					className: buttonClass({
						variant: "ghost",
						size: "sm"
					}),
					children: "همه سفارش‌ها"
				})] })
			}),
			payment ? /* @__PURE__ */ jsx(PaymentBanner, { result: payment }) : null,
			payable ? /* @__PURE__ */ jsx(PayPanel, { order }) : null,
			purchase.data ? /* @__PURE__ */ jsx(PurchaseOrders, {
				purchase: purchase.data,
				current: order.id
			}) : null,
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "timeline-title",
				className: orderPanel,
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: "timeline-title",
						className: "fw_bold fs_lg",
						children: "مراحل سفارش"
					}),
					shipped ? /* @__PURE__ */ jsx(TrackingCode, { shipping: order.shipping }) : null,
					/* @__PURE__ */ jsx(StatusTimeline, { order })
				]
			})
		]
	});
}
// src/routes/_public/_authenticated/orders.$id.status.tsx?tsr-split=component
function OrderStatusRoute() {
	const { id } = Route.useParams();
	const { payment } = Route.useSearch();
	return /* @__PURE__ */ jsx(OrderStatusPage, {
		id: Number(id),
		payment
	});
}
export { OrderStatusRoute as component };

//# sourceMappingURL=orders._id.status-CfQdJbdd.js.map