import "./css-BNi8J5P3.js";
import { G as HomepageSections, J as isEmptyHomepage, Y as storeHomepageQueryOptions } from "../entry-server.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as ProductListView } from "./product-list-view-Dify1-wt.js";
import { a as shippingMethodLabel } from "./stores-CA1jN-Ll.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { t as Breadcrumbs } from "./breadcrumbs-B7I5QwpM.js";
import { a as MapPinIcon } from "./shop-icons-CkopiUff.js";
import { useQuery } from "@tanstack/react-query";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/stores/store-header.tsx
var fact = "d_inline-flex ai_center gap_1 h_8 px_3 bdr_full bg_bg.subtle fs_xs c_fg.muted";
/** A store's banner, logo, name, city and what shoppers want to know before buying. */
function StoreHeader({ store }) {
	const methods = store.shipping.methods.filter((method) => method.enabled);
	return /* @__PURE__ */ jsxs("header", {
		className: "d_flex flex-d_column gap_4",
		children: [/* @__PURE__ */ jsx(Breadcrumbs, { items: [
			{
				label: "خانه",
				link: { to: "/" }
			},
			{
				label: "فروشگاه‌ها",
				link: { to: "/stores" }
			},
			{ label: store.name }
		] }), /* @__PURE__ */ jsxs("div", {
			className: "bg_bg.surface bd-w_1px bd-c_border.default bdr_card ov_hidden",
			children: [/* @__PURE__ */ jsx(AppImage, {
				src: store.banner_url,
				alt: "",
				width: 1200,
				height: 300,
				loading: "eager",
				className: "w_full asp_3_/_1 md:asp_5_/_1 obj-f_cover bg_bg.subtle d_block"
			}), /* @__PURE__ */ jsxs("div", {
				className: "d_flex gap_4 px_4 md:px_6 pb_5 ai_flex-start",
				children: [/* @__PURE__ */ jsx(AppImage, {
					src: store.logo_url,
					alt: `نشان ${store.name}`,
					width: 96,
					height: 96,
					className: "w_20 md:w_24 h_20 md:h_24 mt_-10 md:mt_-12 flex-sh_0 bdr_full obj-f_cover bg_bg.surface bd-w_4px bd-c_bg.surface bx-sh_card"
				}), /* @__PURE__ */ jsxs("div", {
					className: "d_flex flex-d_column gap_2 pt_3 min-w_0",
					children: [
						/* @__PURE__ */ jsx("h1", {
							className: "fs_xl md:fs_2xl fw_black",
							children: store.name
						}),
						store.company_name ? /* @__PURE__ */ jsx("p", {
							className: "fs_sm c_fg.muted",
							children: store.company_name
						}) : null,
						store.description ? /* @__PURE__ */ jsx("p", {
							className: "c_fg.muted max-w_3xl",
							children: store.description
						}) : null,
						/* @__PURE__ */ jsxs("ul", {
							"aria-label": "درباره فروشگاه",
							className: "d_flex flex-wrap_wrap gap_2 mt_1",
							children: [
								/* @__PURE__ */ jsxs("li", {
									className: fact,
									children: [/* @__PURE__ */ jsx(MapPinIcon, {}), store.province === store.city ? store.city : `${store.province}، ${store.city}`]
								}),
								/* @__PURE__ */ jsxs("li", {
									className: fact,
									children: [formatNumber(store.product_count), " کالا"]
								}),
								methods.map((method) => /* @__PURE__ */ jsxs("li", {
									className: fact,
									children: [shippingMethodLabel(method.method), method.fee === 0 ? " رایگان" : ""]
								}, method.method)),
								store.shipping.cod_allowed ? /* @__PURE__ */ jsx("li", {
									className: fact,
									children: "پرداخت در محل"
								}) : null
							]
						})
					]
				})]
			})]
		})]
	});
}
// src/features/stores/store-page.tsx
/** A store's page (/stores/{id} and /store/{slug}): its header, its homepage, then all its products. */
function StorePage({ store, search, onSearchChange }) {
	useDocumentTitle(store.name);
	const homepage = useQuery(storeHomepageQueryOptions(store.id));
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_8 md:gap_10",
		children: [
			/* @__PURE__ */ jsx(StoreHeader, { store }),
			homepage.data && !isEmptyHomepage(homepage.data) ? /* @__PURE__ */ jsx(HomepageSections, {
				homepage: homepage.data,
				storeId: store.id
			}) : null,
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "store-products",
				className: "d_flex flex-d_column gap_4",
				children: [/* @__PURE__ */ jsxs("h2", {
					id: "store-products",
					className: "fs_lg md:fs_xl fw_black",
					children: ["همه کالاهای ", store.name]
				}), /* @__PURE__ */ jsx(ProductListView, {
					scope: { storeId: store.id },
					search,
					onSearchChange,
					emptyTitle: "این فروشگاه هنوز کالایی برای فروش ندارد"
				})]
			})
		]
	});
}
export { StorePage as t };

//# sourceMappingURL=store-page-CYIUiEw9.js.map