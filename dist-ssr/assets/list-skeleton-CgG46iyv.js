import { a as toastsRequested, t as onToastRequested } from "./toast-BxABEDuo.js";
import { n as useOnline } from "./empty-state-DjUFJLUD.js";
import "./css-BNi8J5P3.js";
import { n as categoryFiltersQueryOptions } from "./categories-ZQYAdqY0.js";
import { i as MemberPriceMark, r as productListQueryOptions } from "./products-BJGt2H4O.js";
import { t as AppImage } from "./app-image-BPRRkvdV.js";
import { t as Price } from "./price-D8fzeTKM.js";
import { n as SkeletonGroup, t as Skeleton } from "./skeleton-DPup_Gqx.js";
import { s as specsForApi, t as cleanSpecs } from "./specs-selection-CsZN6KVr.js";
import { useIsFetching } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Suspense, lazy, memo, useEffect, useState, useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/app/shell/lazy-shell.tsx
var loadToaster = () => import("./toaster-COP93NQF.js");
var Toaster = lazyPart(() => loadToaster().then((module) => ({ default: module.Toaster })));
var UpdatePrompt = lazy(() => import("./update-prompt-6A3qEOBL.js").then((module) => ({ default: module.UpdatePrompt })));
/**
* The frame's parts that must work offline (the toaster, the cart drawer) are fetched once the
* page is idle, before the service worker registers: it keeps what the page loaded, so they open
* later without a connection even if they were never used online.
*/
var offlineParts = [loadToaster, () => import("./cart-drawer-panel-DEQ-JbjC.js")];
/**
* React.lazy for a part of the frame: an import that fails while offline (its file was never
* cached) waits for the connection and tries again instead of breaking the page.
*/
function lazyPart(load) {
	return lazy(() => retryWhenOnline(load));
}
/**
* Whether a lazily loaded panel has ever been open: it mounts (and its code loads) the first time
* `open` is true, and stays mounted after that so it can animate closed and open again.
*/
function useOpenedOnce(open) {
	const [opened, setOpened] = useState(open);
	if (open && !opened) setOpened(true);
	return opened;
}
async function retryWhenOnline(load) {
	try {
		return await load();
	} catch (error) {
		if (navigator.onLine) throw error;
		await new Promise((resolve) => window.addEventListener("online", resolve, { once: true }));
		return retryWhenOnline(load);
	}
}
function LazyToaster() {
	return useSyncExternalStore(onToastRequested, toastsRequested, () => false) ? /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(Toaster, {})
	}) : null;
}
/**
* Offline, none of this is asked for: the page came from the service worker, which is registered
* already and cannot update without a connection, and a part the runtime cache does not hold
* would only be a failed request. It all loads once the connection is back.
*/
function LazyUpdatePrompt() {
	const idle = useIdleAfterLoad();
	const online = useOnline();
	const [partsFetched, setPartsFetched] = useState(false);
	useEffect(() => {
		if (!idle || !online || partsFetched) return;
		Promise.allSettled(offlineParts.map((load) => load())).then(() => setPartsFetched(true));
	}, [
		idle,
		online,
		partsFetched
	]);
	return partsFetched ? /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(UpdatePrompt, {})
	}) : null;
}
/**
* True once the page has loaded, no query has fetched for three seconds and the browser then had
* an idle moment: what comes after must not compete with the page's own scripts, data and images.
*/
function useIdleAfterLoad() {
	const [loaded, setLoaded] = useState(() => typeof document !== "undefined" && document.readyState === "complete");
	const fetching = useIsFetching();
	const [idle, setIdle] = useState(false);
	useEffect(() => {
		if (loaded) return;
		const onLoad = () => setLoaded(true);
		window.addEventListener("load", onLoad, { once: true });
		return () => window.removeEventListener("load", onLoad);
	}, [loaded]);
	useEffect(() => {
		if (!loaded || fetching > 0 || idle) return;
		let idleHandle;
		const timer = window.setTimeout(() => {
			if (typeof requestIdleCallback === "function") idleHandle = requestIdleCallback(() => setIdle(true), { timeout: 3e3 });
			else setIdle(true);
		}, 3e3);
		return () => {
			window.clearTimeout(timer);
			if (idleHandle !== void 0) cancelIdleCallback(idleHandle);
		};
	}, [
		loaded,
		fetching,
		idle
	]);
	return idle;
}
// src/lib/use-progressive.ts
/**
* How many of `total` items to render: `first` at once, then `step` more in each following task
* until all are there. A long list rendered in one go is one long task that blocks a slow
* phone's main thread (Lighthouse's Total Blocking Time); the first rows are all the screen shows.
* Each step schedules the next (the effect depends on `count`) until every item is shown: a
* performance aid must never change what the page ends up showing.
*/
function useProgressive(total, first, step = first) {
	const [count, setCount] = useState(() => Math.min(total, first));
	useEffect(() => {
		if (count >= total) return;
		const timer = window.setTimeout(() => setCount(count + step), 0);
		return () => window.clearTimeout(timer);
	}, [
		count,
		total,
		step
	]);
	return Math.min(count, total);
}
// src/ui/product-list/card-styles.ts
var cardClass = "pos_relative d_flex flex-d_column gap_2 h_full p_3 bg_bg.surface bd-w_1px bd-c_border.default bdr_card td_none c_fg.default trs_box-shadow_0.15s,_border-color_0.15s hover:bx-sh_card hover:bd-c_border.strong";
var gridClass = "d_grid grid-tc_repeat(2,_minmax(0,_1fr)) sm:grid-tc_repeat(3,_minmax(0,_1fr)) xl:grid-tc_repeat(4,_minmax(0,_1fr)) gap_2 md:gap_4 [&_>_li]:content-visibility_auto [&_>_li]:contain-intrinsic-size_auto_20rem";
// src/ui/product-list/product-card.tsx
var imageClass = "w_full asp_1 obj-f_contain bdr_control bg_bg.subtle";
var nameClass = "fs_sm lh_1.8 min-h_3lh lc_3 fw_medium";
var brandClass = "fs_xs c_fg.subtle";
var priceRowClass = "mt_auto min-h_12 d_flex flex-d_column jc_flex-end";
var outOfStock = "c_fg.subtle fw_bold fs_sm as_flex-end";
/**
* A product in a list: image, name, price in toman (a discount struck through), or «ناموجود».
* `priority`: the card is in the first row on screen, so its image loads at once, first.
* `member`: the signed-in user's own lower price for the card's offer (a customer group's), shown
* instead of the public one with «قیمت ویژهٔ شما»; the list asks for its cards' in one request.
*/
var ProductCard = memo(function ProductCard({ product, priority = false, member }) {
	const available = product.is_available && product.price != null;
	return /* @__PURE__ */ jsxs(Link, {
		to: "/products/$id/$productSlug",
		params: {
			id: String(product.id),
			productSlug: product.slug
		},
		className: cardClass,
		"data-testid": "product-card",
		children: [
			/* @__PURE__ */ jsx(AppImage, {
				src: product.image_url,
				alt: "",
				width: 240,
				height: 240,
				className: imageClass,
				loading: priority ? "eager" : "lazy",
				fetchPriority: priority ? "high" : void 0
			}),
			product.brand ? /* @__PURE__ */ jsx("span", {
				className: brandClass,
				children: product.brand.name_fa
			}) : null,
			/* @__PURE__ */ jsx("h3", {
				className: nameClass,
				children: product.name_fa
			}),
			/* @__PURE__ */ jsx("div", {
				className: priceRowClass,
				children: available ? /* @__PURE__ */ jsx(MemberPriceMark, {
					member: Boolean(member),
					children: member ? /* @__PURE__ */ jsx(Price, {
						value: member.price,
						original: member.original_price,
						percent: member.discount_percent
					}) : /* @__PURE__ */ jsx(Price, {
						value: product.price,
						original: product.original_price,
						percent: product.discount_percent
					})
				}) : /* @__PURE__ */ jsx("span", {
					className: outOfStock,
					children: "ناموجود"
				})
			})
		]
	});
});
// src/ui/product-list/product-card-skeleton.tsx
function ProductCardSkeleton() {
	return /* @__PURE__ */ jsxs("div", {
		className: cardClass,
		children: [
			/* @__PURE__ */ jsx(Skeleton, { className: "w_full asp_1" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_3 w_1/3" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_full" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_2/3" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_5 w_1/2 as_flex-end mt_4" })
		]
	});
}
// src/ui/product-list/product-grid-skeleton.tsx
function ProductGridSkeleton({ count = 8 }) {
	return /* @__PURE__ */ jsx("div", {
		className: gridClass,
		"aria-hidden": "true",
		children: Array.from({ length: count }, (_, i) => /* @__PURE__ */ jsx(ProductCardSkeleton, {}, i))
	});
}
// src/lib/product-list/list-search.ts
var SORTS = [
	"newest",
	"cheapest",
	"most_expensive",
	"best_selling",
	"relevance"
];
var SORT_LABELS = {
	relevance: "مرتبط‌ترین",
	newest: "جدیدترین",
	best_selling: "پرفروش‌ترین",
	cheapest: "ارزان‌ترین",
	most_expensive: "گران‌ترین"
};
/** The spec's product page size (section 9); the server embeds a category's first page of it. */
var PAGE_SIZE = 20;
var optionalText = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), void 0);
var numeric = v.union([v.number(), v.pipe(v.string(), v.toNumber())]);
/** A positive integer id, from a number or a numeric string; anything else is dropped. */
var optionalId = v.fallback(v.optional(v.pipe(numeric, v.integer(), v.minValue(1))), void 0);
/** A price in toman (a whole number, zero or more). */
var optionalPrice = v.fallback(v.optional(v.pipe(numeric, v.integer(), v.minValue(0))), void 0);
var optionalPage = v.fallback(v.optional(v.pipe(numeric, v.integer(), v.minValue(1), v.maxValue(1e4))), void 0);
/** `brand=samsung` (one) or a list; slugs only, at most 20 as the API allows. */
var brandList = v.fallback(v.optional(v.pipe(v.union([
	v.string(),
	v.number(),
	v.array(v.union([v.string(), v.number()]))
]), v.transform((value) => {
	const list = (Array.isArray(value) ? value : [value]).map(String).filter((s) => /^[a-z0-9-]{1,120}$/.test(s));
	const unique = [...new Set(list)].slice(0, 20);
	return unique.length ? unique : void 0;
}))), void 0);
var optionalFlag = v.fallback(v.optional(v.pipe(v.union([
	v.boolean(),
	v.literal("true"),
	v.literal("false")
]), v.transform((value) => value === true || value === "true" ? true : void 0))), void 0);
var specs = v.optional(v.pipe(v.unknown(), v.transform(cleanSpecs)));
var productListSearchSchema = v.object({
	/** A category id (the spec's /products?category=…). */
	category: optionalId,
	/** Words to search for (the spec's /products?search=…). */
	search: optionalText,
	brand: brandList,
	min_price: optionalPrice,
	max_price: optionalPrice,
	in_stock: optionalFlag,
	sort: v.fallback(v.optional(v.picklist(SORTS)), void 0),
	page: optionalPage,
	specs
});
/** The sort the server applies when none is chosen: relevance for a search, else newest. */
function defaultSort(hasSearch) {
	return hasSearch ? "relevance" : "newest";
}
/** How many filters are on (the badge on the mobile «فیلترها» button). */
function activeFilterCount(search) {
	let count = Object.keys(search.specs ?? {}).length + (search.brand?.length ?? 0);
	if (search.min_price != null || search.max_price != null) count++;
	if (search.in_stock) count++;
	return count;
}
/** The same search with every filter off (scope, sort kept; back to page 1). */
function clearFilters(search) {
	return {
		...search,
		brand: void 0,
		min_price: void 0,
		max_price: void 0,
		in_stock: void 0,
		specs: void 0,
		page: void 0
	};
}
// src/lib/product-list/list-query.ts
/** The attribute facets matter only inside a category and once some are chosen. */
function needsFacets(filters, scope) {
	return Boolean(scope.categoryId && filters.specs);
}
function compact(value) {
	return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}
/** The query for one page of the list. `facets` are the category's (needed to send specs). */
function productListParams(filters, scope, facets = []) {
	let { min_price, max_price } = filters;
	if (min_price != null && max_price != null && min_price > max_price) [min_price, max_price] = [max_price, min_price];
	const search = scope.search?.trim() || void 0;
	const sort = filters.sort === "relevance" && !search ? void 0 : filters.sort;
	return compact({
		category: scope.categoryId,
		search,
		brand: scope.brand ? [scope.brand] : filters.brand,
		store_id: scope.storeId,
		min_price,
		max_price,
		in_stock: filters.in_stock ? true : void 0,
		specs: scope.categoryId ? specsForApi(filters.specs, facets) : void 0,
		sort,
		skip: ((filters.page ?? 1) - 1) * PAGE_SIZE,
		limit: PAGE_SIZE
	});
}
/** Enough of the scope's products to offer its brands as a facet (no brand endpoint exists). */
function brandSampleParams(scope) {
	return compact({
		category: scope.categoryId,
		search: scope.search?.trim() || void 0,
		store_id: scope.storeId,
		sort: "best_selling",
		limit: 100
	});
}
function totalPages(total) {
	return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
// src/api/load-product-list.ts
/**
* The list routes' loader: the facets (awaited only when specs must be sent with them), then the
* page of products. On a filter change within the same page (`stay`) the view keeps showing the
* previous results while the new ones load, so the loader does not hold the navigation.
*/
function loadProductList(queryClient, filters, scope, cause) {
	const load = async () => {
		const facets = scope.categoryId ? queryClient.ensureQueryData(categoryFiltersQueryOptions(scope.categoryId)) : null;
		facets?.catch(() => {});
		const items = filters.specs && facets ? (await facets).items : [];
		await queryClient.ensureQueryData(productListQueryOptions(productListParams(filters, scope, items)));
	};
	const loading = load();
	if (cause !== "stay") return loading;
	loading.catch(() => {});
}
// src/features/catalog/list-skeleton.tsx
/** A list page while it loads: the heading, the filters and the cards as grey blocks. */
function ProductListSkeleton() {
	return /* @__PURE__ */ jsxs(SkeletonGroup, { children: [/* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_3 mb_5",
		children: [/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_40" }), /* @__PURE__ */ jsx(Skeleton, { className: "h_8 w_56" })]
	}), /* @__PURE__ */ jsxs("div", {
		className: "d_grid grid-tc_minmax(0,_1fr) lg:grid-tc_17rem_minmax(0,_1fr) gap_4 lg:gap_6",
		children: [/* @__PURE__ */ jsx(Skeleton, { className: "d_none! lg:d_block! h_96 bdr_card" }), /* @__PURE__ */ jsxs("div", {
			className: "d_flex flex-d_column gap_3",
			children: [/* @__PURE__ */ jsx(Skeleton, { className: "h_11 w_full bdr_card" }), /* @__PURE__ */ jsx(ProductGridSkeleton, {})]
		})]
	})] });
}
export { LazyToaster as _, productListParams as a, useOpenedOnce as b, SORT_LABELS as c, defaultSort as d, productListSearchSchema as f, useProgressive as g, gridClass as h, needsFacets as i, activeFilterCount as l, ProductCard as m, loadProductList as n, totalPages as o, ProductGridSkeleton as p, brandSampleParams as r, SORTS as s, ProductListSkeleton as t, clearFilters as u, LazyUpdatePrompt as v, lazyPart as y };

//# sourceMappingURL=list-skeleton-CgG46iyv.js.map