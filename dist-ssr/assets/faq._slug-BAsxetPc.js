import { t as PageNotFound } from "./page-not-found-D5A7a9QY.js";
import { n as findFaq } from "./faq-data-MEaQrDFr.js";
import "./css-BNi8J5P3.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { t as InfoLayout } from "./info-layout-C0yPsCK_.js";
import { P as Route } from "../entry-server.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/info/faq-entry-page.tsx
/** /faq/{slug}: one question and its answer, with the rest of its group below. */
function FaqEntryPage({ entry }) {
	const related = entry.group.entries.filter((other) => other.slug !== entry.slug);
	return /* @__PURE__ */ jsxs(InfoLayout, {
		title: entry.question,
		crumbs: [
			{
				label: "خانه",
				link: { to: "/" }
			},
			{
				label: "پرسش‌های متداول",
				link: { to: "/faq" }
			},
			{ label: entry.group.title }
		],
		children: [
			/* @__PURE__ */ jsx("div", {
				className: "bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_4 md:p_6 d_flex flex-d_column gap_3 lh_2",
				children: entry.answer.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph.slice(0, 40)))
			}),
			related.length ? /* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "related-questions",
				children: [/* @__PURE__ */ jsxs("h2", {
					id: "related-questions",
					className: "fs_lg fw_bold mb_3",
					children: ["پرسش‌های دیگر درباره ", entry.group.title]
				}), /* @__PURE__ */ jsx("ul", {
					className: "d_flex flex-d_column gap_2",
					children: related.map((other) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						to: "/faq/$slug",
						params: { slug: other.slug },
						className: "c_accent.text",
						children: other.question
					}) }, other.slug))
				})]
			}) : null,
			/* @__PURE__ */ jsx(Link, {
				to: "/faq",
				className: `${buttonClass({ variant: "outline" })} as_flex-start`,
				children: "همه پرسش‌های متداول"
			})
		]
	});
}
// src/features/info/faq-entry-route.tsx
/** The questions live in the page's own code chunk, so the lookup happens here, not in a loader. */
function FaqEntryRoute({ slug }) {
	const entry = findFaq(slug);
	return entry ? /* @__PURE__ */ jsx(FaqEntryPage, { entry }) : /* @__PURE__ */ jsx(PageNotFound, {});
}
// src/routes/_public/faq.$slug.tsx?tsr-split=component
function FaqRoute() {
	const { slug } = Route.useParams();
	return /* @__PURE__ */ jsx(FaqEntryRoute, { slug });
}
export { FaqRoute as component };

//# sourceMappingURL=faq._slug-BAsxetPc.js.map