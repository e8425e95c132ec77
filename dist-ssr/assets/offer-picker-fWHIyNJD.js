import { i as newIdempotencyKey, o as unwrap } from "./sdk-Dju50_5D.js";
import { n as api } from "./api-DZa6-Wrr.js";
import { d as sellerOrderKeys } from "./orders-CrhGnChu.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as Combobox } from "./combobox-C_ZnWPt2.js";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { jsx } from "react/jsx-runtime";
// src/api/manual-orders.ts
/** The store's offers matching a phrase (the manual order's product picker), 20 at most. */
function manualOrderOffersQueryOptions(storeId, search) {
	return queryOptions({
		queryKey: [
			...sellerOrderKeys.all,
			"offers",
			storeId,
			search
		],
		queryFn: async ({ signal }) => {
			return (await unwrap(api.GET("/products/store/{store_id}/assignments", {
				params: {
					path: { store_id: storeId },
					query: {
						search: search || void 0,
						limit: 20
					}
				},
				signal
			}))).items;
		},
		staleTime: 1e4
	});
}
/** Records a manual order; the orders list and its badge are read again. */
function useCreateManualOrder() {
	const client = useQueryClient();
	return useMutation({
		mutationFn: (body) => unwrap(api.POST("/orders", {
			body,
			params: { header: { "Idempotency-Key": newIdempotencyKey() } }
		})),
		onSuccess: () => client.invalidateQueries({ queryKey: sellerOrderKeys.all })
	});
}
/** Adds an offer to an order that still waits for payment; the order is read again. */
function useOrderItemChanges(orderId, storeId) {
	const client = useQueryClient();
	const done = () => client.invalidateQueries({ queryKey: sellerOrderKeys.all });
	return {
		add: useMutation({
			mutationFn: (item) => unwrap(api.POST("/orders/{id}/items", {
				params: {
					path: { id: orderId },
					header: { "Idempotency-Key": newIdempotencyKey() }
				},
				body: item
			})),
			onSuccess: done
		}),
		remove: useMutation({
			mutationFn: (itemId) => unwrap(api.DELETE("/orders/{id}/items/{item_id}", { params: { path: {
				id: orderId,
				item_id: itemId
			} } })),
			onSuccess: done
		})
	};
}
// src/features/providers/orders/offer-picker.tsx
/** «نام کالا — ۱۲۰٬۰۰۰ تومان، موجودی ۵»: what the picker lists for an offer. */
function offerLabel(offer) {
	const stock = offer.is_available && offer.stock > 0 ? `موجودی ${formatNumber(offer.stock)}` : "ناموجود";
	return `${offer.product.name_fa} — ${formatNumber(offer.price)} تومان، ${stock}`;
}
/** The store's offers, searched as the seller types; choosing one hands it over (and clears the box). */
function OfferPicker({ storeId, onPick, invalid, label = "افزودن کالا" }) {
	const [search, setSearch] = useState("");
	const query = useQuery(manualOrderOffersQueryOptions(storeId, search.trim()));
	const offers = query.data ?? [];
	const items = offers.map((o) => ({
		value: String(o.id),
		label: offerLabel(o)
	}));
	return /* @__PURE__ */ jsx(Combobox, {
		label,
		items,
		onSearch: setSearch,
		loading: query.isFetching,
		value: null,
		invalid,
		placeholder: "نام کالا را بنویسید",
		onValueChange: (option) => {
			const offer = offers.find((o) => String(o.id) === option?.value);
			if (offer) onPick(offer);
		}
	});
}
export { useCreateManualOrder as n, useOrderItemChanges as r, OfferPicker as t };

//# sourceMappingURL=offer-picker-fWHIyNJD.js.map