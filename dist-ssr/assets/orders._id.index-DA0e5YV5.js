import "./css-BNi8J5P3.js";
import { f as sellerOrderQueryOptions } from "./orders-CrhGnChu.js";
import { b as toPersianDigits, r as formatDateTime, v as formatNumber } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { K as ErrorState, dt as Loading, n as Route } from "../entry-server.js";
import { t as OrderItems } from "./order-items-DLF-abXM.js";
import { a as SELLER_ACTOR_LABELS } from "./order-labels-B5PDfENv.js";
import { a as OrderMoves, i as orderColumns, n as OrderSideFacts, r as orderColumn, t as OrderPanel } from "./order-sheet-B4NTM43F.js";
import { t as StatusTimeline } from "./status-timeline-BDtTu0R_.js";
import { n as OrderStatusBadge } from "./order-status-DfbtF8ax.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { t as StaleNote } from "./stale-note-YkBkAc2u.js";
import { r as useOrderItemChanges, t as OfferPicker } from "./offer-picker-fWHIyNJD.js";
import { t as errorDetail } from "./errors-BJLin2ZF.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/orders/order-item-editor.tsx
/**
* A manual order's items while it waits for payment: add one of the store's offers, or remove a
* line (the stock goes back). The server refuses a paid order or a customer's own checkout.
*/
function OrderItemEditor({ order, storeId }) {
	const { add, remove } = useOrderItemChanges(order.id, storeId);
	const error = add.error ?? remove.error;
	const busy = add.isPending || remove.isPending;
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_3",
		children: [
			/* @__PURE__ */ jsx("ul", {
				"aria-label": "ویرایش کالاهای سفارش",
				className: "d_flex flex-d_column gap_2",
				children: order.items.map((item) => /* @__PURE__ */ jsxs("li", {
					className: "d_flex ai_center jc_space-between gap_3",
					children: [/* @__PURE__ */ jsxs("span", {
						className: "fs_sm min-w_0 ov-wrap_anywhere",
						children: [
							/* @__PURE__ */ jsx("bdi", { children: item.name }),
							" × ",
							formatNumber(item.quantity)
						]
					}), /* @__PURE__ */ jsx(Button, {
						type: "button",
						variant: "ghost",
						size: "sm",
						disabled: busy || order.items.length === 1,
						title: order.items.length === 1 ? "سفارش دست‌کم یک کالا دارد؛ برای کنار گذاشتن آن، سفارش را لغو کنید" : void 0,
						"aria-label": `حذف ${item.name} از سفارش`,
						onClick: () => remove.mutate(item.id),
						children: "حذف"
					})]
				}, item.id))
			}),
			/* @__PURE__ */ jsx(OfferPicker, {
				storeId,
				label: "افزودن کالا به سفارش",
				onPick: (offer) => add.mutate({
					product_store_id: offer.id,
					quantity: 1
				})
			}),
			error ? /* @__PURE__ */ jsx("p", {
				role: "alert",
				className: "c_fg.error fs_sm",
				children: errorDetail(error)
			}) : null
		]
	});
}
// src/features/providers/orders/seller-order-page.tsx
/**
* /providers/$storeId/orders/$id: what to pack and where to send it (items, customer, address,
* shipping, payment, totals), the order's history, and its next status moves.
*/
function SellerOrderPage({ storeId, id }) {
	const title = `سفارش ${toPersianDigits(id)}`;
	useDocumentTitle(title);
	const query = useQuery(sellerOrderQueryOptions(id, storeId));
	const order = query.data;
	const params = {
		storeId: String(storeId),
		id: String(id)
	};
	if (!order) return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, { title }), query.isError ? /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	}) : /* @__PURE__ */ jsx(Loading, {})] });
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_4",
		children: [
			/* @__PURE__ */ jsx(PanelHeader, {
				title,
				actions: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Link, {
					to: "/providers/$storeId/orders",
					params,
					className: buttonClass({
						variant: "ghost",
						size: "sm"
					}),
					children: "بازگشت به سفارش‌ها"
				}), /* @__PURE__ */ jsx(Link, {
					to: "/providers/$storeId/orders/$id/print",
					params,
					className: buttonClass({
						variant: "outline",
						size: "sm"
					}),
					children: "برگه بسته‌بندی"
				})] })
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-wrap_wrap ai_center gap_3 fs_sm",
				children: [/* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status }), /* @__PURE__ */ jsxs("span", {
					className: "c_fg.muted",
					children: ["ثبت در ", /* @__PURE__ */ jsx("time", {
						dateTime: order.created_at,
						children: formatDateTime(order.created_at)
					})]
				})]
			}),
			/* @__PURE__ */ jsx(StaleNote, { updatedAt: query.dataUpdatedAt }),
			/* @__PURE__ */ jsxs("div", {
				className: orderColumns,
				children: [/* @__PURE__ */ jsxs("div", {
					className: orderColumn,
					children: [
						/* @__PURE__ */ jsx(OrderPanel, {
							id: "seller-order-moves-title",
							title: "تغییر وضعیت",
							children: /* @__PURE__ */ jsx(OrderMoves, { order })
						}),
						/* @__PURE__ */ jsx(OrderPanel, {
							id: "seller-order-items-title",
							title: "کالاها",
							children: /* @__PURE__ */ jsx(OrderItems, { items: order.items })
						}),
						order.status === "pending_payment" && order.purchase_id === null ? /* @__PURE__ */ jsx(OrderPanel, {
							id: "seller-order-edit-title",
							title: "تغییر کالاهای سفارش دستی",
							children: /* @__PURE__ */ jsx(OrderItemEditor, {
								order,
								storeId
							})
						}) : null,
						/* @__PURE__ */ jsx(OrderPanel, {
							id: "seller-order-history-title",
							title: "تاریخچه سفارش",
							children: /* @__PURE__ */ jsx(StatusTimeline, {
								order,
								actors: SELLER_ACTOR_LABELS
							})
						})
					]
				}), /* @__PURE__ */ jsx("div", {
					className: orderColumn,
					children: /* @__PURE__ */ jsx(OrderSideFacts, {
						order,
						prefix: "seller-order"
					})
				})]
			})
		]
	});
}
// src/routes/_authenticated/_provider/providers/$storeId/orders.$id.index.tsx?tsr-split=component
function ProvidersByStoreIdOrdersByIdPage() {
	const { storeId, id } = Route.useParams();
	return /* @__PURE__ */ jsx(SellerOrderPage, {
		storeId: Number(storeId),
		id: Number(id)
	});
}
export { ProvidersByStoreIdOrdersByIdPage as component };

//# sourceMappingURL=orders._id.index-DA0e5YV5.js.map