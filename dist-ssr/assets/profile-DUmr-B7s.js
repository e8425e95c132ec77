import "./css-BNi8J5P3.js";
import { ut as useProfile } from "../entry-server.js";
import { t as useLogout } from "./use-logout-BNIAhuJD.js";
import { a as LogoutIcon, c as SettingsIcon } from "./icons-G-AnJJZZ.js";
import { a as MapPinIcon, o as OrdersIcon } from "./shop-icons-CkopiUff.js";
import { Link, Outlet } from "@tanstack/react-router";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/account/account-layout.tsx
var links = [
	{
		to: "/profile",
		label: "سفارش‌ها",
		Icon: OrdersIcon
	},
	{
		to: "/profile/addresses",
		label: "نشانی‌ها",
		Icon: MapPinIcon
	},
	{
		to: "/profile/settings",
		label: "تنظیمات",
		Icon: SettingsIcon
	}
];
var item = "d_flex ai_center min-h_11 bdr_control c_fg.default td_none white-space_nowrap cursor_pointer [&_svg]:fs_xl [&_svg]:c_fg.muted hover:bg_bg.subtle flex_1 md:flex_none flex-d_column md:flex-d_row jc_center md:jc_flex-start gap_1 md:gap_2.5 py_1.5 md:py_0 px_1 md:px_3 fs_xs md:fs_sm min-w_0 currentPage:bg_accent.subtle currentPage:c_accent.text currentPage:fw_semibold currentPage:[&_svg]:c_accent.text";
/** /profile/*: a sidebar (a row of four tabs on phones) with orders, addresses, settings and logout. */
function AccountLayout() {
	const { data: profile } = useProfile();
	const { logout, pending } = useLogout({ fullReload: true });
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column md:flex-d_row gap_4 md:gap_8",
		children: [/* @__PURE__ */ jsxs("aside", {
			className: "flex-sh_0 md:w_60 bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_2 as_stretch md:as_flex-start max-w_full",
			children: [/* @__PURE__ */ jsx("p", {
				className: "d_none md:d_block px_3 py_2 fw_bold",
				children: profile?.name?.trim() || "حساب کاربری"
			}), /* @__PURE__ */ jsxs("nav", {
				"aria-label": "حساب کاربری",
				className: "d_flex flex-d_row md:flex-d_column gap_1 ov-x_auto",
				children: [links.map(({ to, label, Icon }) => /* @__PURE__ */ jsxs(Link, {
					to,
					className: item,
					activeOptions: { exact: true },
					children: [/* @__PURE__ */ jsx(Icon, {}), label]
				}, to)), /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: item,
					disabled: pending,
					onClick: () => void logout(),
					children: [/* @__PURE__ */ jsx(LogoutIcon, {}), "خروج"]
				})]
			})]
		}), /* @__PURE__ */ jsx("div", {
			className: "flex_1 min-w_0",
			children: /* @__PURE__ */ jsx(Outlet, {})
		})]
	});
}
// src/routes/_public/_authenticated/profile.tsx?tsr-split=component
var SplitComponent = AccountLayout;
export { SplitComponent as component };

//# sourceMappingURL=profile-DUmr-B7s.js.map