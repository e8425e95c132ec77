import { i as newIdempotencyKey } from "./sdk-Dju50_5D.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import "./css-BNi8J5P3.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { ht as sellerOrderMoveKey, mt as orderMove } from "../entry-server.js";
import { t as ConfirmDialog } from "./confirm-dialog-C1TtQ4nj.js";
import { a as Root, i as Label, r as Input, t as ErrorText } from "./field-DXW4QFjt.js";
import { t as ORDER_STATUS_LABELS } from "./order-status-DfbtF8ax.js";
import { i as OrderShipping, n as OrderAddress, r as OrderPayment, t as OrderTotals } from "./order-totals-Cqb8I_DM.js";
import { useMutation, useMutationState } from "@tanstack/react-query";
import { useState } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// sdk/rules/order-moves.ts
var NEXT = {
	pending_payment: [
		"paid",
		"processing",
		"cancelled"
	],
	paid: ["processing", "cancelled"],
	processing: ["shipped", "cancelled"],
	shipped: ["delivered"],
	delivered: [],
	cancelled: []
};
function allowedMove(from, to, paymentMethod) {
	if (from === "pending_payment" && to === "processing") return paymentMethod === "cod";
	return NEXT[from].includes(to);
}
/** The statuses an order may move to from `from`, forward moves first and cancelling last. */
function nextStatuses(from, paymentMethod) {
	return NEXT[from].filter((to) => allowedMove(from, to, paymentMethod));
}
// src/ui/order/order-moves.tsx
var MOVE_LABELS = {
	pending_payment: "در انتظار پرداخت",
	paid: "ثبت پرداخت",
	processing: "شروع پردازش",
	shipped: "ثبت ارسال",
	delivered: "ثبت تحویل",
	cancelled: "لغو سفارش"
};
var row = "d_flex flex-wrap_wrap gap_2 ai_flex-end";
/** The moves still waiting to be sent for this order (offline, or restored after a reload). */
function useQueuedMoves(orderId) {
	return useMutationState({
		filters: {
			mutationKey: sellerOrderMoveKey,
			status: "pending"
		},
		select: (mutation) => mutation.state.variables
	}).filter((move) => move.orderId === orderId);
}
/**
* The order's next steps, on the seller's and the admin's order pages: one button per allowed
* move (spec: only the allowed transitions), a tracking code to mark it shipped, cancelling after
* a confirmation. Offline a move is queued and said so; a refusal shows the server's Persian
* message. The move names the order's own store (the contract's store_id); the server records
* who made it (the store or an admin).
*/
function OrderMoves({ order }) {
	const storeId = order.store.id;
	const mutation = useMutation({ mutationKey: sellerOrderMoveKey });
	const queued = useQueuedMoves(order.id);
	const [tracking, setTracking] = useState("");
	const [trackingError, setTrackingError] = useState(null);
	const [confirmCancel, setConfirmCancel] = useState(false);
	const next = nextStatuses(order.status, order.payment.method);
	/** Online the promise settles with the answer; offline the move is queued and it resolves at once. */
	const send = (status, trackingCode) => {
		const move = orderMove({
			orderId: order.id,
			storeId,
			status,
			trackingCode,
			idempotencyKey: newIdempotencyKey()
		});
		if (move.queued) {
			mutation.mutate(move);
			return Promise.resolve();
		}
		return mutation.mutateAsync(move);
	};
	const ship = (event) => {
		event.preventDefault();
		const code = tracking.trim();
		if (!code) {
			setTrackingError("برای ارسال سفارش، کد رهگیری مرسوله را وارد کنید");
			return;
		}
		setTrackingError(null);
		send("shipped", code).then(() => setTracking("")).catch(() => void 0);
	};
	const busy = mutation.isPending;
	const failed = mutation.isError && !(mutation.variables?.queued ?? false) ? errorDetail(mutation.error) : null;
	const refusal = failed ? /* @__PURE__ */ jsx("p", {
		role: "alert",
		className: "fs_sm c_danger.default",
		children: failed
	}) : null;
	if (queued.length > 0) {
		const last = queued[queued.length - 1];
		return /* @__PURE__ */ jsx("p", {
			role: "status",
			className: "fs_sm c_warning.default",
			children: `تغییر وضعیت به «${ORDER_STATUS_LABELS[last.status]}» در صف ارسال است و با برگشتن اتصال فرستاده می‌شود.`
		});
	}
	if (next.length === 0) return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
		className: "fs_sm c_fg.muted",
		children: "این سفارش مرحله دیگری ندارد."
	}), refusal] });
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_3",
		children: [
			next.includes("shipped") ? /* @__PURE__ */ jsxs("form", {
				noValidate: true,
				onSubmit: ship,
				className: row,
				children: [/* @__PURE__ */ jsxs(Root, {
					invalid: Boolean(trackingError),
					required: true,
					className: "flex_1 min-w_12rem",
					children: [
						/* @__PURE__ */ jsx(Label, { children: "کد رهگیری مرسوله" }),
						/* @__PURE__ */ jsx(Input, {
							value: tracking,
							dir: "ltr",
							onChange: (e) => setTracking(e.target.value)
						}),
						/* @__PURE__ */ jsx(ErrorText, { children: trackingError })
					]
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: busy,
					children: MOVE_LABELS.shipped
				})]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: row,
				children: [next.filter((status) => status !== "shipped" && status !== "cancelled").map((status) => /* @__PURE__ */ jsx(Button, {
					disabled: busy,
					onClick: () => void send(status).catch(() => void 0),
					children: MOVE_LABELS[status]
				}, status)), next.includes("cancelled") ? /* @__PURE__ */ jsx(Button, {
					variant: "outline",
					disabled: busy,
					onClick: () => setConfirmCancel(true),
					children: MOVE_LABELS.cancelled
				}) : null]
			}),
			refusal,
			/* @__PURE__ */ jsx(ConfirmDialog, {
				open: confirmCancel,
				onOpenChange: setConfirmCancel,
				title: "لغو سفارش",
				description: "با لغو سفارش، کالاهای آن به موجودی فروشگاه برمی‌گردد و اگر پرداخت شده باشد مبلغ به مشتری بازگردانده می‌شود. این کار برگشت‌پذیر نیست.",
				confirmLabel: "لغو سفارش",
				cancelLabel: "انصراف",
				destructive: true,
				onConfirm: () => send("cancelled")
			})
		]
	});
}
// src/ui/order/order-sheet.tsx
var panel = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_4 md:p_5 d_flex flex-d_column gap_3 min-w_0";
var orderColumn = "d_flex flex-d_column gap_4 min-w_0";
var orderColumns = "d_grid grid-tc_minmax(0,_1fr) lg:grid-tc_minmax(0,_1fr)_22rem gap_4 lg:gap_6 ai_start";
/** A titled box of the order page; the heading names the region for screen readers. */
function OrderPanel({ id, title, children }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		className: panel,
		children: [/* @__PURE__ */ jsx("h2", {
			id,
			className: "fw_bold",
			children: title
		}), children]
	});
}
/**
* The narrow column: the customer (and their note), the address, shipping, payment and the
* bill. `prefix` keeps each page's heading ids its own («seller-order», «admin-order»).
*/
function OrderSideFacts({ order, prefix }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs(OrderPanel, {
			id: `${prefix}-customer-title`,
			title: "مشتری",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "fs_sm",
				children: [
					order.customer.name ?? "بدون نام",
					"، ",
					/* @__PURE__ */ jsx("bdi", {
						dir: "ltr",
						children: toPersianDigits(order.customer.phone)
					})
				]
			}), order.customer_note ? /* @__PURE__ */ jsx("p", {
				className: "fs_sm white-space_pre-line c_fg.muted",
				children: order.customer_note
			}) : null]
		}),
		/* @__PURE__ */ jsx(OrderPanel, {
			id: `${prefix}-address-title`,
			title: "نشانی تحویل",
			children: /* @__PURE__ */ jsx(OrderAddress, { address: order.address })
		}),
		/* @__PURE__ */ jsx(OrderPanel, {
			id: `${prefix}-shipping-title`,
			title: "ارسال",
			children: /* @__PURE__ */ jsx(OrderShipping, { shipping: order.shipping })
		}),
		/* @__PURE__ */ jsx(OrderPanel, {
			id: `${prefix}-payment-title`,
			title: "پرداخت",
			children: /* @__PURE__ */ jsx(OrderPayment, { payment: order.payment })
		}),
		/* @__PURE__ */ jsx(OrderPanel, {
			id: `${prefix}-totals-title`,
			title: "صورت‌حساب",
			children: /* @__PURE__ */ jsx(OrderTotals, { order })
		})
	] });
}
export { OrderMoves as a, orderColumns as i, OrderSideFacts as n, nextStatuses as o, orderColumn as r, OrderPanel as t };

//# sourceMappingURL=order-sheet-B4NTM43F.js.map