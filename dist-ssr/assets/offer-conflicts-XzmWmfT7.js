import { i as newIdempotencyKey } from "./sdk-Dju50_5D.js";
import { n as useOnline } from "./empty-state-DjUFJLUD.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { a as formatPrice, v as formatNumber } from "./fa-B46h81DH.js";
import { o as css } from "./css-BNi8J5P3.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { Ct as conflictId, St as baseOf, Tt as removeConflict, _t as invalidateSellerProducts, bt as updateConflicts, gt as conflictsQueryOptions, vt as offerEdit, wt as keepMine, xt as OfferConflictError, yt as sellerProductKeys } from "../entry-server.js";
import { a as Root, t as Body } from "./card-bpa1A8uH.js";
import { t as NumberInput } from "./number-input-C6ImeEwP.js";
import { d as setOfferAvailability } from "./seller-products-CoFA4abM.js";
import { useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { Field } from "@ark-ui/react/field";
// src/features/providers/products/offer-cells.tsx
var LABELS = {
	price: "قیمت",
	stock: "موجودی"
};
/** The edits still waiting to be sent (offline, or restored after a reload), in the order made. */
function useQueuedEdits() {
	return useMutationState({
		filters: {
			mutationKey: sellerProductKeys.edit(),
			status: "pending"
		},
		select: (mutation) => mutation.state.variables
	});
}
var offerTarget = (offer) => ({
	productId: offer.product_id,
	storeId: offer.store_id,
	name: offer.product.name_fa,
	price: offer.price,
	stock: offer.stock
});
function OfferValueInput({ offer, field, queued, label: visibleLabel }) {
	const mutation = useMutation({ mutationKey: sellerProductKeys.edit() });
	const shown = baseOf(offer[field], queued, offer.productId, offer.storeId, field);
	const [value, setValue] = useState(shown);
	const [error, setError] = useState(null);
	useEffect(() => setValue(shown), [shown]);
	const waiting = queued.some((e) => e.productId === offer.productId && e.storeId === offer.storeId && e.field === field);
	const label = `${LABELS[field]} «${offer.name}»`;
	const commit = () => {
		const next = value ?? 0;
		if (next === shown) return;
		if (field === "price" && next < 1) {
			setError("قیمت باید بیشتر از صفر باشد");
			return;
		}
		setError(null);
		const edit = offerEdit({
			productId: offer.productId,
			storeId: offer.storeId,
			field,
			value: next,
			expected: shown,
			name: offer.name,
			idempotencyKey: newIdempotencyKey()
		});
		mutation.mutate(edit, { onError: (caught) => {
			if (!(caught instanceof OfferConflictError)) setError(errorDetail(caught) ?? "ذخیره نشد");
			setValue(shown);
		} });
	};
	return /* @__PURE__ */ jsxs(Field.Root, {
		invalid: Boolean(error),
		className: "d_flex flex-d_column gap_1",
		children: [
			visibleLabel ? /* @__PURE__ */ jsx(Field.Label, {
				className: "fw_medium",
				children: visibleLabel
			}) : null,
			/* @__PURE__ */ jsx(NumberInput, {
				"aria-label": visibleLabel ? void 0 : label,
				value,
				onValueChange: setValue,
				min: field === "price" ? 1 : 0,
				toman: field === "price",
				onBlur: commit,
				onKeyDown: (event) => {
					if (event.key === "Enter") commit();
				},
				className: css({
					minW: field === "price" ? "9rem" : "5rem",
					maxW: "12rem"
				})
			}),
			waiting ? /* @__PURE__ */ jsx("span", {
				className: "fs_xs c_warning.default",
				children: "در صف ارسال"
			}) : mutation.isPending ? /* @__PURE__ */ jsx("span", {
				className: "fs_xs c_fg.muted",
				children: "در حال ذخیره…"
			}) : null,
			error ? /* @__PURE__ */ jsx("span", {
				role: "alert",
				className: "fs_xs c_danger.default",
				children: error
			}) : null
		]
	});
}
/** The offer's «موجود برای فروش» switch: an unavailable offer cannot be bought (stock stays as it is). */
function AvailabilitySwitch({ offer }) {
	const queryClient = useQueryClient();
	const [error, setError] = useState(null);
	const mutation = useMutation({
		mutationFn: (next) => setOfferAvailability(offer.product_id, offer.store_id, next),
		meta: { silentError: true },
		onSuccess: () => invalidateSellerProducts(queryClient),
		onError: (caught) => setError(errorDetail(caught) ?? "ذخیره نشد")
	});
	const checked = mutation.isPending ? Boolean(mutation.variables) : offer.is_available;
	return /* @__PURE__ */ jsxs("span", {
		className: "d_inline-flex flex-d_column gap_1",
		children: [/* @__PURE__ */ jsxs("label", {
			className: "d_inline-flex ai_center gap_2 cursor_pointer",
			children: [/* @__PURE__ */ jsx("input", {
				type: "checkbox",
				role: "switch",
				checked,
				"aria-checked": checked,
				disabled: mutation.isPending,
				"aria-label": `فروش «${offer.product.name_fa}»`,
				onChange: (event) => {
					setError(null);
					mutation.mutate(event.currentTarget.checked);
				},
				className: "w_5 h_5 ac-c_accent.default"
			}), /* @__PURE__ */ jsx("span", { children: checked ? "فعال" : "غیرفعال" })]
		}), error ? /* @__PURE__ */ jsx("span", {
			role: "alert",
			className: "fs_xs c_danger.default",
			children: error
		}) : null]
	});
}
// src/features/providers/products/offer-conflicts.tsx
var shown = (conflict, value) => conflict.edit.field === "price" ? formatPrice(value) : formatNumber(value);
/**
* The edits the server refused because its value changed meanwhile (a sale took stock): each
* shows the seller's value and the server's, and nothing happens until the seller chooses.
*/
function OfferConflicts({ storeId }) {
	const queryClient = useQueryClient();
	const { data } = useQuery(conflictsQueryOptions(queryClient));
	const online = useOnline();
	const mutation = useMutation({ mutationKey: sellerProductKeys.edit() });
	const conflicts = (data ?? []).filter((c) => c.edit.storeId === storeId);
	if (conflicts.length === 0) return null;
	const resolve = (conflict, mine) => {
		updateConflicts(queryClient, (list) => removeConflict(list, conflictId(conflict)));
		if (mine) mutation.mutate(keepMine(conflict, newIdempotencyKey(), !online));
		else invalidateSellerProducts(queryClient);
	};
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "offer-conflicts-title",
		className: "d_flex flex-d_column gap_3 mb_4",
		children: [/* @__PURE__ */ jsx("h2", {
			id: "offer-conflicts-title",
			className: "fs_md fw_bold c_danger.default",
			children: "تغییرهایی که نیاز به تصمیم شما دارند"
		}), conflicts.map((conflict) => {
			const what = conflict.edit.field === "price" ? "قیمت" : "موجودی";
			return /* @__PURE__ */ jsx(Root, {
				size: "sm",
				role: "group",
				"aria-label": `${what} «${conflict.edit.name}»`,
				children: /* @__PURE__ */ jsxs(Body, {
					className: "d_flex flex-d_column gap_2",
					children: [
						/* @__PURE__ */ jsx("p", {
							className: "fw_medium",
							children: conflict.edit.name
						}),
						/* @__PURE__ */ jsx("p", {
							className: "fs_sm c_fg.muted",
							children: `${what} این کالا پس از تغییر شما در فروشگاه عوض شده است (مثلاً با یک فروش). هیچ‌کدام جایگزین دیگری نشده است؛ یکی را انتخاب کنید.`
						}),
						/* @__PURE__ */ jsxs("dl", {
							className: "d_grid grid-tc_auto_1fr gap_1 cg_3",
							children: [
								/* @__PURE__ */ jsx("dt", { children: `${what} شما:` }),
								/* @__PURE__ */ jsx("dd", {
									className: "fw_bold",
									children: shown(conflict, conflict.edit.value)
								}),
								/* @__PURE__ */ jsx("dt", { children: `${what} فعلی فروشگاه:` }),
								/* @__PURE__ */ jsx("dd", {
									className: "fw_bold",
									children: shown(conflict, conflict.current)
								})
							]
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "d_flex flex-wrap_wrap gap_2",
							children: [/* @__PURE__ */ jsx(Button, {
								size: "sm",
								onClick: () => resolve(conflict, true),
								children: `ثبت ${what} من (${shown(conflict, conflict.edit.value)})`
							}), /* @__PURE__ */ jsx(Button, {
								size: "sm",
								variant: "outline",
								onClick: () => resolve(conflict, false),
								children: `پذیرفتن ${what} فروشگاه (${shown(conflict, conflict.current)})`
							})]
						})
					]
				})
			}, conflictId(conflict));
		})]
	});
}
export { useQueuedEdits as a, offerTarget as i, AvailabilitySwitch as n, OfferValueInput as r, OfferConflicts as t };

//# sourceMappingURL=offer-conflicts-XzmWmfT7.js.map