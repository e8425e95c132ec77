import { c as storeListParams, l as storeListQueryOptions } from "./stores-CA1jN-Ll.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as EmptyState } from "./empty-state-DjUFJLUD.js";
import { t as PagedCardPage } from "./paged-card-page-rrli4sBI.js";
import { a as MapPinIcon, l as StoreIcon } from "./shop-icons-CkopiUff.js";
import "./css-BNi8J5P3.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { j as Route } from "../entry-server.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/stores/store-card.tsx
var card = "pos_relative d_flex flex-d_column h_full bg_bg.surface bd-w_1px bd-c_border.default bdr_card ov_hidden td_none c_fg.default trs_box-shadow_0.15s hover:bx-sh_card";
/** A store in the list: banner, logo, name, city and how many products it offers. */
function StoreCard({ store }) {
	return /* @__PURE__ */ jsxs(Link, {
		to: "/stores/$storeId",
		params: { storeId: String(store.id) },
		className: card,
		children: [/* @__PURE__ */ jsx(AppImage, {
			src: store.banner_url,
			alt: "",
			width: 480,
			height: 120,
			className: "w_full asp_4_/_1 obj-f_cover bg_bg.subtle d_block"
		}), /* @__PURE__ */ jsxs("div", {
			className: "d_flex gap_3 px_4 pb_4 mt_-6 flex_1",
			children: [/* @__PURE__ */ jsx(AppImage, {
				src: store.logo_url,
				alt: "",
				width: 56,
				height: 56,
				className: "w_14 h_14 flex-sh_0 bdr_full obj-f_cover bg_bg.surface bd-w_3px bd-c_bg.surface bx-sh_card"
			}), /* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-d_column gap_1 pt_7 min-w_0",
				children: [
					/* @__PURE__ */ jsx("h2", {
						className: "fw_bold trunc_true",
						children: store.name
					}),
					/* @__PURE__ */ jsxs("p", {
						className: "d_flex ai_center gap_1 fs_xs c_fg.muted",
						children: [
							/* @__PURE__ */ jsx(MapPinIcon, {}),
							`${store.city}،`,
							formatNumber(store.product_count),
							" کالا"
						]
					}),
					store.description ? /* @__PURE__ */ jsx("p", {
						className: "fs_sm c_fg.muted lc_2 mt_1",
						children: store.description
					}) : null
				]
			})]
		})]
	});
}
// src/features/stores/store-list-page.tsx
/** /stores: the verified stores, newest first, 100 a page (spec section 9). */
function StoreListPage({ page, onPageChange }) {
	useDocumentTitle("فروشگاه‌ها");
	const list = useQuery({
		...storeListQueryOptions(storeListParams(page)),
		placeholderData: keepPreviousData
	});
	return /* @__PURE__ */ jsx(PagedCardPage, {
		title: "فروشگاه‌های راسته",
		intro: "همه فروشگاه‌ها پیش از فروش بررسی و تأیید شده‌اند.",
		list,
		pageSize: 100,
		page,
		onPageChange,
		renderCard: (store) => /* @__PURE__ */ jsx(StoreCard, { store }),
		empty: /* @__PURE__ */ jsx(EmptyState, {
			icon: /* @__PURE__ */ jsx(StoreIcon, {}),
			title: "فروشگاهی یافت نشد"
		})
	});
}
// src/routes/_public/stores.index.tsx?tsr-split=component
function StoresRoute() {
	const { page } = Route.useSearch();
	const navigate = Route.useNavigate();
	return /* @__PURE__ */ jsx(StoreListPage, {
		page,
		onPageChange: (next) => navigate({ search: { page: next > 1 ? next : void 0 } })
	});
}
export { StoresRoute as component };

//# sourceMappingURL=stores.index-B_82iApQ.js.map