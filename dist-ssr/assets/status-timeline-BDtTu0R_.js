import { a as cx, o as css } from "./css-BNi8J5P3.js";
import { r as formatDateTime } from "./fa-B46h81DH.js";
import { t as ORDER_STATUS_LABELS } from "./order-status-DfbtF8ax.js";
import { t as ACTOR_LABELS } from "./order-labels-B5PDfENv.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/order/order-steps.ts
var HAPPY_PATH = [
	"pending_payment",
	"paid",
	"processing",
	"shipped",
	"delivered"
];
/** The steps still ahead of an order that is going well (cash on delivery skips «پرداخت‌شده»). */
function upcomingSteps(order) {
	if (order.status === "cancelled" || order.status === "delivered") return [];
	const path = order.payment.method === "cod" ? HAPPY_PATH.filter((status) => status !== "paid") : HAPPY_PATH;
	return path.slice(path.indexOf(order.status) + 1);
}
// src/ui/order/status-timeline.tsx
var row = "d_flex gap_3 min-h_16";
var rail = "d_flex flex-d_column ai_center flex-sh_0 pt_1";
var dot = "w_3.5 h_3.5 bdr_full bd-w_2px flex-sh_0";
var doneDot = "bg_accent.default bd-c_accent.default";
var lastDot = "bx-sh_0_0_0_4px_{colors.accent.muted}";
var cancelledDot = "bg_danger.default bd-c_danger.default";
var nextDot = "bg_bg.surface bd-c_border.strong";
var line = "flex_1 w_2px bg_border.default my_1";
/** The order's timeline: each change it went through, oldest first, then the steps still ahead. */
function StatusTimeline({ order, actors = ACTOR_LABELS }) {
	const history = order.status_history;
	const upcoming = upcomingSteps(order);
	const total = history.length + upcoming.length;
	return /* @__PURE__ */ jsxs("ol", {
		"aria-label": "مراحل سفارش",
		className: "d_flex flex-d_column",
		children: [history.map((event, index) => {
			const latest = index === history.length - 1;
			return /* @__PURE__ */ jsxs("li", {
				className: row,
				"aria-current": latest ? "step" : void 0,
				children: [/* @__PURE__ */ jsxs("span", {
					className: rail,
					children: [/* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: cx(dot, event.status === "cancelled" ? cancelledDot : doneDot, latest && lastDot)
					}), index < total - 1 ? /* @__PURE__ */ jsx("span", {
						"aria-hidden": "true",
						className: line
					}) : null]
				}), /* @__PURE__ */ jsxs("div", {
					className: "d_flex flex-d_column gap_0.5 pb_4",
					children: [
						/* @__PURE__ */ jsx("span", {
							className: css({ fontWeight: latest ? "bold" : "semibold" }),
							children: ORDER_STATUS_LABELS[event.status]
						}),
						/* @__PURE__ */ jsxs("time", {
							dateTime: event.at,
							className: "fs_sm c_fg.muted",
							children: [formatDateTime(event.at), /* @__PURE__ */ jsxs("span", {
								className: "c_fg.subtle",
								children: ["، ", actors[event.by]]
							})]
						}),
						event.note ? /* @__PURE__ */ jsx("p", {
							className: "fs_sm",
							children: event.note
						}) : null
					]
				})]
			}, index);
		}), upcoming.map((status, index) => /* @__PURE__ */ jsxs("li", {
			className: row,
			children: [/* @__PURE__ */ jsxs("span", {
				className: rail,
				children: [/* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: cx(dot, nextDot)
				}), history.length + index < total - 1 ? /* @__PURE__ */ jsx("span", {
					"aria-hidden": "true",
					className: line
				}) : null]
			}), /* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-d_column gap_0.5 pb_4 c_fg.subtle",
				children: [/* @__PURE__ */ jsx("span", { children: ORDER_STATUS_LABELS[status] }), /* @__PURE__ */ jsx("span", {
					className: "fs_sm",
					children: "هنوز انجام نشده"
				})]
			})]
		}, status))]
	});
}
export { StatusTimeline as t };

//# sourceMappingURL=status-timeline-BDtTu0R_.js.map