import "./css-BNi8J5P3.js";
import { t as bundleImage } from "./bundles-DXSOxuM_.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { t as Price } from "./price-D8fzeTKM.js";
import { i as LayersIcon } from "./shop-icons-CkopiUff.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/bundle-card.tsx
var card = "pos_relative d_flex flex-d_column h_full bg_bg.surface bd-w_1px bd-c_border.default bdr_card ov_hidden td_none c_fg.default trs_box-shadow_0.15s hover:bx-sh_card";
/** A bundle (basket) in a list: picture, name, store, how many items, and its price. */
function BundleCard({ bundle }) {
	const count = bundle.items.reduce((sum, item) => sum + item.quantity, 0);
	return /* @__PURE__ */ jsxs(Link, {
		to: "/bundles/$bundleSlug",
		params: { bundleSlug: bundle.slug },
		className: card,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "pos_relative bg_bg.subtle",
			children: [/* @__PURE__ */ jsx(AppImage, {
				src: bundleImage(bundle),
				alt: "",
				width: 480,
				height: 270,
				className: "w_full asp_16_/_9 obj-f_cover d_block"
			}), /* @__PURE__ */ jsxs("span", {
				className: "pos_absolute top_3 inset-s_3 d_inline-flex ai_center gap_1 h_7 px_2.5 bdr_full bg_bg.surface/90 fs_xs fw_semibold",
				children: [
					/* @__PURE__ */ jsx(LayersIcon, {}),
					formatNumber(count),
					" کالا"
				]
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "d_flex flex-d_column gap_2 p_4 flex_1",
			children: [
				/* @__PURE__ */ jsx("h3", {
					className: "fw_bold lc_2",
					children: bundle.name
				}),
				/* @__PURE__ */ jsx("span", {
					className: "fs_sm c_fg.muted",
					children: bundle.store.name
				}),
				/* @__PURE__ */ jsx("div", {
					className: "mt_auto pt_2",
					children: bundle.is_available ? /* @__PURE__ */ jsx(Price, {
						value: bundle.selling_price,
						original: bundle.price,
						percent: bundle.discount_percent
					}) : /* @__PURE__ */ jsx("span", {
						className: "d_block ta_end c_fg.subtle fw_bold fs_sm",
						children: "ناموجود"
					})
				})
			]
		})]
	});
}
export { BundleCard as t };

//# sourceMappingURL=bundle-card-BeR6dgUw.js.map