import "./css-BNi8J5P3.js";
import { t as ChevronDownIcon } from "./icons-G-AnJJZZ.js";
import { t as faqGroups } from "./faq-data-MEaQrDFr.js";
import { t as InfoLayout } from "./info-layout-C0yPsCK_.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/info/faq-page.tsx
var item = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card [&[open]_>_summary_svg]:trf_rotate(180deg)";
var summary = "d_flex ai_center jc_space-between gap_3 px_4 py_3.5 cursor_pointer fw_semibold li-s_none [&::-webkit-details-marker]:d_none [&_svg]:flex-sh_0 [&_svg]:c_fg.subtle [&_svg]:trs_transform_0.15s";
/** /faq: the questions by group; each opens in place and has its own page. */
function FaqPage() {
	return /* @__PURE__ */ jsxs(InfoLayout, {
		title: "پرسش‌های متداول",
		lead: "پاسخ پرسش‌های رایج درباره خرید، ارسال، بازگشت کالا و فروشندگی در راسته. پاسخ خود را پیدا نکردید؟ از صفحه تماس با ما بپرسید.",
		children: [/* @__PURE__ */ jsx("nav", {
			"aria-label": "گروه‌های پرسش",
			className: "d_flex flex-wrap_wrap gap_2",
			children: faqGroups.map((group) => /* @__PURE__ */ jsx("a", {
				href: `#${group.id}`,
				className: "px_4 h_9 d_inline-flex ai_center bdr_full bg_accent.subtle c_accent.text fs_sm fw_medium",
				children: group.title
			}, group.id))
		}), faqGroups.map((group) => /* @__PURE__ */ jsxs("section", {
			id: group.id,
			"aria-labelledby": `${group.id}-title`,
			className: "scr-mt_32",
			children: [/* @__PURE__ */ jsx("h2", {
				id: `${group.id}-title`,
				className: "fs_xl fw_bold mb_3",
				children: group.title
			}), /* @__PURE__ */ jsx("div", {
				className: "d_flex flex-d_column gap_2",
				children: group.entries.map((entry) => /* @__PURE__ */ jsxs("details", {
					className: item,
					children: [/* @__PURE__ */ jsxs("summary", {
						className: summary,
						children: [entry.question, /* @__PURE__ */ jsx(ChevronDownIcon, {})]
					}), /* @__PURE__ */ jsxs("div", {
						className: "px_4 pb_4 d_flex flex-d_column gap_2 lh_2 c_fg.muted",
						children: [entry.answer.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph.slice(0, 40))), /* @__PURE__ */ jsx(Link, {
							to: "/faq/$slug",
							params: { slug: entry.slug },
							className: "as_flex-start fs_sm c_accent.text",
							children: "صفحه این پرسش"
						})]
					})]
				}, entry.slug))
			})]
		}, group.id))]
	});
}
// src/routes/_public/faq.index.tsx?tsr-split=component
var SplitComponent = FaqPage;
export { SplitComponent as component };

//# sourceMappingURL=faq.index-DFYO5SA_.js.map