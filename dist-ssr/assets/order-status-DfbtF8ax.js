import { ot as Badge } from "../entry-server.js";
import { jsx } from "react/jsx-runtime";
// src/ui/order-status.tsx
var ORDER_STATUS_LABELS = {
	pending_payment: "در انتظار پرداخت",
	paid: "پرداخت‌شده",
	processing: "در حال پردازش",
	shipped: "ارسال‌شده",
	delivered: "تحویل‌شده",
	cancelled: "لغوشده"
};
var TONES = {
	pending_payment: "warning",
	paid: "info",
	processing: "info",
	shipped: "subtle",
	delivered: "success",
	cancelled: "danger"
};
function OrderStatusBadge({ status }) {
	return /* @__PURE__ */ jsx(Badge, {
		size: "md",
		variant: TONES[status],
		children: ORDER_STATUS_LABELS[status]
	});
}
export { OrderStatusBadge as n, ORDER_STATUS_LABELS as t };

//# sourceMappingURL=order-status-DfbtF8ax.js.map