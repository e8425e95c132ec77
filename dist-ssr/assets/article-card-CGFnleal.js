import "./css-BNi8J5P3.js";
import { n as formatDate } from "./fa-B46h81DH.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/ui/article-card.tsx
var card = "pos_relative d_flex flex-d_column h_full bg_bg.surface bd-w_1px bd-c_border.default bdr_card ov_hidden td_none c_fg.default trs_box-shadow_0.15s hover:bx-sh_card";
/** An article in a list: cover, title, the first lines, its store and date. */
function ArticleCard({ post }) {
	return /* @__PURE__ */ jsxs(Link, {
		to: "/blog/$id/$slug",
		params: {
			id: String(post.id),
			slug: post.slug
		},
		className: card,
		children: [/* @__PURE__ */ jsx(AppImage, {
			src: post.cover_url,
			alt: "",
			width: 480,
			height: 270,
			className: "w_full asp_16_/_9 obj-f_cover bg_bg.subtle d_block"
		}), /* @__PURE__ */ jsxs("div", {
			className: "d_flex flex-d_column gap_2 p_4 flex_1",
			children: [
				/* @__PURE__ */ jsx("h3", {
					className: "fw_bold lc_2 lh_1.7",
					children: post.title
				}),
				post.excerpt ? /* @__PURE__ */ jsx("p", {
					className: "fs_sm c_fg.muted lc_3",
					children: post.excerpt
				}) : null,
				/* @__PURE__ */ jsxs("p", {
					className: "mt_auto pt_2 fs_xs c_fg.subtle",
					children: [post.store.name, post.published_at ? `، ${formatDate(post.published_at)}` : ""]
				})
			]
		})]
	});
}
export { ArticleCard as t };

//# sourceMappingURL=article-card-CGFnleal.js.map