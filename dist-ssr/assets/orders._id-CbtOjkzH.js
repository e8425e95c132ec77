import "./css-BNi8J5P3.js";
import { a as OrderMoves, i as orderColumns, n as OrderSideFacts, o as nextStatuses, r as orderColumn, t as OrderPanel } from "./order-sheet-B4NTM43F.js";
import { n as adminOrderQueryOptions } from "./orders-CrhGnChu.js";
import { b as toPersianDigits, r as formatDateTime } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { C as Route, K as ErrorState, dt as Loading } from "../entry-server.js";
import { t as OrderItems } from "./order-items-DLF-abXM.js";
import { n as ADMIN_ACTOR_LABELS } from "./order-labels-B5PDfENv.js";
import { t as StatusTimeline } from "./status-timeline-BDtTu0R_.js";
import { n as OrderStatusBadge } from "./order-status-DfbtF8ax.js";
import { t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { t as StaleNote } from "./stale-note-YkBkAc2u.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/admin/orders/admin-order-page.tsx
var muted = "c_fg.muted fs_sm";
/**
* /admin/orders/$id: any store's order as its seller sees it (items, customer, address,
* shipping, payment, totals, the history and who made each move), with the seller's status
* moves; the server records an admin's move as the admin's and writes it to the audit log.
*/
function AdminOrderPage({ id }) {
	const title = `سفارش ${toPersianDigits(id)}`;
	useDocumentTitle(title);
	const query = useQuery(adminOrderQueryOptions(id));
	const order = query.data;
	const back = /* @__PURE__ */ jsx(Link, {
		to: "/admin/orders",
		className: buttonClass({
			variant: "ghost",
			size: "sm"
		}),
		children: "بازگشت به سفارش‌ها"
	});
	if (!order) return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, {
		title,
		actions: back
	}), query.isError ? /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	}) : /* @__PURE__ */ jsx(Loading, {})] });
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_4",
		children: [
			/* @__PURE__ */ jsx(PanelHeader, {
				title,
				actions: back
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
						/* @__PURE__ */ jsxs(OrderPanel, {
							id: "admin-order-moves-title",
							title: "تغییر وضعیت",
							children: [nextStatuses(order.status, order.payment.method).length ? /* @__PURE__ */ jsx("p", {
								className: muted,
								children: "تغییری که اینجا می‌دهید به نام مدیر راسته در تاریخچهٔ سفارش و گزارش مدیریت ثبت می‌شود."
							}) : null, /* @__PURE__ */ jsx(OrderMoves, { order })]
						}),
						/* @__PURE__ */ jsx(OrderPanel, {
							id: "admin-order-items-title",
							title: "کالاها",
							children: /* @__PURE__ */ jsx(OrderItems, { items: order.items })
						}),
						/* @__PURE__ */ jsx(OrderPanel, {
							id: "admin-order-history-title",
							title: "تاریخچه سفارش",
							children: /* @__PURE__ */ jsx(StatusTimeline, {
								order,
								actors: ADMIN_ACTOR_LABELS
							})
						})
					]
				}), /* @__PURE__ */ jsxs("div", {
					className: orderColumn,
					children: [/* @__PURE__ */ jsx(OrderPanel, {
						id: "admin-order-store-title",
						title: "فروشگاه",
						children: /* @__PURE__ */ jsx("p", {
							className: "fs_sm",
							children: /* @__PURE__ */ jsx(Link, {
								to: "/admin/stores/$id",
								params: { id: String(order.store.id) },
								className: "c_accent.text td_underline",
								children: order.store.name
							})
						})
					}), /* @__PURE__ */ jsx(OrderSideFacts, {
						order,
						prefix: "admin-order"
					})]
				})]
			})
		]
	});
}
// src/routes/_authenticated/_admin/admin/orders.$id.tsx?tsr-split=component
function AdminOrderByIdPage() {
	const { id } = Route.useParams();
	return /* @__PURE__ */ jsx(AdminOrderPage, { id: Number(id) });
}
export { AdminOrderByIdPage as component };

//# sourceMappingURL=orders._id-CbtOjkzH.js.map