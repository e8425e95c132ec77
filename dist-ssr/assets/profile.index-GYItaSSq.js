import { o as css } from "./css-BNi8J5P3.js";
import { s as orderListQueryOptions, t as ORDER_STATUSES } from "./orders-CrhGnChu.js";
import { t as pageCount } from "./page-search-D8yfZLof.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { K as ErrorState, O as Route } from "../entry-server.js";
import { n as OrderStatusBadge, t as ORDER_STATUS_LABELS } from "./order-status-DfbtF8ax.js";
import { t as Pagination } from "./pagination-D5h0oppW.js";
import { o as OrdersIcon } from "./shop-icons-CkopiUff.js";
import { b as toPersianDigits, n as formatDate, v as formatNumber } from "./fa-B46h81DH.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { t as orderListParams } from "./order-search-Dguy3KEa.js";
import { t as OrderListSkeleton } from "./order-skeletons-sH79jRqh.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/orders/order-card.tsx
var THUMBNAILS = 4;
/** One order in the orders tab: number, store, date, status, pictures, total and the ways in. */
function OrderCard({ order }) {
	const titleId = `order-${order.id}-title`;
	const params = { id: String(order.id) };
	const more = order.items.length - THUMBNAILS;
	return /* @__PURE__ */ jsxs("article", {
		"aria-labelledby": titleId,
		className: "d_flex flex-d_column gap_3 p_4 md:p_5 bg_bg.surface bd-w_1px bd-c_border.default bdr_card",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "d_flex jc_space-between ai_center gap_2",
				children: [/* @__PURE__ */ jsx("h2", {
					id: titleId,
					className: "fw_bold",
					children: /* @__PURE__ */ jsxs(Link, {
						to: "/orders/$id",
						params,
						className: "c_fg.default td_none hover:c_accent.text",
						children: ["سفارش ", toPersianDigits(order.id)]
					})
				}), /* @__PURE__ */ jsx(OrderStatusBadge, { status: order.status })]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "fs_sm c_fg.muted",
				children: [
					order.store.name,
					"، ",
					/* @__PURE__ */ jsx("time", {
						dateTime: order.created_at,
						children: formatDate(order.created_at)
					})
				]
			}),
			/* @__PURE__ */ jsxs("ul", {
				"aria-label": "کالاهای سفارش",
				className: "d_flex gap_2 ai_center",
				children: [order.items.slice(0, THUMBNAILS).map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(AppImage, {
					src: item.image_url,
					alt: item.name,
					title: item.name,
					width: 56,
					height: 56,
					className: "w_14 h_14 obj-f_contain bdr_control bg_bg.subtle"
				}) }, item.id)), more > 0 ? /* @__PURE__ */ jsx("li", {
					className: "fs_sm c_fg.muted",
					children: `+${formatNumber(more)}`
				}) : null]
			}),
			/* @__PURE__ */ jsxs("footer", {
				className: "d_flex flex-wrap_wrap jc_space-between ai_center gap_3 pt_3 bd-t-w_1px bd-c_border.default",
				children: [/* @__PURE__ */ jsxs("p", {
					className: "fs_sm",
					children: ["مبلغ کل: ", /* @__PURE__ */ jsx(Toman, { value: order.total })]
				}), /* @__PURE__ */ jsxs("div", {
					className: "d_flex gap_2",
					children: [/* @__PURE__ */ jsx(Link, {
						to: "/orders/$id",
						params,
						className: buttonClass({
							variant: "outline",
							size: "sm"
						}),
						children: "جزئیات"
					}), /* @__PURE__ */ jsx(Link, {
						to: "/orders/$id/status",
						params,
						className: buttonClass({
							variant: "subtle",
							size: "sm"
						}),
						children: order.status === "pending_payment" && order.payment_url ? "پرداخت" : "پیگیری وضعیت"
					})]
				})]
			})
		]
	});
}
// src/features/orders/status-filter.tsx
var chip = "d_inline-flex ai_center h_9 px_3.5 bdr_full bd-w_1px bd-c_border.strong bg_bg.surface fs_sm white-space_nowrap cursor_pointer hover:bd-c_accent.default pressed:bg_accent.default pressed:bd-c_accent.default pressed:c_accent.fg pressed:fw_semibold focusVisible:ring_2px_solid focusVisible:ring-c_accent.default focusVisible:ring-o_2px";
/** Chips that narrow the orders tab to one status («همه» shows every order). */
function StatusFilter({ value, onChange }) {
	const options = [{
		status: void 0,
		label: "همه"
	}, ...ORDER_STATUSES.map((status) => ({
		status,
		label: ORDER_STATUS_LABELS[status]
	}))];
	return /* @__PURE__ */ jsxs("fieldset", {
		className: "min-w_0",
		children: [/* @__PURE__ */ jsx("legend", {
			className: "sr_true",
			children: "نمایش بر اساس وضعیت"
		}), /* @__PURE__ */ jsx("div", {
			className: "d_flex gap_2 ov-x_auto pb_1 scr-bar-w_thin",
			children: options.map((option) => /* @__PURE__ */ jsx("button", {
				type: "button",
				className: chip,
				"aria-pressed": option.status === value,
				onClick: () => option.status !== value && onChange(option.status),
				children: option.label
			}, option.label))
		})]
	});
}
// src/features/orders/orders-list-page.tsx
/** /profile, the orders tab: the customer's orders, newest first, 20 a page, narrowed by status. */
function OrdersListPage({ search, onSearchChange }) {
	useDocumentTitle("سفارش‌های من");
	const list = useQuery({
		...orderListQueryOptions(orderListParams(search)),
		placeholderData: keepPreviousData
	});
	const status = search.status;
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_4",
		children: [
			/* @__PURE__ */ jsx("h1", {
				className: "fs_xl md:fs_2xl fw_black",
				children: "سفارش‌های من"
			}),
			/* @__PURE__ */ jsx(StatusFilter, {
				value: status,
				onChange: (next) => onSearchChange({ status: next })
			}),
			list.data ? list.data.items.length ? /* @__PURE__ */ jsxs("div", {
				className: css({ opacity: list.isPlaceholderData ? .6 : 1 }),
				"aria-busy": list.isPlaceholderData,
				children: [/* @__PURE__ */ jsx("ul", {
					className: "d_flex flex-d_column gap_3",
					children: list.data.items.map((order) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(OrderCard, { order }) }, order.id))
				}), /* @__PURE__ */ jsx(Pagination, {
					page: search.page ?? 1,
					totalPages: pageCount(list.data.total, 20),
					onPageChange: (page) => onSearchChange({
						status,
						page: page > 1 ? page : void 0
					})
				})]
			}) : status ? /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(OrdersIcon, {}),
				title: `سفارش «${ORDER_STATUS_LABELS[status]}» ندارید`,
				action: /* @__PURE__ */ jsx(Button, {
					variant: "outline",
					onClick: () => onSearchChange({}),
					children: "نمایش همه سفارش‌ها"
				})
			}) : /* @__PURE__ */ jsx(EmptyState, {
				icon: /* @__PURE__ */ jsx(OrdersIcon, {}),
				title: "هنوز سفارشی ثبت نکرده‌اید",
				description: "سفارش‌های شما و وضعیت هر کدام اینجا نمایش داده می‌شود.",
				action: /* @__PURE__ */ jsx(Link, {
					to: "/products",
					className: buttonClass(),
					children: "مشاهده محصولات"
				})
			}) : list.isError ? /* @__PURE__ */ jsx(ErrorState, {
				error: list.error,
				onRetry: () => void list.refetch()
			}) : /* @__PURE__ */ jsx(OrderListSkeleton, {})
		]
	});
}
// src/routes/_public/_authenticated/profile.index.tsx?tsr-split=component
function OrdersRoute() {
	const search = Route.useSearch();
	const navigate = Route.useNavigate();
	return /* @__PURE__ */ jsx(OrdersListPage, {
		search,
		onSearchChange: (next) => navigate({
			search: next,
			resetScroll: false
		})
	});
}
export { OrdersRoute as component };

//# sourceMappingURL=profile.index-GYItaSSq.js.map