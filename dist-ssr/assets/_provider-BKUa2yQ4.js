import { dt as Loading, et as Logo, st as CountBadge, ut as useProfile } from "../entry-server.js";
import { n as myStoreQueryOptions, r as myStoresForSwitcher } from "./stores-CA1jN-Ll.js";
import { o as selectedStore, s as subscribeSession } from "./api-DZa6-Wrr.js";
import { n as PanelLayout, t as PanelHeader } from "./panel-layout-DdmRzvm0.js";
import { f as getSlotCompoundVariant, g as splitProps, l as compact, p as memo$1 } from "./css-BNi8J5P3.js";
import { b as toPersianDigits, v as formatNumber } from "./fa-B46h81DH.js";
import { t as useLogout } from "./use-logout-BNIAhuJD.js";
import { a as LogoutIcon, r as HomeIcon } from "./icons-G-AnJJZZ.js";
import { i as LayersIcon, l as StoreIcon, n as BoxIcon, o as OrdersIcon, s as PercentIcon, t as ArticleIcon } from "./shop-icons-CkopiUff.js";
import { t as createStyleContext } from "./jsx-BmGQg2iL.js";
import { r as createRecipe } from "./button-BQVJ5_gf.js";
import { t as useNewOrders } from "./use-new-orders-Crb-eDRe.js";
import { t as Select } from "./select-D8_Drlvu.js";
/* empty css               */
import { useQuery } from "@tanstack/react-query";
import { Link, Outlet, useLocation, useNavigate, useParams } from "@tanstack/react-router";
import { useEffect, useSyncExternalStore } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { Tooltip } from "@ark-ui/react/tooltip";
// src/features/providers/locked-notice.tsx
var noteClass = "bdr_card p_4 fs_sm lh_1.9 bd-w_1px";
/**
* The locked dashboard of a store under review (spec section 2): a warning that review takes 7-10
* working days and a note with the seller support phone (configuration SUPPORT_PHONE).
*/
function LockedNotice({ storeName, supportPhone }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(PanelHeader, { title: storeName ? `فروشگاه «${storeName}»` : "فروشگاه شما" }), /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_4 max-w_2xl",
		children: [/* @__PURE__ */ jsxs("div", {
			role: "alert",
			className: `${noteClass} bg_warning.subtle bd-c_warning.default`,
			children: [/* @__PURE__ */ jsx("p", {
				className: "fw_bold",
				children: "ثبت‌نام فروشگاه شما در حال بررسی است"
			}), /* @__PURE__ */ jsx("p", { children: "بررسی اطلاعات فروشگاه ۷ تا ۱۰ روز کاری طول می‌کشد. پس از تأیید، همه بخش‌های پنل برای شما باز می‌شود." })]
		}), /* @__PURE__ */ jsx("div", {
			role: "note",
			className: `${noteClass} bg_info.subtle bd-c_info.default`,
			children: supportPhone ? /* @__PURE__ */ jsxs("p", { children: [
				"اگر بررسی بیش از این طول کشید، با پشتیبانی فروشندگان تماس بگیرید:",
				" ",
				/* @__PURE__ */ jsx("a", {
					href: `tel:${supportPhone.replace(/[^\d+]/g, "")}`,
					dir: "ltr",
					className: "fw_bold",
					children: toPersianDigits(supportPhone)
				})
			] }) : /* @__PURE__ */ jsx("p", { children: "اگر بررسی بیش از این طول کشید، با پشتیبانی فروشندگان تماس بگیرید." })
		})]
	})] });
}
// styled-system/recipes/tooltip.mjs
var tooltipDefaultVariants = {};
var tooltipCompoundVariants = [];
var tooltipSlotFns = /* @__PURE__ */ [
	["trigger", "tooltip__trigger"],
	["arrow", "tooltip__arrow"],
	["arrowTip", "tooltip__arrowTip"],
	["positioner", "tooltip__positioner"],
	["content", "tooltip__content"]
].map(([slotName, slotKey]) => [slotName, createRecipe(slotKey, tooltipDefaultVariants, getSlotCompoundVariant(tooltipCompoundVariants, slotName))]);
var tooltipFn = memo$1((props = {}) => {
	return Object.fromEntries(tooltipSlotFns.map(([slotName, slotFn]) => [slotName, slotFn.recipeFn(props)]));
});
var tooltipVariantKeys = [];
var getVariantProps = (variants) => ({
	...tooltipDefaultVariants,
	...compact(variants)
});
// src/ui/tooltip.tsx
var { withRootProvider, withContext } = createStyleContext(/* @__PURE__ */ Object.assign(tooltipFn, {
	__recipe__: false,
	__name__: "tooltip",
	raw: (props) => props,
	classNameMap: {},
	variantKeys: tooltipVariantKeys,
	variantMap: {},
	splitVariantProps(props) {
		return splitProps(props, tooltipVariantKeys);
	},
	getVariantProps
}));
var Root = withRootProvider(Tooltip.Root, { defaultProps: {
	openDelay: 300,
	closeDelay: 100
} });
var Trigger = withContext(Tooltip.Trigger, "trigger");
var Positioner = withContext(Tooltip.Positioner, "positioner");
var Content = withContext(Tooltip.Content, "content");
withContext(Tooltip.Arrow, "arrow");
withContext(Tooltip.ArrowTip, "arrowTip");
// src/features/providers/provider-nav.ts
/** The sidebar's first group (spec section 2: products, bundles, discounts, orders, blog articles). */
var storeSections = [
	{
		section: "products",
		label: "محصولات",
		Icon: BoxIcon
	},
	{
		section: "bundles",
		label: "سبدهای ویژه",
		Icon: LayersIcon
	},
	{
		section: "discounts",
		label: "تخفیف‌ها",
		Icon: PercentIcon
	},
	{
		section: "orders",
		label: "سفارش‌ها",
		Icon: OrdersIcon
	},
	{
		section: "blog",
		label: "مقاله‌های وبلاگ",
		Icon: ArticleIcon
	}
];
var homepageSection = {
	section: "homepage",
	label: "صفحه اصلی فروشگاه",
	Icon: HomeIcon
};
/**
* A section's link: with the selected store id when there is one, else without the id segment
* (the /providers/$ route sends that to the selected or first store).
*/
function sectionLink(section, storeId) {
	return storeId ? {
		to: `/providers/$storeId/${section}`,
		params: { storeId: String(storeId) }
	} : {
		to: "/providers/$",
		params: { _splat: section }
	};
}
// src/features/providers/selected-store.ts
/** The provider's selected store id: from the URL's storeId, else from storage (spec section 4). */
function useSelectedStoreId() {
	const params = useParams({ strict: false });
	const stored = useSyncExternalStore(subscribeSession, selectedStore.get, () => null);
	const fromUrl = Number(params.storeId);
	return Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : stored;
}
// src/features/providers/switched-path.ts
/** /providers/7/orders/12 with store 9 → /providers/9/orders/12; an address without a store page → products. */
function switchedPath(pathname, storeId) {
	return `/providers/${storeId}/${/^\/providers\/\d+\/(.+)$/.exec(pathname)?.[1] ?? "products"}`;
}
// src/features/providers/store-switcher.tsx
var boxClass = "fs_sm c_fg.muted p_3 bdr_control bg_bg.subtle";
/**
* The store selector (spec section 2): the provider's stores; choosing one stores it and opens the
* same page of that store (or its products).
*/
function StoreSwitcher({ storeId, onNavigate }) {
	const query = useQuery(myStoresForSwitcher());
	const navigate = useNavigate();
	const { pathname } = useLocation();
	if (query.isPending) return /* @__PURE__ */ jsx("p", {
		className: boxClass,
		children: "در حال بارگذاری..."
	});
	const stores = query.data?.items ?? [];
	if (stores.length === 0) return /* @__PURE__ */ jsx("p", {
		className: boxClass,
		children: "فروشگاهی یافت نشد"
	});
	return /* @__PURE__ */ jsx(Select, {
		label: "فروشگاه",
		options: stores.map((store) => ({
			value: String(store.id),
			label: store.name
		})),
		value: storeId ? String(storeId) : "",
		placeholder: "انتخاب فروشگاه",
		onValueChange: (value) => {
			const id = Number(value);
			if (!id || id === storeId) return;
			selectedStore.set(id);
			onNavigate?.();
			navigate({
				to: switchedPath(pathname, id),
				replace: false
			});
		}
	});
}
// src/features/providers/provider-sidebar.tsx
var sidebarItem = "d_flex ai_center gap_2.5 w_full min-h_11 px_3 bdr_control c_fg.default td_none fs_sm ta_start cursor_pointer [&_svg]:fs_xl [&_svg]:c_fg.muted [&_svg]:flex-sh_0 hover:bg_bg.subtle currentPage:bg_accent.subtle currentPage:c_accent.text currentPage:fw_semibold currentPage:[&_svg]:c_accent.text";
var groupClass = "d_flex flex-d_column gap_0.5";
var divider = "bd-t-w_1px bd-c_border.default my_3";
var lockedItem = "op_0.5 cursor_not-allowed hover:bg_transparent";
var LOCKED_TIP = "فروشگاه شما در حال بررسی است";
/** A section of a store under review: greyed out, not a link, with the reason in a tooltip. */
function LockedSection({ item }) {
	return /* @__PURE__ */ jsxs(Root, { children: [/* @__PURE__ */ jsx(Trigger, {
		asChild: true,
		children: /* @__PURE__ */ jsxs("button", {
			type: "button",
			className: `${sidebarItem} ${lockedItem}`,
			"aria-disabled": "true",
			children: [/* @__PURE__ */ jsx(item.Icon, {}), item.label]
		})
	}), /* @__PURE__ */ jsx(Positioner, { children: /* @__PURE__ */ jsx(Content, { children: LOCKED_TIP }) })] });
}
function SectionLink({ item, storeId, locked, onNavigate, badge }) {
	if (locked) return /* @__PURE__ */ jsx(LockedSection, { item });
	return /* @__PURE__ */ jsxs(Link, {
		...sectionLink(item.section, storeId),
		className: sidebarItem,
		onClick: onNavigate,
		children: [
			/* @__PURE__ */ jsx(item.Icon, {}),
			item.label,
			badge ? /* @__PURE__ */ jsx("span", {
				className: "ms_auto",
				children: /* @__PURE__ */ jsx(CountBadge, {
					count: badge,
					label: `${formatNumber(badge)} سفارش تازه`
				})
			}) : null
		]
	});
}
/**
* The provider panel's sidebar: store sections (greyed out while the selected store is under
* review), more links, the store switcher and logout at the bottom.
*/
function ProviderSidebar({ onNavigate, locked = false }) {
	const storeId = useSelectedStoreId();
	const newOrders = useNewOrders(storeId);
	const { logout, pending } = useLogout({ fullReload: true });
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsxs("div", {
			className: "d_flex ai_center gap_2 pb_3",
			children: [/* @__PURE__ */ jsx(Logo, {
				size: 32,
				onNavigate
			}), /* @__PURE__ */ jsx("span", {
				className: "fs_xs c_fg.muted bg_bg.subtle px_2 py_0.5 bdr_full",
				children: "پنل فروشنده"
			})]
		}),
		/* @__PURE__ */ jsx("nav", {
			"aria-label": "مدیریت فروشگاه",
			className: groupClass,
			children: storeSections.map((item) => /* @__PURE__ */ jsx(SectionLink, {
				item,
				storeId,
				locked,
				onNavigate,
				badge: item.section === "orders" ? newOrders : void 0
			}, item.section))
		}),
		/* @__PURE__ */ jsx("hr", { className: divider }),
		/* @__PURE__ */ jsxs("nav", {
			"aria-label": "پیوندهای دیگر",
			className: groupClass,
			children: [
				/* @__PURE__ */ jsx(SectionLink, {
					item: homepageSection,
					storeId,
					locked,
					onNavigate
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: "/providers/stores",
					className: sidebarItem,
					onClick: onNavigate,
					activeOptions: { exact: true },
					children: [/* @__PURE__ */ jsx(StoreIcon, {}), "فروشگاه‌های من"]
				}),
				/* @__PURE__ */ jsxs(Link, {
					to: "/",
					className: sidebarItem,
					onClick: onNavigate,
					children: [/* @__PURE__ */ jsx(HomeIcon, {}), "بازگشت به راسته"]
				})
			]
		}),
		/* @__PURE__ */ jsx("div", {
			className: "mt_3",
			children: /* @__PURE__ */ jsx(StoreSwitcher, {
				storeId,
				onNavigate
			})
		}),
		/* @__PURE__ */ jsxs("button", {
			type: "button",
			className: `${sidebarItem} mt_auto`,
			disabled: pending,
			onClick: () => void logout(),
			children: [/* @__PURE__ */ jsx(LogoutIcon, {}), "خروج"]
		})
	] });
}
// src/features/providers/provider-layout.tsx
/**
* /providers/*: the panel frame with the seller's sidebar. A selected store under review locks
* the panel (spec section 2): greyed-out sections and, on the store's pages, the review notice
* instead of the page. The stores list and forms stay open.
*/
function ProviderLayout() {
	const profile = useProfile();
	const params = useParams({ strict: false });
	const storeId = useSelectedStoreId();
	const store = useQuery({
		...myStoreQueryOptions(storeId ?? 0),
		enabled: storeId !== null
	});
	const stores = useQuery(myStoresForSwitcher());
	const locked = store.data?.verified === false;
	useEffect(() => {
		const fromUrl = Number(params.storeId);
		if (Number.isInteger(fromUrl) && fromUrl > 0 && selectedStore.get() !== fromUrl) selectedStore.set(fromUrl);
	}, [params.storeId]);
	const onStorePage = params.storeId !== void 0;
	const loading = profile.isPending || storeId !== null && store.isPending;
	return /* @__PURE__ */ jsx(PanelLayout, {
		menuLabel: "منوی پنل فروشنده",
		brand: /* @__PURE__ */ jsx(Logo, { size: 30 }),
		sidebar: (onNavigate) => /* @__PURE__ */ jsx(ProviderSidebar, {
			onNavigate,
			locked
		}),
		children: loading ? /* @__PURE__ */ jsx(Loading, {}) : locked && onStorePage ? /* @__PURE__ */ jsx(LockedNotice, {
			storeName: store.data?.name,
			supportPhone: stores.data?.support_phone
		}) : /* @__PURE__ */ jsx(Outlet, {})
	});
}
// src/routes/_authenticated/_provider.tsx?tsr-split=component
var SplitComponent = ProviderLayout;
export { SplitComponent as component };

//# sourceMappingURL=_provider-BKUa2yQ4.js.map