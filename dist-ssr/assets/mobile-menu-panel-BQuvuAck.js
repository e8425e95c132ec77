import "./css-BNi8J5P3.js";
import { t as Button } from "./button-BQVJ5_gf.js";
import { c as Root, i as Content, l as Title, n as Body, o as Header, r as CloseTrigger, s as Positioner, t as Backdrop } from "./drawer-DKFsi3fB.js";
import { a as LogoutIcon, d as UserIcon, i as InstallIcon, n as CloseIcon } from "./icons-G-AnJJZZ.js";
import { $ as siteLinks, Q as useInstallOffer, X as IosInstallHint, Z as install, et as Logo } from "../entry-server.js";
import { t as useLogout } from "./use-logout-BNIAhuJD.js";
import { t as useLoggedIn } from "./use-session-BvXoFzGK.js";
import { t as useAccountLinks } from "./account-links-BnHyouD1.js";
import { Link } from "@tanstack/react-router";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Portal } from "@ark-ui/react/portal";
// src/app/layout/mobile-menu-panel.tsx
var itemClass = "d_flex ai_center gap_3 w_full min-h_11 px_3 bdr_control c_fg.default td_none ta_start cursor_pointer [&_svg]:fs_xl [&_svg]:c_fg.muted hover:bg_bg.subtle currentPage:bg_accent.subtle currentPage:c_accent.text currentPage:[&_svg]:c_accent.text";
var groupLabel = "px_3 pt_4 pb_1 fs_xs fw_semibold c_fg.subtle";
/**
* The mobile side menu's panel: an Ark Drawer from the start side, 85vw wide; loaded the first
* time the menu opens (mobile-menu.tsx).
*/
function MobileMenuPanel({ open, setOpen }) {
	const loggedIn = useLoggedIn();
	const accountLinks = useAccountLinks();
	const { logout, pending } = useLogout({ fullReload: true });
	const installOffer = useInstallOffer();
	const close = () => setOpen(false);
	return /* @__PURE__ */ jsx(Root, {
		open,
		onOpenChange: (details) => setOpen(details.open),
		swipeDirection: "start",
		children: /* @__PURE__ */ jsxs(Portal, { children: [/* @__PURE__ */ jsx(Backdrop, {}), /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsxs(Content, { children: [/* @__PURE__ */ jsxs(Header, { children: [
			/* @__PURE__ */ jsx(Title, {
				className: "sr_true",
				children: "منوی اصلی"
			}),
			/* @__PURE__ */ jsx(Logo, {
				size: 32,
				className: "fs_lg",
				onNavigate: close
			}),
			/* @__PURE__ */ jsx(CloseTrigger, {
				asChild: true,
				children: /* @__PURE__ */ jsx(Button, {
					variant: "ghost",
					icon: true,
					"aria-label": "بستن منو",
					children: /* @__PURE__ */ jsx(CloseIcon, {})
				})
			})
		] }), /* @__PURE__ */ jsxs(Body, { children: [
			/* @__PURE__ */ jsxs("nav", {
				"aria-label": "حساب کاربری",
				children: [/* @__PURE__ */ jsx("p", {
					className: groupLabel,
					children: "حساب کاربری"
				}), loggedIn ? /* @__PURE__ */ jsxs(Fragment, { children: [accountLinks.map(({ to, label, Icon }) => /* @__PURE__ */ jsxs(Link, {
					to,
					className: itemClass,
					onClick: close,
					activeOptions: { exact: true },
					children: [/* @__PURE__ */ jsx(Icon, {}), label]
				}, to)), /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: itemClass,
					disabled: pending,
					onClick: () => void logout(),
					children: [/* @__PURE__ */ jsx(LogoutIcon, {}), "خروج"]
				})] }) : /* @__PURE__ */ jsxs(Link, {
					to: "/login",
					className: itemClass,
					onClick: close,
					children: [/* @__PURE__ */ jsx(UserIcon, {}), "ورود | ثبت‌نام"]
				})]
			}),
			/* @__PURE__ */ jsxs("nav", {
				"aria-label": "پیوندهای سایت",
				children: [/* @__PURE__ */ jsx("p", {
					className: groupLabel,
					children: "راسته"
				}), siteLinks.map(({ to, label, Icon }) => /* @__PURE__ */ jsxs(Link, {
					to,
					className: itemClass,
					onClick: close,
					activeOptions: { exact: to === "/" },
					children: [/* @__PURE__ */ jsx(Icon, {}), label]
				}, to))]
			}),
			installOffer === "prompt" ? /* @__PURE__ */ jsxs("button", {
				type: "button",
				className: itemClass,
				onClick: () => {
					close();
					install();
				},
				children: [/* @__PURE__ */ jsx(InstallIcon, {}), "نصب اپلیکیشن راسته"]
			}) : null,
			installOffer === "ios" ? /* @__PURE__ */ jsx(IosInstallHint, { className: "px_3 pt_4" }) : null
		] })] }) })] })
	});
}
export { MobileMenuPanel };

//# sourceMappingURL=mobile-menu-panel-BQuvuAck.js.map