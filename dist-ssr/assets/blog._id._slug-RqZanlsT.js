import { i as blogPostQueryOptions } from "./blog-B6L133E0.js";
import "./css-BNi8J5P3.js";
import { n as formatDate } from "./fa-B46h81DH.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { t as Breadcrumbs } from "./breadcrumbs-B7I5QwpM.js";
import { t as Prose } from "./prose-Cq12X_CU.js";
import { D as Route } from "../entry-server.js";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/blog/article-lead.ts
var ENTITIES = {
	amp: "&",
	lt: "<",
	gt: ">",
	quot: "\"",
	"#39": "'",
	nbsp: " "
};
function plain(html) {
	return html.replace(/<[^>]*>/g, " ").replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e) => ENTITIES[e] ?? "").replace(/\s+/g, " ").trim();
}
/** The excerpt to show as the article's lead, or null when the body already opens with it. */
function articleLead(excerpt, bodyHtml) {
	const lead = excerpt?.trim();
	if (!lead) return null;
	const start = lead.replace(/(…|\.\.\.)$/, "").trim();
	return plain(bodyHtml).startsWith(start) ? null : lead;
}
// src/features/blog/article-page.tsx
/** An article: cover, title, its store and date, and the body the server has sanitised. */
function ArticlePage({ post }) {
	useDocumentTitle(post.title);
	const lead = articleLead(post.excerpt, post.body_html);
	return /* @__PURE__ */ jsxs("article", {
		className: "max-w_3xl mx_auto d_flex flex-d_column gap_5",
		children: [
			/* @__PURE__ */ jsx(Breadcrumbs, { items: [
				{
					label: "خانه",
					link: { to: "/" }
				},
				{
					label: "مجله راسته",
					link: { to: "/blog" }
				},
				{ label: post.title }
			] }),
			/* @__PURE__ */ jsxs("header", {
				className: "d_flex flex-d_column gap_3",
				children: [/* @__PURE__ */ jsx("h1", {
					className: "fs_2xl md:fs_3xl fw_black lh_1.5",
					children: post.title
				}), /* @__PURE__ */ jsxs("p", {
					className: "fs_sm c_fg.muted",
					children: [/* @__PURE__ */ jsx(Link, {
						to: "/store/$storeName",
						params: { storeName: post.store.slug },
						className: "c_accent.text fw_semibold",
						children: post.store.name
					}), post.published_at ? /* @__PURE__ */ jsxs(Fragment, { children: ["، ", /* @__PURE__ */ jsx("time", {
						dateTime: post.published_at,
						children: formatDate(post.published_at)
					})] }) : null]
				})]
			}),
			post.cover_url ? /* @__PURE__ */ jsx(AppImage, {
				src: post.cover_url,
				alt: "",
				width: 960,
				height: 540,
				loading: "eager",
				className: "w_full asp_16_/_9 obj-f_cover bdr_card bg_bg.subtle"
			}) : null,
			lead ? /* @__PURE__ */ jsx("p", {
				className: "fs_lg c_fg.muted lh_2",
				children: lead
			}) : null,
			/* @__PURE__ */ jsx(Prose, {
				html: post.body_html,
				className: "md:fs_lg"
			})
		]
	});
}
// src/routes/_public/blog.$id.$slug.tsx?tsr-split=component
function ArticleRoute() {
	const { id } = Route.useParams();
	const { data } = useSuspenseQuery(blogPostQueryOptions(Number(id)));
	return /* @__PURE__ */ jsx(ArticlePage, { post: data });
}
export { ArticleRoute as component };

//# sourceMappingURL=blog._id._slug-RqZanlsT.js.map