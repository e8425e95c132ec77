import { a as bundleQueryOptions, t as bundleImage } from "./bundles-DXSOxuM_.js";
import { o as css } from "./css-BNi8J5P3.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { t as Breadcrumbs } from "./breadcrumbs-B7I5QwpM.js";
import { n as Toman, t as Price } from "./price-D8fzeTKM.js";
import { t as Prose } from "./prose-Cq12X_CU.js";
import { n as useAddBundle, t as BUNDLE_NEEDS_CONNECTION } from "./cart-bundles-Ccmz-rXY.js";
import { n as useOnline } from "./empty-state-DjUFJLUD.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { r as CartIcon } from "./shop-icons-CkopiUff.js";
import { F as Route } from "../entry-server.js";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/bundles/add-bundle-button.tsx
/**
* The bundle page's button: puts the bundle in the cart as one line, at the bundle's price
* (decision 021). Offline it is disabled, with the reason beside it: bundle changes are not queued.
*/
function AddBundleButton({ bundleId }) {
	const { add, pending } = useAddBundle();
	const online = useOnline();
	const reasonId = useId();
	return /* @__PURE__ */ jsxs(Fragment, { children: [online ? null : /* @__PURE__ */ jsx("p", {
		id: reasonId,
		role: "status",
		className: "fs_sm c_warning.default ta_center",
		children: BUNDLE_NEEDS_CONNECTION
	}), /* @__PURE__ */ jsxs(Button, {
		size: "lg",
		full: true,
		disabled: pending || !online,
		"aria-busy": pending,
		"aria-describedby": online ? void 0 : reasonId,
		onClick: () => add(bundleId),
		children: [/* @__PURE__ */ jsx(CartIcon, {}), "افزودن سبد به سبد خرید"]
	})] });
}
// src/features/bundles/bundle-page.tsx
var panel = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card";
/** A bundle: its picture and description, every item with its quantity and price, and the total. */
function BundlePage({ bundle }) {
	useDocumentTitle(bundle.name);
	const count = bundle.items.reduce((sum, item) => sum + item.quantity, 0);
	return /* @__PURE__ */ jsxs("article", {
		className: "d_flex flex-d_column gap_5",
		children: [/* @__PURE__ */ jsx(Breadcrumbs, { items: [
			{
				label: "خانه",
				link: { to: "/" }
			},
			{
				label: "سبدهای ویژه",
				link: { to: "/bundles" }
			},
			{ label: bundle.name }
		] }), /* @__PURE__ */ jsxs("div", {
			className: "d_grid grid-tc_minmax(0,_1fr) lg:grid-tc_minmax(0,_1fr)_22rem gap_5 lg:gap_8 ai_start",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-d_column gap_5",
				children: [/* @__PURE__ */ jsxs("div", {
					className: `${panel} ov_hidden`,
					children: [/* @__PURE__ */ jsx(AppImage, {
						src: bundleImage(bundle),
						alt: bundle.name,
						width: 960,
						height: 400,
						loading: "eager",
						className: "w_full asp_16_/_9 md:asp_12_/_5 obj-f_cover d_block"
					}), /* @__PURE__ */ jsxs("div", {
						className: "p_4 md:p_6 d_flex flex-d_column gap_3",
						children: [
							/* @__PURE__ */ jsx("h1", {
								className: "fs_xl md:fs_2xl fw_black",
								children: bundle.name
							}),
							/* @__PURE__ */ jsxs("p", {
								className: "fs_sm c_fg.muted",
								children: [
									"از",
									" ",
									/* @__PURE__ */ jsx(Link, {
										to: "/store/$storeName",
										params: { storeName: bundle.store.slug },
										className: "c_accent.text fw_semibold",
										children: bundle.store.name
									}),
									"، ",
									formatNumber(count),
									" کالا"
								]
							}),
							bundle.description ? /* @__PURE__ */ jsx(Prose, { html: bundle.description }) : null
						]
					})]
				}), /* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "bundle-items",
					className: "d_flex flex-d_column gap_3",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "bundle-items",
						className: "fs_lg fw_bold",
						children: "کالاهای این سبد"
					}), /* @__PURE__ */ jsx("ul", {
						className: panel,
						children: bundle.items.map((item) => /* @__PURE__ */ jsxs("li", {
							className: "d_flex ai_center gap_3 p_4 [&_+_&]:bd-t-w_1px [&_+_&]:bd-c_border.default",
							children: [
								/* @__PURE__ */ jsx(AppImage, {
									src: item.image_url,
									alt: "",
									width: 64,
									height: 64,
									className: "w_16 h_16 obj-f_contain bdr_control bg_bg.subtle flex-sh_0"
								}),
								/* @__PURE__ */ jsxs("div", {
									className: "flex_1 min-w_0 d_flex flex-d_column gap_1",
									children: [/* @__PURE__ */ jsx(Link, {
										to: "/products/$id/$productSlug",
										params: {
											id: String(item.product_id),
											productSlug: item.slug
										},
										className: "fw_medium fs_sm c_fg.default lc_2 hover:c_accent.text",
										children: item.name_fa
									}), /* @__PURE__ */ jsx("span", {
										className: css({
											fontSize: "xs",
											color: item.is_available ? "fg.muted" : "danger.default"
										}),
										children: item.is_available ? `${formatNumber(item.quantity)} عدد` : "ناموجود"
									})]
								}),
								/* @__PURE__ */ jsx(Toman, {
									value: item.unit_price * item.quantity,
									className: "fs_sm flex-sh_0"
								})
							]
						}, item.id))
					})]
				})]
			}), /* @__PURE__ */ jsxs("aside", {
				"aria-label": "خرید سبد",
				className: `${panel} p_5 d_flex flex-d_column gap_4 lg:pos_sticky top_32`,
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "d_flex jc_space-between fs_sm c_fg.muted",
						children: [/* @__PURE__ */ jsx("span", { children: "جمع قیمت کالاها" }), /* @__PURE__ */ jsx(Toman, { value: bundle.price })]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "d_flex jc_space-between ai_flex-end gap_3",
						children: [/* @__PURE__ */ jsx("span", {
							className: "fw_bold",
							children: "قیمت سبد"
						}), /* @__PURE__ */ jsx(Price, {
							value: bundle.selling_price,
							original: bundle.price,
							percent: bundle.discount_percent,
							size: "lg"
						})]
					}),
					bundle.is_available ? /* @__PURE__ */ jsx(AddBundleButton, { bundleId: bundle.id }) : /* @__PURE__ */ jsx("p", {
						className: "c_danger.default fw_semibold ta_center",
						children: "برخی کالاهای این سبد ناموجود است"
					})
				]
			})]
		})]
	});
}
// src/routes/_public/bundles.$bundleSlug.tsx?tsr-split=component
function BundleRoute() {
	const { bundleSlug } = Route.useParams();
	const { data } = useSuspenseQuery(bundleQueryOptions(bundleSlug));
	return /* @__PURE__ */ jsx(BundlePage, { bundle: data });
}
export { BundleRoute as component };

//# sourceMappingURL=bundles._bundleSlug-C_Q5STdD.js.map