import { o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { useMutation } from "@tanstack/react-query";
// src/api/payments.ts
/** Open a payment attempt for an unpaid purchase; the answer holds the gateway's address. */
function startPayment(purchaseId) {
	return unwrap(api.POST("/payments/{purchase_id}/start", { params: { path: { purchase_id: purchaseId } } }));
}
/** «پرداخت»: start an attempt and send the browser to the gateway (errors show the 'خطا' toast). */
function useStartPayment() {
	return useMutation({
		mutationFn: startPayment,
		networkMode: "always",
		onSuccess: ({ redirect_url }) => window.location.assign(redirect_url)
	});
}
export { useStartPayment as n, startPayment as t };

//# sourceMappingURL=payments-CC2UHNha.js.map