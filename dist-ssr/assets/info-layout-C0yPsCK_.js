import "./css-BNi8J5P3.js";
import { t as useDocumentTitle } from "./use-document-title-CAiMyDT7.js";
import { t as Breadcrumbs } from "./breadcrumbs-B7I5QwpM.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/info/info-layout.tsx
/** An informational page: a readable column with a heading and an opening paragraph. */
function InfoLayout({ title, lead, crumbs, children }) {
	useDocumentTitle(title);
	return /* @__PURE__ */ jsxs("article", {
		className: "max-w_3xl mx_auto d_flex flex-d_column gap_6",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "d_flex flex-d_column gap_3",
			children: [
				/* @__PURE__ */ jsx(Breadcrumbs, { items: crumbs ?? [{
					label: "خانه",
					link: { to: "/" }
				}, { label: title }] }),
				/* @__PURE__ */ jsx("h1", {
					className: "fs_2xl md:fs_3xl fw_black",
					children: title
				}),
				lead ? /* @__PURE__ */ jsx("p", {
					className: "fs_md md:fs_lg c_fg.muted lh_2",
					children: lead
				}) : null
			]
		}), children]
	});
}
var card = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_4 md:p_6 d_flex flex-d_column gap_3 lh_2";
/** The titled parts of an informational page, each on its own card. */
function InfoSections({ sections }) {
	return /* @__PURE__ */ jsx(Fragment, { children: sections.map((section) => /* @__PURE__ */ jsxs("section", {
		className: card,
		children: [
			/* @__PURE__ */ jsx("h2", {
				className: "fs_lg fw_bold",
				children: section.title
			}),
			section.paragraphs?.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph.slice(0, 40))),
			section.bullets ? /* @__PURE__ */ jsx("ul", {
				className: "li-t_disc ps_5 d_flex flex-d_column gap_1.5",
				children: section.bullets.map((bullet) => /* @__PURE__ */ jsx("li", { children: bullet }, bullet))
			}) : null
		]
	}, section.title)) });
}
export { InfoSections as n, InfoLayout as t };

//# sourceMappingURL=info-layout-C0yPsCK_.js.map