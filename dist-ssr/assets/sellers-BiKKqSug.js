import "./css-BNi8J5P3.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { n as buttonClass } from "./button-BQVJ5_gf.js";
import { n as InfoSections, t as InfoLayout } from "./info-layout-C0yPsCK_.js";
import { Link } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/info/sellers-content.ts
var sellersLead = "فروشگاهتان را در راسته باز کنید و کالاهایتان را به خریداران سراسر ایران بفروشید؛ بدون دردسر ساخت سایت، عکاسی از کالا یا نوشتن مشخصات.";
var sellerBenefits = [
	{
		title: "کاتالوگ آماده",
		text: "کالاها را از کاتالوگ مرجع انتخاب کنید؛ نام، تصویر و مشخصات آماده است و فقط قیمت و موجودی را وارد می‌کنید."
	},
	{
		title: "مشتریان سراسر کشور",
		text: "کالاهای شما در جستجو، دسته‌بندی‌ها و صفحه اختصاصی فروشگاهتان به خریداران نمایش داده می‌شود."
	},
	{
		title: "ابزار فروش",
		text: "تخفیف بگذارید، سبدهای ویژه بسازید، مقاله بنویسید و صفحه اصلی فروشگاهتان را بچینید."
	},
	{
		title: "تسویه شفاف",
		text: "مبلغ سفارش‌های تحویل‌شده به شماره شبای فروشگاه واریز می‌شود و ریز آن در پنل قابل مشاهده است."
	}
];
var sellerSteps = [
	{
		title: "ثبت‌نام با موبایل",
		text: "با شماره موبایل خود و یک کد یک‌بارمصرف ثبت‌نام کنید."
	},
	{
		title: "ساخت فروشگاه",
		text: "فروشگاه را به‌عنوان شخص حقیقی یا حقوقی بسازید و اطلاعات هویتی، نشانی و شماره شبا را وارد کنید."
	},
	{
		title: "بررسی و تأیید",
		text: "کارشناسان راسته اطلاعات شما را ظرف ۷ تا ۱۰ روز کاری بررسی و فروشگاه را تأیید می‌کنند."
	},
	{
		title: "شروع فروش",
		text: "کالاها را از کاتالوگ اضافه کنید، روش‌های ارسال را تنظیم کنید و سفارش بگیرید."
	}
];
var sellerSections = [
	{
		title: "مدارک لازم",
		bullets: [
			"شخص حقیقی: کد ملی صاحب فروشگاه، شماره تماس، نشانی و کد پستی ده رقمی.",
			"شخص حقوقی: نام شرکت، شناسه ملی یازده رقمی، شماره ثبت، شماره تماس و نشانی.",
			"شماره شبای بانکی به نام صاحب فروشگاه یا شرکت، برای تسویه حساب."
		]
	},
	{
		title: "ارسال سفارش‌ها",
		paragraphs: ["هر فروشگاه روش‌های ارسال خود را انتخاب می‌کند: پست پیشتاز، تیپاکس یا پیک درون‌شهری، و برای هر کدام هزینه و زمان تقریبی تحویل را تعیین می‌کند. می‌توانید پرداخت در محل را هم فعال کنید."]
	},
	{
		title: "پس از ثبت‌نام",
		paragraphs: ["تا زمانی که بررسی فروشگاه تمام نشده است، پنل فروشگاه قفل است و وضعیت بررسی را نشان می‌دهد. اگر بررسی بیش از ۱۰ روز کاری طول کشید، با پشتیبانی فروشندگان تماس بگیرید."]
	}
];
// src/features/info/sellers-page.tsx
var card = "bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_5";
/** /sellers: why and how to sell on Rasteh, ending at the store sign-up. */
function SellersPage() {
	return /* @__PURE__ */ jsxs(InfoLayout, {
		title: "در راسته فروشنده شوید",
		lead: sellersLead,
		children: [
			/* @__PURE__ */ jsx(Link, {
				to: "/register-store",
				className: `${buttonClass({ size: "lg" })} as_flex-start`,
				children: "ثبت‌نام فروشگاه"
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "seller-benefits",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "seller-benefits",
					className: "fs_xl fw_bold mb_3",
					children: "چرا راسته؟"
				}), /* @__PURE__ */ jsx("ul", {
					className: "d_grid grid-tc_1fr md:grid-tc_repeat(2,_1fr) gap_3",
					children: sellerBenefits.map((benefit) => /* @__PURE__ */ jsxs("li", {
						className: card,
						children: [/* @__PURE__ */ jsx("h3", {
							className: "fw_bold mb_1",
							children: benefit.title
						}), /* @__PURE__ */ jsx("p", {
							className: "c_fg.muted fs_sm lh_1.9",
							children: benefit.text
						})]
					}, benefit.title))
				})]
			}),
			/* @__PURE__ */ jsxs("section", {
				"aria-labelledby": "seller-steps",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "seller-steps",
					className: "fs_xl fw_bold mb_3",
					children: "چهار قدم تا شروع فروش"
				}), /* @__PURE__ */ jsx("ol", {
					className: "d_flex flex-d_column gap_3",
					children: sellerSteps.map((step, index) => /* @__PURE__ */ jsxs("li", {
						className: `${card} d_flex gap_4 ai_flex-start`,
						children: [/* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							className: "d_grid place-items_center flex-sh_0 w_10 h_10 bdr_full bg_accent.default c_accent.fg fw_black",
							children: formatNumber(index + 1)
						}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h3", {
							className: "fw_bold",
							children: step.title
						}), /* @__PURE__ */ jsx("p", {
							className: "c_fg.muted fs_sm lh_1.9",
							children: step.text
						})] })]
					}, step.title))
				})]
			}),
			/* @__PURE__ */ jsx(InfoSections, { sections: sellerSections }),
			/* @__PURE__ */ jsx(Link, {
				to: "/register-store",
				className: `${buttonClass({ size: "lg" })} as_flex-start`,
				children: "همین حالا فروشگاهتان را بسازید"
			})
		]
	});
}
// src/routes/_public/sellers.tsx?tsr-split=component
var SplitComponent = SellersPage;
export { SplitComponent as component };

//# sourceMappingURL=sellers-BiKKqSug.js.map