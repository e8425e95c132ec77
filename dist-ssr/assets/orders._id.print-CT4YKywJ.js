import "./css-BNi8J5P3.js";
import { f as sellerOrderQueryOptions } from "./orders-CrhGnChu.js";
import { b as toPersianDigits, r as formatDateTime, v as formatNumber } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { n as buttonClass, t as Button } from "./button-BQVJ5_gf.js";
import { K as ErrorState, dt as Loading, t as Route } from "../entry-server.js";
import { n as OrderAddress, t as OrderTotals } from "./order-totals-Cqb8I_DM.js";
import { n as Toman } from "./price-D8fzeTKM.js";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/providers/orders/packing-slip-page.tsx
var sheet = "bg_white c_black bd-w_1px bd-c_border.default bdr_card p_4 md:p_8 d_flex flex-d_column gap_5 max-w_3xl [@media_print]:bd-w_0 [@media_print]:p_0 [@media_print]:max-w_none";
var cell = "py_2 px_2 bd-b-w_1px bd-c_border.default ta_start";
var heading = "fw_bold fs_sm mb_1";
function SlipItems({ order }) {
	return /* @__PURE__ */ jsxs("table", {
		className: "w_full bd-cl_collapse fs_sm",
		children: [
			/* @__PURE__ */ jsx("caption", {
				className: "sr_true",
				children: "کالاهای سفارش"
			}),
			/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("th", {
					className: cell,
					children: "کالا"
				}),
				/* @__PURE__ */ jsx("th", {
					className: cell,
					children: "تعداد"
				}),
				/* @__PURE__ */ jsx("th", {
					className: cell,
					children: "قیمت واحد"
				}),
				/* @__PURE__ */ jsx("th", {
					className: cell,
					children: "جمع"
				})
			] }) }),
			/* @__PURE__ */ jsx("tbody", { children: order.items.map((item) => /* @__PURE__ */ jsxs("tr", { children: [
				/* @__PURE__ */ jsx("td", {
					className: cell,
					children: item.name
				}),
				/* @__PURE__ */ jsx("td", {
					className: cell,
					children: formatNumber(item.quantity)
				}),
				/* @__PURE__ */ jsx("td", {
					className: cell,
					children: /* @__PURE__ */ jsx(Toman, { value: item.unit_price })
				}),
				/* @__PURE__ */ jsx("td", {
					className: cell,
					children: /* @__PURE__ */ jsx(Toman, { value: item.total })
				})
			] }, item.id)) })
		]
	});
}
/** The slip itself: what goes in the parcel and where it goes, on one sheet. */
function PackingSlip({ order }) {
	return /* @__PURE__ */ jsxs("article", {
		"data-print-page": true,
		"aria-label": "برگه بسته‌بندی",
		className: sheet,
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "d_flex jc_space-between flex-wrap_wrap gap_3",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h1", {
					className: "fs_xl fw_black",
					children: order.store.name
				}), /* @__PURE__ */ jsx("p", {
					className: "fs_sm",
					children: "برگه بسته‌بندی"
				})] }), /* @__PURE__ */ jsxs("dl", {
					className: "fs_sm d_grid grid-tc_auto_auto gap_1_3",
					children: [
						/* @__PURE__ */ jsx("dt", { children: "شماره سفارش" }),
						/* @__PURE__ */ jsx("dd", { children: toPersianDigits(order.id) }),
						/* @__PURE__ */ jsx("dt", { children: "تاریخ ثبت" }),
						/* @__PURE__ */ jsx("dd", { children: formatDateTime(order.created_at) })
					]
				})]
			}),
			/* @__PURE__ */ jsxs("section", { children: [
				/* @__PURE__ */ jsx("h2", {
					className: heading,
					children: "گیرنده"
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "fs_sm",
					children: [
						"مشتری: ",
						order.customer.name ?? "بدون نام",
						"، ",
						/* @__PURE__ */ jsx("bdi", {
							dir: "ltr",
							children: toPersianDigits(order.customer.phone)
						})
					]
				}),
				/* @__PURE__ */ jsx(OrderAddress, { address: order.address })
			] }),
			/* @__PURE__ */ jsx(SlipItems, { order }),
			/* @__PURE__ */ jsx("div", {
				className: "max-w_22rem ms_auto w_full",
				children: /* @__PURE__ */ jsx(OrderTotals, { order })
			})
		]
	});
}
/** /providers/$storeId/orders/$id/print: the packing slip, with a print button (not printed). */
function PackingSlipPage({ storeId, id }) {
	useDocumentTitle(`برگه بسته‌بندی سفارش ${toPersianDigits(id)}`);
	const query = useQuery(sellerOrderQueryOptions(id, storeId));
	if (!query.data) return query.isError ? /* @__PURE__ */ jsx(ErrorState, {
		error: query.error,
		onRetry: () => void query.refetch()
	}) : /* @__PURE__ */ jsx(Loading, {});
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_4",
		children: [/* @__PURE__ */ jsxs("div", {
			"data-print-hidden": true,
			className: "d_flex gap_2 flex-wrap_wrap",
			children: [/* @__PURE__ */ jsx(Button, {
				onClick: () => window.print(),
				children: "چاپ برگه"
			}), /* @__PURE__ */ jsx(Link, {
				to: "/providers/$storeId/orders/$id",
				params: {
					storeId: String(storeId),
					id: String(id)
				},
				className: buttonClass({ variant: "ghost" }),
				children: "بازگشت به سفارش"
			})]
		}), /* @__PURE__ */ jsx(PackingSlip, { order: query.data })]
	});
}
// src/routes/_authenticated/_provider/providers/$storeId/orders.$id.print.tsx?tsr-split=component
function ProvidersByStoreIdOrdersByIdPrintPage() {
	const { storeId, id } = Route.useParams();
	return /* @__PURE__ */ jsx(PackingSlipPage, {
		storeId: Number(storeId),
		id: Number(id)
	});
}
export { ProvidersByStoreIdOrdersByIdPrintPage as component };

//# sourceMappingURL=orders._id.print-CT4YKywJ.js.map