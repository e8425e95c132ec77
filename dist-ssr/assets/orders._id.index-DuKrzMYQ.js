import "./css-BNi8J5P3.js";
import { c as orderQueryOptions } from "./orders-CrhGnChu.js";
import { b as toPersianDigits } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { K as ErrorState, b as Route } from "../entry-server.js";
import { i as OrderShipping, n as OrderAddress, r as OrderPayment, t as OrderTotals } from "./order-totals-Cqb8I_DM.js";
import { t as OrderItems } from "./order-items-DLF-abXM.js";
import { t as OrderHeader } from "./order-header-CUwsd8WW.js";
import { n as OrderPageSkeleton } from "./order-skeletons-sH79jRqh.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/orders/order-details-page.tsx
var panel = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_4 md:p_5 d_flex flex-d_column gap_3 min-w_0";
function Panel({ id, title, children }) {
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
/** /orders/{id}: the order's items, address, shipping, payment and totals. */
function OrderDetailsPage({ id }) {
	useDocumentTitle(`سفارش ${toPersianDigits(id)}`);
	const query = useQuery(orderQueryOptions(id));
	const order = query.data;
	if (!order) return query.isError ? /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	}) : /* @__PURE__ */ jsx(OrderPageSkeleton, {});
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_5",
		children: [/* @__PURE__ */ jsx(OrderHeader, {
			order,
			title: `سفارش ${toPersianDigits(order.id)}`,
			actions: /* @__PURE__ */ jsx(Link, {
				to: "/orders/$id/status",
				params: { id: String(order.id) },
				className: buttonClass({ size: "sm" }),
				children: order.status === "pending_payment" && order.payment_url ? "پرداخت و پیگیری وضعیت" : "پیگیری وضعیت سفارش"
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "d_grid grid-tc_minmax(0,_1fr) lg:grid-tc_minmax(0,_1fr)_22rem gap_4 lg:gap_6 ai_start",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-d_column gap_4 min-w_0",
				children: [
					/* @__PURE__ */ jsx(Panel, {
						id: "order-items-title",
						title: "کالاها",
						children: /* @__PURE__ */ jsx(OrderItems, { items: order.items })
					}),
					/* @__PURE__ */ jsx(Panel, {
						id: "order-address-title",
						title: "نشانی تحویل",
						children: /* @__PURE__ */ jsx(OrderAddress, { address: order.address })
					}),
					order.customer_note ? /* @__PURE__ */ jsx(Panel, {
						id: "order-note-title",
						title: "توضیحات شما",
						children: /* @__PURE__ */ jsx("p", {
							className: "fs_sm white-space_pre-line",
							children: order.customer_note
						})
					}) : null
				]
			}), /* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-d_column gap_4",
				children: [
					/* @__PURE__ */ jsx(Panel, {
						id: "order-totals-title",
						title: "صورت‌حساب",
						children: /* @__PURE__ */ jsx(OrderTotals, { order })
					}),
					/* @__PURE__ */ jsx(Panel, {
						id: "order-payment-title",
						title: "پرداخت",
						children: /* @__PURE__ */ jsx(OrderPayment, { payment: order.payment })
					}),
					/* @__PURE__ */ jsx(Panel, {
						id: "order-shipping-title",
						title: "ارسال",
						children: /* @__PURE__ */ jsx(OrderShipping, { shipping: order.shipping })
					})
				]
			})]
		})]
	});
}
// src/routes/_public/_authenticated/orders.$id.index.tsx?tsr-split=component
function OrderDetailsRoute() {
	const { id } = Route.useParams();
	return /* @__PURE__ */ jsx(OrderDetailsPage, { id: Number(id) });
}
export { OrderDetailsRoute as component };

//# sourceMappingURL=orders._id.index-DuKrzMYQ.js.map