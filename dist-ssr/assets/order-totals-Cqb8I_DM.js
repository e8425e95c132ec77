import { b as toPersianDigits, r as formatDateTime } from "./fa-B46h81DH.js";
import "./css-BNi8J5P3.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { n as estimateLabel } from "./shipping-rules-1wqba-BN.js";
import { a as shippingMethodLabel } from "./stores-CA1jN-Ll.js";
import { i as PAYMENT_STATUS_LABELS, r as PAYMENT_METHOD_LABELS } from "./order-labels-B5PDfENv.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/order/order-facts.tsx
var list = "d_flex flex-d_column gap_2 fs_sm";
var term = "c_fg.muted";
function Fact({ term: label, children }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex jc_space-between gap_3",
		children: [/* @__PURE__ */ jsx("dt", {
			className: term,
			children: label
		}), /* @__PURE__ */ jsx("dd", {
			className: "ta_end min-w_0 ov-wrap_anywhere",
			children
		})]
	});
}
/** Where the order goes: the copy of the address taken at checkout. */
function OrderAddress({ address }) {
	const place = address.province === address.city ? address.city : `${address.province}، ${address.city}`;
	const extra = [address.plaque ? `پلاک ${toPersianDigits(address.plaque)}` : null, address.unit ? `واحد ${toPersianDigits(address.unit)}` : null].filter(Boolean);
	return /* @__PURE__ */ jsxs("address", {
		className: "font-style_normal d_flex flex-d_column gap_1 fs_sm",
		children: [
			/* @__PURE__ */ jsx("span", { children: [
				place,
				toPersianDigits(address.address_line),
				...extra
			].join("، ") }),
			/* @__PURE__ */ jsxs("span", {
				className: term,
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
				className: term,
				children: ["کد پستی: ", /* @__PURE__ */ jsx("bdi", {
					dir: "ltr",
					children: toPersianDigits(address.postal_code)
				})]
			})
		]
	});
}
/** How it travels: method, estimate, fee and the tracking code once shipped. */
function OrderShipping({ shipping }) {
	return /* @__PURE__ */ jsxs("dl", {
		className: list,
		children: [
			/* @__PURE__ */ jsx(Fact, {
				term: "شیوه ارسال",
				children: shippingMethodLabel(shipping.method)
			}),
			/* @__PURE__ */ jsx(Fact, {
				term: "زمان تحویل",
				children: estimateLabel(shipping.estimated_days_min, shipping.estimated_days_max)
			}),
			shipping.tracking_code ? /* @__PURE__ */ jsx(Fact, {
				term: "کد رهگیری",
				children: /* @__PURE__ */ jsx("bdi", {
					dir: "ltr",
					children: toPersianDigits(shipping.tracking_code)
				})
			}) : null
		]
	});
}
/** How it is paid: method, state, when, and the gateway's reference number. */
function OrderPayment({ payment }) {
	return /* @__PURE__ */ jsxs("dl", {
		className: list,
		children: [
			/* @__PURE__ */ jsx(Fact, {
				term: "شیوه پرداخت",
				children: PAYMENT_METHOD_LABELS[payment.method]
			}),
			/* @__PURE__ */ jsx(Fact, {
				term: "وضعیت پرداخت",
				children: PAYMENT_STATUS_LABELS[payment.status]
			}),
			payment.paid_at ? /* @__PURE__ */ jsx(Fact, {
				term: "زمان پرداخت",
				children: /* @__PURE__ */ jsx("time", {
					dateTime: payment.paid_at,
					children: formatDateTime(payment.paid_at)
				})
			}) : null,
			payment.reference ? /* @__PURE__ */ jsx(Fact, {
				term: "شماره پیگیری",
				children: /* @__PURE__ */ jsx("bdi", {
					dir: "ltr",
					children: toPersianDigits(payment.reference)
				})
			}) : null
		]
	});
}
// src/ui/order/order-totals.tsx
var row = "d_flex jc_space-between ai_baseline gap_3 fs_sm";
/** Items, the code's discount, shipping and the total of one order. */
function OrderTotals({ order }) {
	return /* @__PURE__ */ jsxs("dl", {
		className: "d_flex flex-d_column gap_2",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: row,
				children: [/* @__PURE__ */ jsx("dt", { children: "جمع کالاها" }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Toman, { value: order.subtotal }) })]
			}),
			order.discount_amount > 0 ? /* @__PURE__ */ jsxs("div", {
				className: row,
				children: [/* @__PURE__ */ jsx("dt", { children: "تخفیف" }), /* @__PURE__ */ jsx("dd", {
					className: "c_success.default",
					children: /* @__PURE__ */ jsx(Toman, {
						value: order.discount_amount,
						negative: true
					})
				})]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: row,
				children: [/* @__PURE__ */ jsx("dt", { children: "هزینه ارسال" }), /* @__PURE__ */ jsx("dd", { children: order.shipping_fee === 0 ? "رایگان" : /* @__PURE__ */ jsx(Toman, { value: order.shipping_fee }) })]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: row,
				children: [/* @__PURE__ */ jsx("dt", {
					className: "fw_bold",
					children: "مبلغ کل"
				}), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx(Toman, {
					value: order.total,
					className: "fs_lg"
				}) })]
			})
		]
	});
}
export { OrderShipping as i, OrderAddress as n, OrderPayment as r, OrderTotals as t };

//# sourceMappingURL=order-totals-Cqb8I_DM.js.map