import "./css-BNi8J5P3.js";
import { i as awaitingReviewQueryOptions } from "./admin-stores-D3yAHyJI.js";
import { et as Logo, st as CountBadge } from "../entry-server.js";
import { t as useLogout } from "./use-logout-BNIAhuJD.js";
import { v as formatNumber } from "./fa-B46h81DH.js";
import { a as LogoutIcon, c as SettingsIcon, r as HomeIcon } from "./icons-G-AnJJZZ.js";
import { n as PanelLayout } from "./panel-layout-DdmRzvm0.js";
import { i as LayersIcon, l as StoreIcon, o as OrdersIcon } from "./shop-icons-CkopiUff.js";
/* empty css               */
import { useQuery } from "@tanstack/react-query";
import { Link, Outlet, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/features/admin/use-scroll-top.ts
/** Scroll smoothly to the top 100 ms after each route change (spec section 2, admin layout). */
function useScrollTopOnNavigate() {
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	useEffect(() => {
		if (!pathname) return;
		const timer = window.setTimeout(() => window.scrollTo({
			top: 0,
			behavior: "smooth"
		}), 100);
		return () => window.clearTimeout(timer);
	}, [pathname]);
}
// src/features/admin/admin-layout.tsx
var item = "d_flex ai_center gap_2.5 min-h_11 px_3 bdr_control c_fg.default td_none white-space_nowrap fs_sm cursor_pointer [&_svg]:fs_xl [&_svg]:c_fg.muted hover:bg_bg.subtle currentPage:bg_accent.subtle currentPage:c_accent.text currentPage:fw_semibold currentPage:[&_svg]:c_accent.text";
var groupTitle = "mt_4 mb_1 px_3 fs_xs fw_semibold c_fg.muted";
function AdminSidebar({ onNavigate }) {
	const { logout, pending } = useLogout({ fullReload: false });
	const awaiting = useQuery(awaitingReviewQueryOptions()).data ?? 0;
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("div", {
			className: "pb_3",
			children: /* @__PURE__ */ jsx(Logo, {
				size: 32,
				onNavigate
			})
		}),
		/* @__PURE__ */ jsxs("nav", {
			"aria-label": "پنل مدیریت",
			className: "d_flex flex-d_column gap_1",
			children: [
				/* @__PURE__ */ jsxs(Link, {
					to: "/admin/stores",
					className: item,
					onClick: onNavigate,
					children: [
						/* @__PURE__ */ jsx(StoreIcon, {}),
						"فروشگاه‌ها",
						awaiting ? /* @__PURE__ */ jsx("span", {
							className: "ms_auto",
							children: /* @__PURE__ */ jsx(CountBadge, {
								count: awaiting,
								label: `${formatNumber(awaiting)} فروشگاه در انتظار بررسی`
							})
						}) : null
					]
				}),
				/* @__PURE__ */ jsx("h2", {
					className: groupTitle,
					children: "کاتالوگ و سفارش‌ها"
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: "/admin/categories",
					className: item,
					onClick: onNavigate,
					children: [/* @__PURE__ */ jsx(LayersIcon, {}), "دسته‌بندی‌ها"]
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: "/admin/filters",
					className: item,
					onClick: onNavigate,
					children: [/* @__PURE__ */ jsx(SettingsIcon, {}), "فیلترها"]
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: "/admin/homepage",
					className: item,
					onClick: onNavigate,
					children: [/* @__PURE__ */ jsx(HomeIcon, {}), "صفحه اصلی"]
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: "/admin/orders",
					className: item,
					onClick: onNavigate,
					children: [/* @__PURE__ */ jsx(OrdersIcon, {}), "سفارش‌ها"]
				})
			]
		}),
		/* @__PURE__ */ jsxs("button", {
			type: "button",
			className: `${item} mt_auto`,
			disabled: pending,
			onClick: () => void logout(),
			children: [/* @__PURE__ */ jsx(LogoutIcon, {}), "خروج"]
		})
	] });
}
/**
* /admin/*: the panel frame (sidebar on the right, a drawer on phones) with the logo, the nav and
* 'خروج'. The spec's one entry 'فروشگاه‌ها' comes first (active for every /admin/stores… path,
* with the count of stores awaiting review); a second group reaches the other admin pages
* (decision 018).
*/
function AdminLayout() {
	useScrollTopOnNavigate();
	return /* @__PURE__ */ jsx(PanelLayout, {
		menuLabel: "منوی پنل مدیریت",
		brand: /* @__PURE__ */ jsx(Logo, { size: 30 }),
		sidebar: (onNavigate) => /* @__PURE__ */ jsx(AdminSidebar, { onNavigate }),
		children: /* @__PURE__ */ jsx(Outlet, {})
	});
}
// src/routes/_authenticated/_admin.tsx?tsr-split=component
var SplitComponent = AdminLayout;
export { SplitComponent as component };

//# sourceMappingURL=_admin-CEWaHjBT.js.map