import "./css-BNi8J5P3.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { n as InfoSections, t as InfoLayout } from "./info-layout-C0yPsCK_.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/info/contact-content.ts
var CONTACT = {
	email: "support@rasteh.example",
	sellersEmail: "sellers@rasteh.example",
	hours: "شنبه تا چهارشنبه، ساعت ۹ تا ۱۷ و پنجشنبه‌ها ساعت ۹ تا ۱۳"
};
var contactLead = "پرسشی درباره سفارش، بازگشت کالا یا فروشندگی در راسته دارید؟ بیشتر پاسخ‌ها در «پرسش‌های متداول» آمده است؛ اگر پاسخ خود را آن‌جا پیدا نکردید، از یکی از راه‌های زیر با ما در تماس باشید.";
var contactSections = [{
	title: "پیش از تماس",
	bullets: [
		"برای پیگیری سفارش، شماره سفارش را از بخش «سفارش‌های من» آماده داشته باشید.",
		"برای بازگشت کالا، چند عکس واضح از کالا و بسته‌بندی آن بگیرید.",
		"فروشندگان برای پرسش‌های پنل فروشگاه، شناسه فروشگاه خود را ذکر کنند."
	]
}, {
	title: "زمان پاسخ‌گویی",
	paragraphs: ["پیام‌ها به ترتیب دریافت بررسی می‌شوند و معمولاً در کمتر از یک روز کاری پاسخ داده می‌شوند. پیام‌هایی که در روزهای تعطیل می‌رسند، در نخستین روز کاری بعد بررسی می‌شوند."]
}];
// src/features/info/contact-page.tsx
var channel = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_5 d_flex flex-d_column gap_2";
function ContactPage() {
	return /* @__PURE__ */ jsxs(InfoLayout, {
		title: "تماس با ما",
		lead: contactLead,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "d_grid grid-tc_1fr md:grid-tc_repeat(2,_1fr) gap_4",
				children: [/* @__PURE__ */ jsxs("section", {
					className: channel,
					children: [
						/* @__PURE__ */ jsx("h2", {
							className: "fw_bold",
							children: "پشتیبانی خریداران"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "c_fg.muted fs_sm",
							children: "سفارش، ارسال، بازگشت کالا و بازپرداخت"
						}),
						/* @__PURE__ */ jsx("a", {
							href: `mailto:${CONTACT.email}`,
							dir: "ltr",
							className: "c_accent.text fw_semibold as_flex-start",
							children: CONTACT.email
						})
					]
				}), /* @__PURE__ */ jsxs("section", {
					className: channel,
					children: [
						/* @__PURE__ */ jsx("h2", {
							className: "fw_bold",
							children: "پشتیبانی فروشندگان"
						}),
						/* @__PURE__ */ jsx("p", {
							className: "c_fg.muted fs_sm",
							children: "ثبت‌نام، بررسی فروشگاه، پنل و تسویه حساب"
						}),
						/* @__PURE__ */ jsx("a", {
							href: `mailto:${CONTACT.sellersEmail}`,
							dir: "ltr",
							className: "c_accent.text fw_semibold as_flex-start",
							children: CONTACT.sellersEmail
						})
					]
				})]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "c_fg.muted",
				children: ["ساعت پاسخ‌گویی: ", CONTACT.hours]
			}),
			/* @__PURE__ */ jsx(InfoSections, { sections: contactSections }),
			/* @__PURE__ */ jsx(Link, {
				to: "/faq",
				className: `${buttonClass({ variant: "outline" })} as_flex-start`,
				children: "دیدن پرسش‌های متداول"
			})
		]
	});
}
// src/routes/_public/contact.tsx?tsr-split=component
var SplitComponent = ContactPage;
export { SplitComponent as component };

//# sourceMappingURL=contact-DnlSYHSl.js.map