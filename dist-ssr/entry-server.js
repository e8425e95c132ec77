import { _ as LazyToaster, b as useOpenedOnce, f as productListSearchSchema, g as useProgressive, m as ProductCard, n as loadProductList, p as ProductGridSkeleton, t as ProductListSkeleton, v as LazyUpdatePrompt, y as lazyPart } from "./assets/list-skeleton-DQI3jh3x.js";
import { o as unwrap, t as ApiError } from "./assets/sdk-Dju50_5D.js";
import { i as hasSession, n as api, t as answerApiWith } from "./assets/api-DZa6-Wrr.js";
import { n as cartMutationKeys, o as useCart, r as cartQueryOptions, t as cartKeys } from "./assets/cart-ClgUNjxk.js";
import { i as withPending, r as resolveItemId, t as EMPTY_CART } from "./assets/cart-pending-CwxVghSS.js";
import { n as isUnauthorized, r as reportError, t as errorDetail } from "./assets/errors-BJLin2ZF.js";
import { i as toastError, r as toast } from "./assets/toast-BxABEDuo.js";
import { a as formatPrice, n as formatDate, v as formatNumber, y as toLatinDigits } from "./assets/fa-B46h81DH.js";
import { d as sellerOrderKeys, i as loadOrder, s as orderListQueryOptions, t as ORDER_STATUSES } from "./assets/orders-CrhGnChu.js";
import { a as cx, g as splitProps, p as memo$1 } from "./assets/css-BNi8J5P3.js";
import { t as useDocumentTitle } from "./assets/use-document-title-CAiMyDT7.js";
import { i as mergeRecipes, n as buttonClass, r as createRecipe, t as Button } from "./assets/button-BQVJ5_gf.js";
import { t as useLoggedIn } from "./assets/use-session-BvXoFzGK.js";
import { n as pathWithQuery, t as loginSearchSchema } from "./assets/return-to-C1iiRB1f.js";
import { n as useOnline, t as EmptyState } from "./assets/empty-state-DjUFJLUD.js";
import { c as SearchIcon, i as LayersIcon, l as StoreIcon, n as BoxIcon, r as CartIcon, t as ArticleIcon } from "./assets/shop-icons-CkopiUff.js";
import { d as UserIcon, f as Icon, i as InstallIcon, l as ShareIcon, n as CloseIcon, o as MenuIcon, r as HomeIcon, s as OfflineIcon } from "./assets/icons-G-AnJJZZ.js";
import { a as categoryTreeQueryOptions, n as categoryFiltersQueryOptions, t as categoryBySlugQueryOptions } from "./assets/categories-ZQYAdqY0.js";
import { r as homepageRead } from "./assets/public-reads-C6GZ9ve7.js";
import { a as memberPriceOf, n as productDetailQueryOptions, o as useMemberPrices } from "./assets/products-BJGt2H4O.js";
import { t as ArticleCard } from "./assets/article-card-CGFnleal.js";
import { t as BundleCard } from "./assets/bundle-card-BeR6dgUw.js";
import { r as formatPercent } from "./assets/price-D8fzeTKM.js";
import { t as AppImage } from "./assets/app-image-BPRRkvdV.js";
import { t as skipWhenSignedIn } from "./assets/login-route-zyNz4zvh.js";
import { l as checkoutSearchSchema, t as CheckoutSkeleton } from "./assets/checkout-skeleton-B7b5I1-T.js";
import { i as blogPostQueryOptions, n as blogListParams, r as blogListQueryOptions } from "./assets/blog-B6L133E0.js";
import { n as pageSearchSchema } from "./assets/page-search-D8yfZLof.js";
import { t as CardGridSkeleton } from "./assets/card-grid-P6MB7ebE.js";
import { n as loadBrand } from "./assets/brand-probe-BMH3kKJh.js";
import { a as bundleQueryOptions, i as bundleListQueryOptions, r as bundleListParams } from "./assets/bundles-DXSOxuM_.js";
import { t as ProductPageSkeleton } from "./assets/product-page-skeleton-D2rXhItc.js";
import { n as orNotFound, t as idParam } from "./assets/or-not-found-DfHxz7r2.js";
import { c as storeListParams, l as storeListQueryOptions, o as storeBySlugQueryOptions, u as storeQueryOptions } from "./assets/stores-CA1jN-Ll.js";
import { n as orderListSearchSchema, r as orderStatusSearchSchema, t as orderListParams } from "./assets/order-search-Dguy3KEa.js";
import { n as OrderPageSkeleton, t as OrderListSkeleton } from "./assets/order-skeletons-sH79jRqh.js";
import { n as SkeletonGroup, r as NEEDS_CONNECTION, t as Skeleton } from "./assets/skeleton-DPup_Gqx.js";
import { i as tableSearchSchema, r as tableSearchEntries } from "./assets/table-search-CQTCgD4p.js";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, dehydrate, keepPreviousData, onlineManager, queryOptions, useMutationState, useQuery } from "@tanstack/react-query";
import { Link, Outlet, RouterProvider, createFileRoute, createMemoryHistory, createRootRouteWithContext, createRouter, lazyFn, lazyRouteComponent, notFound, redirect, useNavigate, useRouter, useRouterState } from "@tanstack/react-router";
import { prerenderToNodeStream } from "react-dom/static.node";
import { StrictMode, Suspense, cloneElement, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { LocaleProvider } from "@ark-ui/react/locale";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import * as v from "valibot";
// src/ui/locale-provider.tsx
/** Every Ark part below is right to left, in Persian (Ark's default is en-US, left to right). */
function PersianLocale({ children }) {
	return /* @__PURE__ */ jsx(LocaleProvider, {
		locale: "fa-IR",
		children
	});
}
// src/app/app-root.tsx
/**
* The whole app, the same tree on the server (entry-server.tsx) and in the browser (main.tsx):
* hydration matches the server's HTML element by element, and useId's ids follow the tree's shape,
* so both sides must render exactly this. The toaster and the update prompt render nothing until
* the browser asks for them.
*/
function AppRoot({ queryClient, router }) {
	return /* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(PersianLocale, { children: /* @__PURE__ */ jsxs(QueryClientProvider, {
		client: queryClient,
		children: [
			/* @__PURE__ */ jsx(RouterProvider, { router }),
			/* @__PURE__ */ jsx(LazyToaster, {}),
			/* @__PURE__ */ jsx(LazyUpdatePrompt, {})
		]
	}) }) });
}
// src/api/cart-sync-notes.ts
var notes = [];
var nextId = 1;
var listeners$2 = /* @__PURE__ */ new Set();
function publish(next) {
	notes = next;
	for (const listener of listeners$2) listener();
}
function dismissSyncNote(id) {
	publish(notes.filter((note) => note.id !== id));
}
function clearSyncNotes() {
	if (notes.length) publish([]);
}
function addNote(text, tone) {
	publish([...notes, {
		id: nextId++,
		text,
		tone
	}]);
}
function useSyncNotes() {
	return useSyncExternalStore((listener) => {
		listeners$2.add(listener);
		return () => listeners$2.delete(listener);
	}, () => notes, () => notes);
}
function nameOf(kind, variables) {
	const name = kind === "add" ? variables.preview?.product.name : variables.name;
	return name ? `«${name}»` : "یک کالا";
}
/** A queued change the server refused (409 sold out or short of stock, 404 withdrawn…). */
function reportRefused(kind, variables, error) {
	const name = nameOf(kind, variables);
	const detail = errorDetail(error) ?? "خطایی رخ داده است";
	const text = `${{
		add: `${name} به سبد خرید افزوده نشد`,
		update: `تعداد ${name} تغییر نکرد`,
		remove: `${name} از سبد خرید حذف نشد`
	}[kind]}: ${detail}`;
	addNote(text, "danger");
	toast({
		title: "یکی از تغییرات سبد خرید انجام نشد",
		description: text,
		variant: "warning"
	});
}
/** A queued add or quantity change went through at another price than the customer saw. */
function reportRepriced(kind, variables, cart) {
	if (kind === "remove") return;
	const seen = kind === "add" ? variables.preview?.price.selling_price : variables.seenPrice;
	const item = cart.items.find((entry) => entry.product_store_id === variables.productStoreId);
	if (seen === void 0 || !item || item.price.selling_price === seen) return;
	const text = `قیمت ${nameOf(kind, variables)} از ${formatPrice(seen)} به ${formatPrice(item.price.selling_price)} تغییر کرده است`;
	addNote(text, "warning");
	toast({
		title: "قیمت کالایی در سبد خرید تغییر کرد",
		description: text,
		variant: "info"
	});
}
// src/api/cart-queue.ts
var KINDS = /* @__PURE__ */ new Set([
	"add",
	"update",
	"remove"
]);
function changeKind(mutation) {
	const key = mutation.options.mutationKey;
	return key?.[0] === cartKeys.all[0] && KINDS.has(key[1]) ? key[1] : null;
}
/**
* Follows every cart change, the restored ones included (they have no caller to tell): stores
* the server's answer, and for a change that had to wait (offline, or restored after a reload)
* explains a refusal or a new price instead of dropping it silently. When the queue is empty
* again the cart is read afresh: a replayed change answers with the cart as it was then.
*/
function watchCartQueue(queryClient) {
	const mutations = queryClient.getMutationCache();
	const key = cartKeys.detail();
	const waited = /* @__PURE__ */ new WeakSet();
	let reread = false;
	mutations.subscribe((event) => {
		const mutation = event.mutation;
		const kind = mutation ? changeKind(mutation) : null;
		if (!mutation || !kind) return;
		if (mutation.state.isPaused) waited.add(mutation);
		if (event.type !== "updated" || event.action.type !== "success" && event.action.type !== "error") return;
		if (!mutations.getAll().includes(mutation)) return;
		const variables = mutation.state.variables;
		const queued = waited.has(mutation);
		if (event.action.type === "success") {
			const cart = event.action.data;
			queryClient.setQueryData(key, cart);
			if (queued) {
				reread = true;
				reportRepriced(kind, variables, cart);
			}
		} else {
			const error = event.action.error;
			reread = true;
			if (isUnauthorized(error)) return;
			if (queued) reportRefused(kind, variables, error);
			else if (kind === "add") toastError(errorDetail(error));
			else console.error(`Cart ${kind} failed`, error);
		}
		if (reread && !queryClient.isMutating({ mutationKey: cartKeys.all })) {
			reread = false;
			queryClient.invalidateQueries({ queryKey: key });
		}
	});
	queryClient.getQueryCache().subscribe((event) => {
		if (event.type === "removed" && event.query.queryKey[0] === cartKeys.all[0]) clearSyncNotes();
	});
}
// src/api/cart-mutations.ts
var idempotency = (key) => ({ "Idempotency-Key": key });
function retryDropped$2(failureCount, error) {
	if (!(error instanceof ApiError)) return false;
	return error.status === 0 || error.status >= 500 && failureCount < 3;
}
function cartRequests(queryClient) {
	const key = cartKeys.detail();
	/**
	* The item a change is about. Changes run in order (one scope), so an add queued before this
	* change has been answered by now and its item is in the cache — or, after a reload, in a
	* fresh copy of the cart. Null when it is not there (its add was refused, and said so).
	*/
	async function target(change) {
		const cached = resolveItemId(queryClient.getQueryData(key), change);
		if (cached !== null) return {
			itemId: cached,
			cart: void 0
		};
		const cart = await queryClient.fetchQuery({
			...cartQueryOptions(true),
			staleTime: 0
		});
		return {
			itemId: resolveItemId(cart, change),
			cart
		};
	}
	return {
		add: ({ productStoreId, quantity, idempotencyKey }) => unwrap(api.POST("/public/cart/items", {
			params: { header: idempotency(idempotencyKey) },
			body: {
				product_store_id: productStoreId,
				quantity
			}
		})),
		async update(change) {
			const { itemId, cart } = await target(change);
			if (itemId === null) return cart;
			return unwrap(api.PUT("/public/cart/items/{item_id}", { params: {
				path: { item_id: itemId },
				query: { quantity: change.quantity },
				header: idempotency(change.idempotencyKey)
			} }));
		},
		async remove(change) {
			const { itemId, cart } = await target(change);
			if (itemId === null) return cart;
			return unwrap(api.DELETE("/public/cart/items/{item_id}", { params: {
				path: { item_id: itemId },
				header: idempotency(change.idempotencyKey)
			} }));
		}
	};
}
/**
* Registers every cart change once, where the query client is made. Nothing is written into the
* cart query before the server answers: the drawer lays the pending changes over the last answer
* (cart-pending.ts), and the queue watcher stores each answer and explains each refusal.
*/
function registerCartMutations(queryClient) {
	const requests = cartRequests(queryClient);
	const shared = {
		scope: { id: "cart" },
		retry: retryDropped$2,
		meta: { silentError: true },
		onMutate: async () => {
			await queryClient.cancelQueries({ queryKey: cartKeys.detail() });
		}
	};
	queryClient.setMutationDefaults(cartMutationKeys.add, {
		...shared,
		mutationFn: requests.add
	});
	queryClient.setMutationDefaults(cartMutationKeys.update, {
		...shared,
		mutationFn: requests.update
	});
	queryClient.setMutationDefaults(cartMutationKeys.remove, {
		...shared,
		mutationFn: requests.remove
	});
	watchCartQueue(queryClient);
}
// src/api/offer-edits.ts
/** The body of PUT /products/{product_id}/store/{store_id}/assignment for one edit. */
function offerEditBody(edit) {
	return edit.field === "price" ? {
		price: edit.value,
		expected_price: edit.expected
	} : {
		stock: edit.value,
		expected_stock: edit.expected
	};
}
/** A 409 OfferConflict: the server's value changed since the edit was made; nothing changed. */
var OfferConflictError = class extends ApiError {
	field;
	expected;
	current;
	constructor(detail, field, expected, current) {
		super(409, detail);
		this.name = "OfferConflictError";
		this.field = field;
		this.expected = expected;
		this.current = current;
	}
};
/** Reads a 409's body as an OfferConflict; any other answer stays as it was. */
function toOfferConflict(error, body, edit) {
	if (!(error instanceof ApiError) || error.status !== 409) return error;
	if (!body || typeof body !== "object") return error;
	const { field, expected, current } = body;
	if (typeof current !== "number") return error;
	return new OfferConflictError(error.detail, field ?? edit.field, typeof expected === "number" ? expected : edit.expected, current);
}
var conflictId = (c) => `${c.edit.storeId}:${c.edit.productId}:${c.edit.field}`;
/** Adds a conflict; a newer one about the same value of the same offer replaces the older. */
function addConflict(list, conflict) {
	const id = conflictId(conflict);
	return [...list.filter((c) => conflictId(c) !== id), conflict];
}
function removeConflict(list, id) {
	return list.filter((c) => conflictId(c) !== id);
}
/**
* «Keep mine»: the seller has now seen the server's value, so the same value is sent again,
* based on the server's (a new key: it is a new decision, not a replay of the refused one).
*/
function keepMine(conflict, idempotencyKey, queued) {
	return {
		...conflict.edit,
		expected: conflict.current,
		idempotencyKey,
		queued
	};
}
/**
* The value the list shows for an offer: the last queued edit's value while edits wait, else
* the server's (as last read).
*/
function shownValue(server, pending, productId, storeId, field) {
	let value = server;
	for (const edit of pending) if (edit.productId === productId && edit.storeId === storeId && edit.field === field) value = edit.value;
	return value;
}
/**
* The base of a new edit: the value the seller sees now. With an edit still queued for the same
* value, the new one is based on that edit's value (the queue replays in order, so by the time
* it is sent the earlier one has set it).
*/
var baseOf = shownValue;
// src/api/seller-offer-queue.ts
var sellerProductKeys = {
	all: ["seller-products"],
	lists: () => [...sellerProductKeys.all, "list"],
	list: (params) => [...sellerProductKeys.lists(), params],
	details: () => [...sellerProductKeys.all, "detail"],
	detail: (id, storeId) => [
		...sellerProductKeys.details(),
		id,
		storeId
	],
	catalogue: (phrase) => [
		...sellerProductKeys.all,
		"catalogue",
		phrase
	],
	conflicts: () => [...sellerProductKeys.all, "conflicts"],
	edit: () => [...sellerProductKeys.all, "edit"]
};
function invalidateSellerProducts(queryClient) {
	queryClient.invalidateQueries({ queryKey: ["products"] });
	return queryClient.invalidateQueries({
		queryKey: sellerProductKeys.all,
		predicate: (query) => query.queryKey[1] !== "conflicts"
	});
}
/** The variables of a new edit: offline it is marked queued. */
function offerEdit(edit) {
	return {
		...edit,
		queued: !onlineManager.isOnline()
	};
}
async function sendOfferEdit(edit) {
	let body;
	const call = api.PUT("/products/{product_id}/store/{store_id}/assignment", {
		params: {
			path: {
				product_id: edit.productId,
				store_id: edit.storeId
			},
			header: { "Idempotency-Key": edit.idempotencyKey }
		},
		body: offerEditBody(edit)
	}).then((result) => {
		body = result.error;
		return result;
	});
	try {
		return await unwrap(call);
	} catch (error) {
		throw toOfferConflict(error, body, edit);
	}
}
function retryDropped$1(failureCount, error) {
	if (!(error instanceof ApiError)) return false;
	return error.status === 0 || error.status >= 500 && failureCount < 3;
}
/** The conflicts waiting for the seller's choice: kept in the (persisted) cache, so a closed tab keeps them. */
function conflictsQueryOptions(queryClient) {
	return queryOptions({
		queryKey: sellerProductKeys.conflicts(),
		queryFn: () => queryClient.getQueryData(sellerProductKeys.conflicts()) ?? [],
		staleTime: Number.POSITIVE_INFINITY,
		gcTime: 6048e5,
		networkMode: "always"
	});
}
function updateConflicts(queryClient, change) {
	queryClient.setQueryData(sellerProductKeys.conflicts(), (list) => change(list ?? []));
}
/**
* Registers the edit once, where the query client is made, so an edit restored from IndexedDB
* finds its mutationFn: one at a time in the order they were made, each with its key. A 409
* becomes a conflict the seller resolves; nothing is overwritten.
*/
function registerOfferEdits(queryClient) {
	queryClient.setMutationDefaults(sellerProductKeys.edit(), {
		mutationFn: sendOfferEdit,
		scope: { id: "seller-offer-edits" },
		retry: retryDropped$1,
		meta: { silentError: true },
		onSuccess: () => invalidateSellerProducts(queryClient),
		onError: (error, edit) => {
			if (error instanceof OfferConflictError) updateConflicts(queryClient, (list) => addConflict(list, {
				edit,
				current: error.current,
				detail: error.detail
			}));
			else if (edit.queued && !isUnauthorized(error)) toastError(errorDetail(error), `تغییر ${edit.field === "price" ? "قیمت" : "موجودی"} «${edit.name}» انجام نشد`);
			invalidateSellerProducts(queryClient);
		}
	});
}
// src/api/seller-order-moves.ts
var sellerOrderMoveKey = [...sellerOrderKeys.all, "move"];
function retryDropped(failureCount, error) {
	if (!(error instanceof ApiError)) return false;
	return error.status === 0 || error.status >= 500 && failureCount < 3;
}
function moveOrder(move) {
	return unwrap(api.PUT("/orders/{id}/status", {
		params: {
			path: { id: move.orderId },
			query: { store_id: move.storeId },
			header: { "Idempotency-Key": move.idempotencyKey }
		},
		body: {
			status: move.status,
			...move.trackingCode ? { tracking_code: move.trackingCode } : {}
		}
	}));
}
/** The variables of a new move: offline it is marked queued (see OrderMoveVariables). */
function orderMove(move) {
	return {
		...move,
		queued: !onlineManager.isOnline()
	};
}
/**
* Registers the move once, where the query client is made, so a move restored from IndexedDB
* finds its mutationFn and its answer is stored (the order, then the lists and the badge).
*/
function registerSellerOrderMoves(queryClient) {
	queryClient.setMutationDefaults(sellerOrderMoveKey, {
		mutationFn: moveOrder,
		scope: { id: "seller-order-moves" },
		retry: retryDropped,
		meta: { silentError: true },
		onSuccess: (order, move) => {
			queryClient.setQueryData(sellerOrderKeys.detail(move.orderId, move.storeId), order);
			queryClient.setQueriesData({ queryKey: [...sellerOrderKeys.details(), move.orderId] }, order);
			return queryClient.invalidateQueries({
				queryKey: sellerOrderKeys.all,
				predicate: (query) => query.queryKey[1] !== "detail"
			});
		},
		onError: (error, move) => {
			if (move.queued && !isUnauthorized(error)) toastError(errorDetail(error), "تغییر وضعیت سفارش انجام نشد");
			queryClient.invalidateQueries({ queryKey: [...sellerOrderKeys.details(), move.orderId] });
		}
	});
}
// src/app/query-client.ts
var DAY = 864e5;
function shouldRetry(failureCount, error) {
	if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
	return failureCount < 2;
}
function createQueryClient() {
	if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);
	const client = new QueryClient({
		queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
		mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta) }),
		defaultOptions: {
			queries: {
				staleTime: 6e4,
				gcTime: DAY,
				retry: shouldRetry,
				networkMode: "offlineFirst"
			},
			mutations: { retry: false }
		}
	});
	registerCartMutations(client);
	registerSellerOrderMoves(client);
	registerOfferEdits(client);
	return client;
}
// src/app/layout/not-found.tsx
/** The catch-all page: Persian, with a way back. */
function NotFound({ homeHref = "/", homeLabel = "بازگشت به صفحه اصلی" }) {
	useDocumentTitle("صفحه پیدا نشد");
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "not-found-title",
		className: "d_flex flex-d_column ai_center ta_center gap_4 py_12 md:py_20 px_4",
		children: [
			/* @__PURE__ */ jsx("p", {
				"aria-hidden": "true",
				className: "fs_6xl fw_black c_accent.default",
				children: "۴۰۴"
			}),
			/* @__PURE__ */ jsx("h1", {
				id: "not-found-title",
				className: "fs_2xl fw_bold",
				children: "صفحه پیدا نشد"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "c_fg.muted max-w_md",
				children: "صفحه‌ای که دنبالش بودید وجود ندارد یا جابه‌جا شده است. نشانی را بررسی کنید یا به صفحه اصلی برگردید."
			}),
			/* @__PURE__ */ jsx(Link, {
				to: homeHref,
				className: buttonClass(),
				children: homeLabel
			})
		]
	});
}
// src/ui/spinner.tsx
var spinner = "d_inline-block w_6 h_6 bdr_full bd-w_3px bd-c_accent.muted bd-t-c_accent.default anim_spin_0.8s_linear_infinite flex-sh_0";
/** A decorative spinner; put the words next to it (the spinner itself is hidden from readers). */
function Spinner({ className }) {
	return /* @__PURE__ */ jsx("span", {
		"aria-hidden": "true",
		className: className ? `${spinner} ${className}` : spinner
	});
}
/** A centred spinner with a message, announced politely: 'در حال بارگذاری...' by default. */
function Loading({ label = "در حال بارگذاری..." }) {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		className: "d_flex ai_center jc_center gap_3 py_16",
		children: [/* @__PURE__ */ jsx(Spinner, {}), /* @__PURE__ */ jsx("span", {
			className: "c_fg.muted",
			children: label
		})]
	});
}
// src/app/session/components/access-check-overlay.tsx
/** Full-screen overlay while a guard checks the user's role (spec section 2, widgets). */
function AccessCheckOverlay() {
	return /* @__PURE__ */ jsxs("div", {
		role: "status",
		"aria-live": "polite",
		className: "pos_fixed inset_0 z_overlay bg_bg.canvas/90 bkdp_blur(2px) d_flex flex-d_column ai_center jc_center gap_4",
		children: [/* @__PURE__ */ jsx(Spinner, { className: "w_10 h_10 bd-w_4px" }), /* @__PURE__ */ jsx("p", {
			className: "fw_medium c_fg.muted",
			children: "در حال بررسی دسترسی..."
		})]
	});
}
// src/app/layout/route-pending.tsx
var GUARDED = /^\/(admin|providers)(\/|$)/;
/**
* The first load's pending view. On a cold start the root is the pending boundary, so it shows
* the access-check overlay for the panels (whose guards fetch the profile) and a plain loader
* elsewhere.
*/
function RoutePending() {
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	return GUARDED.test(pathname) ? /* @__PURE__ */ jsx(AccessCheckOverlay, {}) : /* @__PURE__ */ jsx(Loading, {});
}
// src/routes/__root.tsx
var Route$76 = createRootRouteWithContext()({
	component: RootLayout,
	notFoundComponent: () => /* @__PURE__ */ jsx(NotFound, {}),
	pendingComponent: RoutePending,
	pendingMs: 150,
	pendingMinMs: 300
});
function RootLayout() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("a", {
		href: "#main",
		className: "sr_true focusVisible:sr_false focusVisible:pos_fixed focusVisible:top_2 focusVisible:inset-s_2 focusVisible:z_skipLink focusVisible:bg_bg.surface focusVisible:px_4 focusVisible:py_2 focusVisible:bdr_control focusVisible:bx-sh_popover",
		children: "پرش به محتوای اصلی"
	}), /* @__PURE__ */ jsx(Outlet, {})] });
}
// src/api/profile.ts
var profileKeys = { all: ["profile"] };
var profileQueryOptions = queryOptions({
	queryKey: profileKeys.all,
	queryFn: () => unwrap(api.GET("/auth/profile")),
	staleTime: 3e5,
	meta: { silentError: true }
});
/** The signed-in user's profile; idle while logged out. */
function useProfile() {
	const loggedIn = useLoggedIn();
	return useQuery({
		...profileQueryOptions,
		enabled: loggedIn
	});
}
function hasRole(profile, role) {
	return Boolean(profile?.roles.includes(role));
}
// src/app/session/guards.ts
function toLogin(location) {
	return redirect({
		to: "/login",
		search: { returnTo: pathWithQuery(location) }
	});
}
/** Login guard: without a stored token, go to /login carrying the origin path and query. */
function requireLogin({ location }) {
	if (!hasSession()) throw toLogin(location);
}
/**
* Role guard: the profile decides, asked again of the server when the cached copy lacks the
* role. A failed profile fetch denies access (home); an expired
* session goes to the login screen, as the session flow does; a missing role toasts once.
*/
function requireRole(role) {
	return async ({ location, context, preload }) => {
		requireLogin({ location });
		let profile;
		try {
			profile = await context.queryClient.ensureQueryData(profileQueryOptions);
			if (!hasRole(profile, role)) profile = await context.queryClient.fetchQuery({
				...profileQueryOptions,
				staleTime: 0
			});
		} catch (error) {
			if (isUnauthorized(error)) throw toLogin(location);
			console.error("Access check failed: the profile could not be loaded", error);
			throw redirect({ to: "/" });
		}
		if (!hasRole(profile, role)) {
			if (!preload) toast({
				id: "access-denied",
				title: "شما به این بخش دسترسی ندارید",
				description: "لطفا به مدیر سیستم مراجعه کنید",
				variant: "destructive"
			});
			throw redirect({ to: "/" });
		}
	};
}
// src/routes/_authenticated.tsx
var $$splitComponentImporter$70 = () => import("./assets/_authenticated-C_c3_RE9.js");
var Route$75 = createFileRoute("/_authenticated")({
	beforeLoad: ({ location }) => requireLogin({ location }),
	component: lazyRouteComponent($$splitComponentImporter$70, "component"),
	pendingComponent: AccessCheckOverlay,
	pendingMs: 0,
	pendingMinMs: 300
});
// src/app/offline/use-pending-changes.ts
/**
* How many changes wait to be sent: paused while offline, or failing for want of a connection
* while the browser believes it is online. Online, a change that only waits its turn behind
* another is not counted (it goes in a moment).
*/
function usePendingChanges(online) {
	return useMutationState({
		filters: { status: "pending" },
		select: (mutation) => ({
			paused: mutation.state.isPaused,
			failed: mutation.state.failureCount > 0
		})
	}).filter((state) => state.paused && !online || state.failed).length;
}
// src/app/offline/offline-banner.tsx
var strip = "pos_sticky top_16 z_docked d_flex flex-wrap_wrap ai_center jc_center cg_3 rg_1 px_4 py_2 bg_warning.subtle c_warning.default bd-b-w_1px bd-c_border.default fs_sm ta_center";
/**
* 'شما آفلاین هستید' while the connection is gone (the storefront still browses from its cache),
* and how many changes wait to be sent — offline, or while sending them keeps failing.
*/
function OfflineBanner() {
	const online = useOnline();
	const pending = usePendingChanges(online);
	return /* @__PURE__ */ jsx("div", {
		role: "status",
		className: "d_contents",
		children: online && !pending ? null : /* @__PURE__ */ jsxs("div", {
			"data-testid": "offline-banner",
			className: strip,
			children: [online ? null : /* @__PURE__ */ jsx("strong", {
				className: "fw_bold",
				children: "شما آفلاین هستید"
			}), pending ? /* @__PURE__ */ jsxs("span", {
				"data-testid": "pending-changes",
				children: [formatNumber(pending), " تغییر در انتظار همگام‌سازی"]
			}) : null]
		})
	});
}
// styled-system/recipes/badge.mjs
var badgeFn = /* @__PURE__ */ createRecipe("badge", {
	"variant": "solid",
	"size": "sm"
}, []);
var badgeVariantMap = {
	"variant": [
		"solid",
		"subtle",
		"neutral",
		"warning",
		"info",
		"success",
		"danger"
	],
	"size": ["sm", "md"]
};
var badgeVariantKeys = Object.keys(badgeVariantMap);
var badge = /* @__PURE__ */ Object.assign(memo$1(badgeFn.recipeFn), {
	__recipe__: true,
	__name__: "badge",
	__getCompoundVariantCss__: badgeFn.__getCompoundVariantCss__,
	raw: (props) => props,
	variantKeys: badgeVariantKeys,
	variantMap: badgeVariantMap,
	merge(recipe) {
		return mergeRecipes(this, recipe);
	},
	splitVariantProps(props) {
		return splitProps(props, badgeVariantKeys);
	},
	getVariantProps: badgeFn.getVariantProps
});
// src/ui/badge.tsx
/** A <span> styled by the badge recipe (written out: see Button). */
function Badge(props) {
	const [variants, { className, ...rest }] = badge.splitVariantProps(props);
	return /* @__PURE__ */ jsx("span", {
		...rest,
		className: cx(badge(variants), className)
	});
}
/** A small count in Persian digits, e.g. the cart's item count; the label is read by screen readers. */
function CountBadge({ count, max = 99, label }) {
	const text = count > max ? `${formatNumber(max)}+` : formatNumber(count);
	return /* @__PURE__ */ jsx(Badge, {
		"aria-label": label,
		title: label,
		children: text
	});
}
// src/app/shell/cart-drawer-state.ts
var open = false;
var listeners$1 = /* @__PURE__ */ new Set();
function setCartDrawerOpen(next) {
	if (next === open) return;
	open = next;
	for (const listener of listeners$1) listener();
}
function openCartDrawer() {
	setCartDrawerOpen(true);
}
function subscribe$1(listener) {
	listeners$1.add(listener);
	return () => listeners$1.delete(listener);
}
function useCartDrawerOpen() {
	return useSyncExternalStore(subscribe$1, () => open, () => false);
}
// src/features/cart/cart-drawer.tsx
var CartDrawerPanel = lazyPart(() => import("./assets/cart-drawer-panel-DEQ-JbjC.js").then((module) => ({ default: module.CartDrawerPanel })));
/**
* The cart drawer, opened by the header's cart button (passed as the child) or by an
* add-to-cart button. Its panel loads the first time it opens and stays mounted after that.
*/
function CartDrawer({ children }) {
	const open = useCartDrawerOpen();
	const opened = useOpenedOnce(open);
	const pathname = useRouterState({ select: (state) => state.location.pathname });
	useEffect(() => {
		if (pathname) setCartDrawerOpen(false);
	}, [pathname]);
	return /* @__PURE__ */ jsxs(Fragment, { children: [cloneElement(children, {
		"aria-haspopup": "dialog",
		"aria-expanded": open,
		onClick: () => setCartDrawerOpen(true)
	}), opened ? /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(CartDrawerPanel, {})
	}) : null] });
}
// src/features/cart/use-displayed-cart.ts
var NONE = /* @__PURE__ */ new Set();
function snapshot(mutation) {
	return {
		kind: changeKind(mutation),
		variables: mutation.state.variables,
		paused: mutation.state.isPaused,
		failed: mutation.state.failureCount > 0
	};
}
function toChange({ kind, variables, paused, failed }, online) {
	if (!kind || !variables) return [];
	const waiting = paused && !online || failed;
	const { productStoreId } = variables;
	switch (kind) {
		case "add": {
			const { quantity, preview } = variables;
			return [{
				kind,
				productStoreId,
				quantity,
				preview,
				waiting
			}];
		}
		case "update": return [{
			kind,
			productStoreId,
			quantity: variables.quantity,
			waiting
		}];
		case "remove": return [{
			kind,
			productStoreId,
			waiting
		}];
	}
}
/**
* The cart the drawer, the /cart page and the badge show: the server's last answer with the
* changes not yet answered applied over it, and the items still waiting for the connection.
*/
function useDisplayedCart() {
	const { loggedIn, query } = useCart();
	const online = useOnline();
	const pending = useMutationState({
		filters: {
			mutationKey: cartKeys.all,
			status: "pending"
		},
		select: snapshot
	});
	const changes = useMemo(() => pending.flatMap((entry) => toChange(entry, online)), [pending, online]);
	const displayed = useMemo(() => {
		const base = query.data ?? (changes.length ? EMPTY_CART : void 0);
		return loggedIn && base ? withPending(base, changes) : void 0;
	}, [
		loggedIn,
		query.data,
		changes
	]);
	return {
		loggedIn,
		query,
		cart: displayed?.cart,
		waiting: displayed?.waiting ?? NONE
	};
}
// src/features/cart/use-cart-count.ts
/**
* The cart badge: the sum of the cart's item quantities (spec section 9, the server's `count`)
* with the changes not yet answered, 0 until the cart has loaded, or null when logged out.
*/
function useCartCount() {
	const { loggedIn, cart } = useDisplayedCart();
	return loggedIn ? cart?.count ?? 0 : null;
}
// src/features/cart/cart-button.tsx
/** The header's cart button: opens the cart drawer; its badge is the number of items in the cart. */
function CartButton() {
	const count = useCartCount();
	const label = count ? `سبد خرید، ${formatNumber(count)} کالا` : "سبد خرید";
	return /* @__PURE__ */ jsx(CartDrawer, { children: /* @__PURE__ */ jsxs(Button, {
		variant: "ghost",
		icon: true,
		"aria-label": label,
		"data-testid": "cart-button",
		className: "pos_relative fs_xl",
		children: [/* @__PURE__ */ jsx(CartIcon, {}), count ? /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			"data-testid": "cart-badge",
			className: "pos_absolute top_0 inset-e_0 bdr_full bx-sh_0_0_0_2px_{colors.bg.surface} lh_0",
			children: /* @__PURE__ */ jsx(CountBadge, {
				count,
				label
			})
		}) : null]
	}) });
}
// src/lib/use-debounced-value.ts
/** The value once it has stopped changing for `delay` ms. */
function useDebouncedValue(value, delay) {
	const [debounced, setDebounced] = useState(value);
	useEffect(() => {
		const timer = window.setTimeout(() => setDebounced(value), delay);
		return () => window.clearTimeout(timer);
	}, [value, delay]);
	return debounced;
}
var SUGGESTION_STALE_MS = 3e5;
var suggestionKeys = {
	all: ["suggestions"],
	phrase: (phrase) => [...suggestionKeys.all, phrase]
};
function suggestionQueryOptions(phrase) {
	return queryOptions({
		queryKey: suggestionKeys.phrase(phrase),
		queryFn: ({ signal }) => unwrap(api.GET("/public/suggestions", {
			params: { query: { phrase } },
			signal
		})),
		staleTime: SUGGESTION_STALE_MS,
		gcTime: SUGGESTION_STALE_MS,
		meta: { silentError: true },
		select: (data) => data.items.filter(isShowable)
	});
}
/** Whether the typed phrase is long enough to ask for suggestions. */
function wantsSuggestions(phrase) {
	return phrase.trim().length >= 2;
}
function isShowable(item) {
	return Boolean(item.id && item.phrase && item.fname);
}
/** The suggestions for what is typed now (the previous ones stay while the next arrive). */
function useSuggestions(phrase) {
	const debounced = useDebouncedValue(phrase.trim(), 300);
	const query = useQuery({
		...suggestionQueryOptions(debounced),
		enabled: wantsSuggestions(debounced) && wantsSuggestions(phrase),
		placeholderData: keepPreviousData
	});
	return wantsSuggestions(phrase) && query.data ? query.data : [];
}
// src/features/search/next-index.ts
/** Arrow keys cycle through the options and back to the typed phrase (-1). */
function nextIndex(current, step, count) {
	const next = current + step;
	if (next >= count) return -1;
	if (next < -1) return count - 1;
	return next;
}
// src/features/search/suggestion-list.tsx
var list = "pos_absolute inset-x_0 top_calc(100%_+_0.375rem) z_dropdown bg_bg.surface bd-w_1px bd-c_border.default bdr_card bx-sh_popover p_1.5 max-h_22rem ov-y_auto";
var option = "d_flex ai_center gap_3 min-h_11 px_3 bdr_control cursor_pointer fs_sm [&_svg]:c_fg.subtle [&_svg]:flex-sh_0 [&[aria-selected=true]]:bg_bg.subtle";
/** The suggestions under the search box: the phrase and, beside it, the category to search in. */
function SuggestionList({ id, items, activeIndex, optionId, onPick, onHover }) {
	return /* @__PURE__ */ jsx("div", {
		id,
		role: "listbox",
		"aria-label": "پیشنهادهای جستجو",
		className: list,
		children: items.map((item, index) => /* @__PURE__ */ jsxs("div", {
			id: optionId(index),
			role: "option",
			tabIndex: -1,
			"aria-selected": index === activeIndex,
			className: option,
			onMouseDown: (event) => event.preventDefault(),
			onMouseMove: () => index !== activeIndex && onHover(index),
			onClick: () => onPick(item),
			children: [
				/* @__PURE__ */ jsx(SearchIcon, {}),
				/* @__PURE__ */ jsx("span", {
					className: "flex_1 min-w_0 trunc_true",
					children: item.phrase
				}),
				/* @__PURE__ */ jsxs("span", {
					className: "flex-sh_0 fs_xs c_accent.text",
					children: ["در ", item.fname]
				})
			]
		}, `${item.id}-${item.phrase}`))
	});
}
// src/features/search/use-click-outside.ts
/** Call `handler` on a pointer press outside the element. */
function useClickOutside(ref, handler) {
	useEffect(() => {
		function onPointerDown(event) {
			const element = ref.current;
			if (element && event.target instanceof Node && !element.contains(event.target)) handler();
		}
		document.addEventListener("pointerdown", onPointerDown);
		return () => document.removeEventListener("pointerdown", onPointerDown);
	}, [ref, handler]);
}
// src/features/search/search-box.tsx
var formClass = "pos_relative w_full";
var inputClass = "w_full h_11 ps_11 pe_4 bg_bg.subtle bdr_control bd-w_1px bd-c_transparent ring_none placeholder:c_fg.subtle focusVisible:bg_bg.surface focusVisible:bd-c_accent.default focusVisible:bx-sh_0_0_0_3px_{colors.accent.muted} [&::-webkit-search-cancel-button]:d_none";
var submitClass = "pos_absolute inset-s_1 top_50% trf_translateY(-50%) d_inline-flex ai_center jc_center w_9 h_9 bdr_control c_fg.muted cursor_pointer fs_xl hover:c_accent.text";
/**
* The header's search box (spec section 4), an ARIA combobox: suggestions for a phrase of at
* least 2 characters after a 300 ms pause; arrows move through them; Enter or a click on one goes
* to its category's products (/products?category=…&search=…), or to /search?q=… when it has no
* category; Enter on the phrase itself goes to /search?q=…. The box is cleared afterwards and on
* a click outside; Escape closes the list, then clears.
*/
function SearchBox({ className, autoFocus, onSearched }) {
	const [phrase, setPhrase] = useState("");
	const [active, setActive] = useState(-1);
	const [dismissed, setDismissed] = useState(false);
	const navigate = useNavigate();
	const formRef = useRef(null);
	const inputId = useId();
	const listId = `${inputId}-suggestions`;
	const optionId = (index) => `${inputId}-option-${index}`;
	const suggestions = useSuggestions(phrase);
	const open = !dismissed && suggestions.length > 0;
	const reset = useCallback(() => {
		setPhrase("");
		setActive(-1);
		setDismissed(false);
	}, []);
	useClickOutside(formRef, reset);
	function done() {
		reset();
		onSearched?.();
	}
	function pick(item) {
		done();
		if (item.id) navigate({
			to: "/products",
			search: {
				category: item.id,
				search: item.phrase
			}
		});
		else navigate({
			to: "/search",
			search: { q: item.phrase }
		});
	}
	function submit(event) {
		event.preventDefault();
		if (open && active >= 0 && suggestions[active]) return pick(suggestions[active]);
		const q = phrase.trim();
		if (!q) return;
		done();
		navigate({
			to: "/search",
			search: { q }
		});
	}
	function onKeyDown(event) {
		if (event.key === "ArrowDown" || event.key === "ArrowUp") {
			if (!suggestions.length) return;
			event.preventDefault();
			setDismissed(false);
			const step = event.key === "ArrowDown" ? 1 : -1;
			setActive((index) => nextIndex(open ? index : -1, step, suggestions.length));
		} else if (event.key === "Escape") {
			if (open) setDismissed(true);
			else reset();
			setActive(-1);
		}
	}
	const activeIndex = active >= 0 && active < suggestions.length ? active : -1;
	return /* @__PURE__ */ jsx("search", {
		className,
		children: /* @__PURE__ */ jsxs("form", {
			ref: formRef,
			className: formClass,
			onSubmit: submit,
			children: [
				/* @__PURE__ */ jsx("label", {
					htmlFor: inputId,
					className: "sr_true",
					children: "جستجو در راسته"
				}),
				/* @__PURE__ */ jsx("input", {
					id: inputId,
					type: "search",
					role: "combobox",
					"aria-autocomplete": "list",
					"aria-expanded": open,
					"aria-controls": listId,
					"aria-activedescendant": open && activeIndex >= 0 ? optionId(activeIndex) : void 0,
					enterKeyHint: "search",
					autoComplete: "off",
					className: inputClass,
					placeholder: "جستجو در محصولات، برندها و فروشگاه‌ها",
					value: phrase,
					onChange: (event) => {
						setPhrase(event.target.value);
						setActive(-1);
						setDismissed(false);
					},
					onKeyDown,
					autoFocus
				}),
				/* @__PURE__ */ jsx("button", {
					type: "submit",
					className: submitClass,
					"aria-label": "جستجو",
					children: /* @__PURE__ */ jsx(SearchIcon, {})
				}),
				open ? /* @__PURE__ */ jsx(SuggestionList, {
					id: listId,
					items: suggestions,
					activeIndex,
					optionId,
					onPick: pick,
					onHover: setActive
				}) : null
			]
		})
	});
}
// src/app/layout/category-mega-menu.tsx
/**
* The category mega-menu. The spec keeps it in the header but hidden; the catalogue issue fills it
* from GET /public/categories (root_only, limit 1000) and decides when it shows.
*/
function CategoryMegaMenu({ hidden = true }) {
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "دسته‌بندی کالاها",
		hidden,
		className: "bd-t-w_1px bd-c_border.default py_3",
		children: /* @__PURE__ */ jsx("p", {
			className: "c_fg.muted fs_sm",
			children: "دسته‌بندی‌های کالا اینجا نمایش داده می‌شوند."
		})
	});
}
// src/app/layout/login-button.tsx
var AUTH_PAGES = /^\/(login|register|register-store|auth\/)/;
/** 'ورود | ثبت‌نام', carrying the current path and query as returnTo. */
function LoginButton() {
	const location = useRouterState({ select: (state) => state.location });
	const returnTo = AUTH_PAGES.test(location.pathname) ? void 0 : pathWithQuery(location);
	return /* @__PURE__ */ jsxs(Link, {
		to: "/login",
		search: { returnTo },
		"aria-label": "ورود | ثبت‌نام",
		className: buttonClass({
			variant: "outline",
			size: "sm"
		}),
		children: [/* @__PURE__ */ jsx(UserIcon, { className: "fs_lg" }), /* @__PURE__ */ jsxs("span", { children: ["ورود", /* @__PURE__ */ jsx("span", {
			className: "d_none sm:d_inline",
			children: " | ثبت‌نام"
		})] })]
	});
}
// src/app/layout/logo.tsx
/** The mark: three bazaar arches (a راسته is a bazaar's row of shops) on a terracotta tile. */
function LogoMark({ size = 36 }) {
	return /* @__PURE__ */ jsxs("svg", {
		viewBox: "0 0 64 64",
		width: size,
		height: size,
		"aria-hidden": "true",
		focusable: "false",
		children: [/* @__PURE__ */ jsx("rect", {
			width: "64",
			height: "64",
			rx: "16",
			fill: "#b8481e"
		}), /* @__PURE__ */ jsx("path", {
			d: "M12 19h40M15 46V32a5.7 5.7 0 0 1 11.3 0v14m0-14a5.7 5.7 0 0 1 11.4 0v14m0-14A5.7 5.7 0 0 1 49 32v14M11 47h42",
			fill: "none",
			stroke: "#fff",
			strokeWidth: "4",
			strokeLinecap: "round",
			strokeLinejoin: "round"
		})]
	});
}
var link = "d_inline-flex ai_center gap_2 td_none c_fg.default fw_black fs_xl flex-sh_0 bdr_control";
/** The logo, linking home. */
function Logo({ className, size, onNavigate }) {
	return /* @__PURE__ */ jsxs(Link, {
		to: "/",
		className: cx(link, className),
		"aria-label": "راسته، صفحه اصلی",
		onClick: onNavigate,
		children: [/* @__PURE__ */ jsx(LogoMark, { size }), /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			children: "راسته"
		})]
	});
}
// src/app/layout/mobile-menu.tsx
var MobileMenuPanel = lazyPart(() => import("./assets/mobile-menu-panel-ueUbDoAE.js").then((module) => ({ default: module.MobileMenuPanel })));
/** The mobile side menu's button; the menu itself loads the first time it opens. */
function MobileMenu() {
	const [open, setOpen] = useState(false);
	const opened = useOpenedOnce(open);
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Button, {
		variant: "ghost",
		icon: true,
		"aria-label": "باز کردن منو",
		"aria-haspopup": "dialog",
		"aria-expanded": open,
		className: "fs_xl",
		onClick: () => setOpen(true),
		children: /* @__PURE__ */ jsx(MenuIcon, {})
	}), opened ? /* @__PURE__ */ jsx(Suspense, {
		fallback: null,
		children: /* @__PURE__ */ jsx(MobileMenuPanel, {
			open,
			setOpen
		})
	}) : null] });
}
// src/app/layout/site-links.tsx
/** The storefront's main sections. */
var siteLinks = [
	{
		to: "/",
		label: "صفحه اصلی",
		Icon: HomeIcon
	},
	{
		to: "/products",
		label: "محصولات",
		Icon: BoxIcon
	},
	{
		to: "/bundles",
		label: "سبدهای ویژه",
		Icon: LayersIcon
	},
	{
		to: "/stores",
		label: "فروشگاه‌ها",
		Icon: StoreIcon
	},
	{
		to: "/blog",
		label: "مجله راسته",
		Icon: ArticleIcon
	},
	{
		to: "/sellers",
		label: "فروشنده شوید",
		Icon: StoreIcon
	}
];
// src/app/layout/public-header.tsx
var UserMenu = lazyPart(() => import("./assets/user-menu-w0GLajip.js").then((module) => ({ default: module.UserMenu })));
var container = "max-w_7xl mx_auto px_3 md:px_6";
var onlyMobile = "d_inline-flex md:d_none";
var navLink = "c_fg.muted td_none fs_sm fw_medium py_2 bd-b-w_2px bd-c_transparent hover:c_fg.default currentPage:c_accent.text currentPage:bd-c_accent.default";
/** The storefront header: logo, search, cart and the user menu or the login button. */
function PublicHeader() {
	const loggedIn = useLoggedIn();
	const [searchOpen, setSearchOpen] = useState(false);
	return /* @__PURE__ */ jsxs("header", {
		className: "pos_sticky top_0 z_sticky bg_bg.surface bd-b-w_1px bd-c_border.default",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: `${container} d_flex ai_center gap_1 md:gap_6 h_16`,
				children: [
					/* @__PURE__ */ jsx("span", {
						className: onlyMobile,
						children: /* @__PURE__ */ jsx(MobileMenu, {})
					}),
					/* @__PURE__ */ jsx(Logo, {}),
					/* @__PURE__ */ jsx(SearchBox, { className: "d_none md:d_block flex_1 max-w_2xl" }),
					/* @__PURE__ */ jsxs("div", {
						className: "d_flex ai_center gap_1 ms_auto",
						children: [
							/* @__PURE__ */ jsx(Button, {
								variant: "ghost",
								icon: true,
								className: `${onlyMobile} fs_xl`,
								"aria-label": searchOpen ? "بستن جستجو" : "جستجو",
								"aria-expanded": searchOpen,
								"aria-controls": "mobile-search",
								onClick: () => setSearchOpen((open) => !open),
								children: searchOpen ? /* @__PURE__ */ jsx(CloseIcon, {}) : /* @__PURE__ */ jsx(SearchIcon, {})
							}),
							loggedIn ? /* @__PURE__ */ jsx(Suspense, {
								fallback: /* @__PURE__ */ jsx(UserMenuPlaceholder, {}),
								children: /* @__PURE__ */ jsx(UserMenu, {})
							}) : /* @__PURE__ */ jsx(LoginButton, {}),
							/* @__PURE__ */ jsx(CartButton, {})
						]
					})
				]
			}),
			searchOpen ? /* @__PURE__ */ jsx("div", {
				id: "mobile-search",
				className: `${container} pb_3 md:d_none`,
				children: /* @__PURE__ */ jsx(SearchBox, {
					autoFocus: true,
					onSearched: () => setSearchOpen(false)
				})
			}) : null,
			/* @__PURE__ */ jsx("nav", {
				"aria-label": "بخش‌های فروشگاه",
				className: `${container} d_none md:d_flex gap_6`,
				children: siteLinks.slice(1).map(({ to, label }) => /* @__PURE__ */ jsx(Link, {
					to,
					className: navLink,
					children: label
				}, to))
			}),
			/* @__PURE__ */ jsx("div", {
				className: container,
				children: /* @__PURE__ */ jsx(CategoryMegaMenu, {})
			})
		]
	});
}
/** Holds the user menu's place while its code loads, so the header does not shift. */
function UserMenuPlaceholder() {
	return /* @__PURE__ */ jsx(Button, {
		variant: "ghost",
		icon: true,
		disabled: true,
		"aria-label": "حساب کاربری",
		className: "fs_xl",
		children: /* @__PURE__ */ jsx(UserIcon, {})
	});
}
// src/app/pwa/install-offer.ts
var deferred = null;
var installed = false;
var listeners = /* @__PURE__ */ new Set();
var changed = () => {
	for (const listener of listeners) listener();
};
if (typeof window !== "undefined") {
	deferred = window.rastehInstallOffer ?? null;
	window.addEventListener("beforeinstallprompt", (event) => {
		event.preventDefault();
		deferred = event;
		changed();
	});
	window.addEventListener("appinstalled", () => {
		deferred = null;
		installed = true;
		changed();
	});
}
function standalone() {
	return window.matchMedia("(display-mode: standalone)").matches || navigator.standalone === true;
}
function isIos() {
	return /iPad|iPhone|iPod/.test(navigator.userAgent) || /Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1;
}
function currentOffer() {
	if (installed || standalone()) return "none";
	if (deferred) return "prompt";
	return isIos() ? "ios" : "none";
}
function subscribe(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
/** Shows the browser's own install dialog; the offer is used up either way. */
async function install() {
	const event = deferred;
	if (!event) return;
	deferred = null;
	changed();
	await event.prompt();
	const { outcome } = await event.userChoice;
	if (outcome === "accepted") installed = true;
	changed();
}
function useInstallOffer() {
	return useSyncExternalStore(subscribe, currentOffer, () => "none");
}
// src/app/pwa/install-button.tsx
var hint = "d_flex ai_flex-start gap_2 fs_sm c_fg.muted max-w_sm [&_svg]:flex-sh_0 [&_svg]:fs_lg [&_svg]:c_accent.text [&_svg]:mt_0.5";
/** How to install on an iPhone or iPad, where no browser offers it by itself. */
function IosInstallHint({ className }) {
	return /* @__PURE__ */ jsxs("p", {
		className: cx(hint, className),
		children: [/* @__PURE__ */ jsx(ShareIcon, {}), /* @__PURE__ */ jsx("span", { children: "برای نصب راسته روی آیفون یا آیپد، در سافاری دکمه اشتراک‌گذاری را بزنید و «افزودن به صفحه اصلی» را انتخاب کنید." })]
	});
}
/**
* «نصب اپلیکیشن راسته» where the browser offers installation, the iOS explanation on an iPhone or iPad,
* nothing once installed (or where the browser cannot install).
*/
function InstallButton() {
	const offer = useInstallOffer();
	if (offer === "ios") return /* @__PURE__ */ jsx(IosInstallHint, {});
	if (offer !== "prompt") return null;
	return /* @__PURE__ */ jsxs(Button, {
		variant: "outline",
		size: "sm",
		onClick: () => void install(),
		className: "gap_2 as_flex-start",
		children: [/* @__PURE__ */ jsx(InstallIcon, {}), "نصب اپلیکیشن راسته"]
	});
}
// src/app/layout/site-footer.tsx
var links = [
	{
		to: "/about",
		label: "درباره راسته"
	},
	{
		to: "/faq",
		label: "پرسش‌های متداول"
	},
	{
		to: "/contact",
		label: "تماس با ما"
	},
	{
		to: "/terms",
		label: "قوانین و مقررات"
	},
	{
		to: "/sellers",
		label: "فروشنده شوید"
	},
	{
		to: "/blog",
		label: "مجله راسته"
	}
];
function SiteFooter() {
	return /* @__PURE__ */ jsx("footer", {
		className: "bg_bg.surface bd-t-w_1px bd-c_border.default mt_12 content-visibility_auto contain-intrinsic-size_auto_20rem",
		children: /* @__PURE__ */ jsxs("div", {
			className: "max-w_7xl mx_auto px_4 md:px_6 py_8 d_flex flex-d_column md:flex-d_row gap_6 jc_space-between",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-d_column gap_4",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "d_flex gap_3 ai_center",
					children: [/* @__PURE__ */ jsx(LogoMark, { size: 40 }), /* @__PURE__ */ jsx("p", {
						className: "c_fg.muted fs_sm max-w_xs",
						children: "راسته، بازار آنلاین فروشگاه‌های ایرانی؛ خرید آسان با قیمت‌های شفاف به تومان."
					})]
				}), /* @__PURE__ */ jsx(InstallButton, {})]
			}), /* @__PURE__ */ jsx("nav", {
				"aria-label": "پیوندهای پایین صفحه",
				className: "d_flex flex-wrap_wrap gap_4",
				children: links.map(({ to, label }) => /* @__PURE__ */ jsx(Link, {
					to,
					className: "c_fg.muted fs_sm hover:c_accent.text",
					children: label
				}, to))
			})]
		})
	});
}
// src/app/layout/public-layout.tsx
/** The storefront frame: header, the offline banner, the page, footer. */
function PublicLayout() {
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column min-h_100dvh",
		children: [
			/* @__PURE__ */ jsx(PublicHeader, {}),
			/* @__PURE__ */ jsx(OfflineBanner, {}),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				tabIndex: -1,
				className: "flex_1 w_full max-w_7xl mx_auto px_4 md:px_6 py_5 md:py_8",
				children: /* @__PURE__ */ jsx(Outlet, {})
			}),
			/* @__PURE__ */ jsx(SiteFooter, {})
		]
	});
}
// src/routes/_public.tsx
var Route$74 = createFileRoute("/_public")({ component: PublicLayout });
// src/routes/enamad-verification.tsx
var $$splitComponentImporter$69 = () => import("./assets/enamad-verification-wuR2ILNY.js");
var Route$73 = createFileRoute("/enamad-verification")({ component: lazyRouteComponent($$splitComponentImporter$69, "component") });
// src/routes/google-site-verification.tsx
var $$splitComponentImporter$68 = () => import("./assets/google-site-verification-DkU2ASAX.js");
var Route$72 = createFileRoute("/google-site-verification")({ component: lazyRouteComponent($$splitComponentImporter$68, "component") });
// src/routes/_authenticated/_admin.tsx
var $$splitComponentImporter$67 = () => import("./assets/_admin-ViuE2gNR.js");
var Route$71 = createFileRoute("/_authenticated/_admin")({
	beforeLoad: requireRole("admin"),
	pendingComponent: AccessCheckOverlay,
	pendingMs: 0,
	pendingMinMs: 300,
	component: lazyRouteComponent($$splitComponentImporter$67, "component")
});
// src/routes/_authenticated/_provider.tsx
var $$splitComponentImporter$66 = () => import("./assets/_provider-DFA32S-q.js");
var Route$70 = createFileRoute("/_authenticated/_provider")({
	beforeLoad: requireRole("provider"),
	pendingComponent: AccessCheckOverlay,
	pendingMs: 0,
	pendingMinMs: 300,
	component: lazyRouteComponent($$splitComponentImporter$66, "component")
});
// src/api/homepage.ts
var homepageKeys = {
	all: ["homepage"],
	global: () => [...homepageKeys.all, "global"],
	store: (storeId) => [
		...homepageKeys.all,
		"store",
		storeId
	]
};
var homepageQueryOptions = queryOptions({
	queryKey: homepageKeys.global(),
	queryFn: ({ signal }) => unwrap(api.GET("/homepage/", {
		params: { query: homepageRead().query },
		signal
	}))
});
function storeHomepageQueryOptions(storeId) {
	return queryOptions({
		queryKey: homepageKeys.store(storeId),
		queryFn: ({ signal }) => unwrap(api.GET("/homepage/store/{store_id}", {
			params: {
				path: { store_id: storeId },
				query: { limit: 5 }
			},
			signal
		}))
	});
}
function isEmptyHomepage(homepage) {
	return !homepage.products.length && !homepage.bundles.length && !homepage.articles.length && !homepage.discounts.length;
}
// src/ui/error-state.tsx
/**
* A part of the page failed to load: the server's Persian detail when there is one, and a retry.
* Offline, it says the part needs a connection (it was never saved on this device).
*/
function ErrorState({ error, onRetry, title = "بارگذاری انجام نشد" }) {
	const online = useOnline();
	const detail = error instanceof ApiError ? error.detail : online ? "ارتباط با سرور برقرار نشد. دوباره تلاش کنید." : "برای دیدن این بخش به اینترنت نیاز دارید. به اینترنت وصل شوید و دوباره تلاش کنید.";
	return /* @__PURE__ */ jsx(EmptyState, {
		role: "alert",
		icon: online ? void 0 : /* @__PURE__ */ jsx(OfflineIcon, {}),
		title,
		description: detail,
		action: /* @__PURE__ */ jsx(Button, {
			variant: "outline",
			onClick: onRetry,
			children: "تلاش مجدد"
		})
	});
}
// src/ui/homepage/discount-text.ts
/** «۱۵٪ تخفیف تا سقف ۲٬۰۰۰٬۰۰۰ تومان» or «۵۰٬۰۰۰ تومان تخفیف». */
function discountText(discount) {
	if (discount.type === "fixed") return `${formatNumber(discount.value)} تومان تخفیف`;
	const cap = discount.max_amount ? ` تا سقف ${formatNumber(discount.max_amount)} تومان` : "";
	return `${formatPercent(discount.value)} تخفیف${cap}`;
}
// src/ui/homepage/section.tsx
/** A homepage section: a heading with an optional «مشاهده همه» link, then its cards. */
var sectionClass = "d_flex flex-d_column gap_4 content-visibility_auto contain-intrinsic-size_auto_26rem";
function HomeSection({ id, title, subtitle, more, children }) {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": id,
		className: sectionClass,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "d_flex ai_flex-end jc_space-between gap_3",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
				id,
				className: "fs_lg md:fs_xl fw_black",
				children: title
			}), subtitle ? /* @__PURE__ */ jsx("div", {
				className: "fs_sm c_fg.muted",
				children: subtitle
			}) : null] }), more ? /* @__PURE__ */ jsxs(Link, {
				...more.link,
				className: "d_inline-flex ai_center gap_1 flex-sh_0 fs_sm fw_semibold c_accent.text td_none hover:td_underline",
				children: [more.label, /* @__PURE__ */ jsx(Icon, {
					directional: true,
					children: /* @__PURE__ */ jsx("path", { d: "m9 6 6 6-6 6" })
				})]
			}) : null]
		}), children]
	});
}
/** Cards in a row: sideways scrolling with snap on a phone, a grid of `columns` on a wide screen. */
var railClass = "pos_relative d_grid grid-af_column md:grid-af_row grid-ac_44% sm:grid-ac_30% md:grid-ac_auto md:grid-tc_repeat(3,_minmax(0,_1fr)) lg:grid-tc_repeat(5,_minmax(0,_1fr)) gap_3 md:gap_4 ov-x_auto md:ov-x_visible scrs-t_x_mandatory scr-bar-w_none pb_1 [&_>_*]:scr-sa_start";
var wideRailClass = "pos_relative d_grid grid-af_column md:grid-af_row grid-ac_80% sm:grid-ac_45% md:grid-ac_auto md:grid-tc_repeat(2,_minmax(0,_1fr)) lg:grid-tc_repeat(4,_minmax(0,_1fr)) gap_3 md:gap_4 ov-x_auto md:ov-x_visible scrs-t_x_mandatory scr-bar-w_none pb_1 [&_>_*]:scr-sa_start";
// src/ui/homepage/discount-section.tsx
/** A discount with a few of its products: the offer, until when, and the cards. */
function DiscountSection({ discount, memberPrices }) {
	if (!discount.products.length) return null;
	return /* @__PURE__ */ jsx("div", {
		className: "bg_linear-gradient(135deg,_{colors.brand.50},_{colors.bg.surface}) bd-w_1px bd-c_brand.100 bdr_card p_3 md:p_5",
		children: /* @__PURE__ */ jsx(HomeSection, {
			id: `discount-${discount.id}`,
			title: discount.name,
			subtitle: /* @__PURE__ */ jsxs("span", { children: [/* @__PURE__ */ jsx("span", {
				className: "c_danger.default fw_bold",
				children: discountText(discount)
			}), discount.ends_at ? `، فرصت تا ${formatDate(discount.ends_at)}` : ""] }),
			children: /* @__PURE__ */ jsx("ul", {
				className: railClass,
				children: discount.products.map((product) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ProductCard, {
					product,
					member: memberPriceOf(memberPrices, product.product_store_id)
				}) }, product.id))
			})
		})
	});
}
// src/ui/homepage/homepage-sections.tsx
/** A homepage's curated sections in the server's priority order: products, discounts, bundles, articles. */
function HomepageSections({ homepage, storeId }) {
	const { products, discounts, bundles, articles } = homepage;
	const prefix = storeId ? "store-" : "";
	const member = useMemberPrices([...products, ...discounts.flatMap((discount) => discount.products)].map((product) => product.product_store_id));
	const sections = [
		products.length ? /* @__PURE__ */ jsx(HomeSection, {
			id: `${prefix}home-products`,
			title: storeId ? "پیشنهادهای فروشگاه" : "پیشنهادهای ویژه راسته",
			more: storeId ? void 0 : {
				label: "مشاهده همه",
				link: { to: "/products" }
			},
			children: /* @__PURE__ */ jsx("ul", {
				className: railClass,
				children: products.map((product, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ProductCard, {
					product,
					priority: index < 2,
					member: memberPriceOf(member, product.product_store_id)
				}) }, product.id))
			})
		}, "products") : null,
		...discounts.map((discount) => /* @__PURE__ */ jsx(DiscountSection, {
			discount,
			memberPrices: member
		}, discount.id)),
		bundles.length ? /* @__PURE__ */ jsx(HomeSection, {
			id: `${prefix}home-bundles`,
			title: "سبدهای ویژه",
			subtitle: "چند کالای مکمل، یک‌جا و با قیمت بهتر",
			more: storeId ? void 0 : {
				label: "همه سبدها",
				link: { to: "/bundles" }
			},
			children: /* @__PURE__ */ jsx("ul", {
				className: wideRailClass,
				children: bundles.map((bundle) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(BundleCard, { bundle }) }, bundle.id))
			})
		}, "bundles") : null,
		articles.length ? /* @__PURE__ */ jsx(HomeSection, {
			id: `${prefix}home-articles`,
			title: storeId ? "مقاله‌های فروشگاه" : "از مجله راسته",
			more: storeId ? void 0 : {
				label: "همه مقاله‌ها",
				link: { to: "/blog" }
			},
			children: /* @__PURE__ */ jsx("ul", {
				className: wideRailClass,
				children: articles.map((post) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ArticleCard, { post }) }, post.id))
			})
		}, "articles") : null
	].filter(Boolean);
	const shown = useProgressive(sections.length, 1);
	return /* @__PURE__ */ jsx("div", {
		className: "d_flex flex-d_column gap_8 md:gap_12",
		children: sections.slice(0, shown)
	});
}
// src/ui/product-list/category-strip.tsx
var item = "d_flex flex-d_column ai_center gap_2 w_20 md:w_28 ta_center td_none c_fg.default fs_xs md:fs_sm fw_medium [&:hover_img]:trf_scale(1.05)";
/** The root categories as round pictures in a row (sideways scrolling on a phone). */
function CategoryStrip({ categories }) {
	if (!categories.length) return null;
	return /* @__PURE__ */ jsx("nav", {
		"aria-label": "دسته‌بندی‌ها",
		children: /* @__PURE__ */ jsx("ul", {
			className: "d_flex gap_2 md:gap_4 lg:jc_center pos_relative ov-x_auto scr-bar-w_none py_1",
			children: categories.map((category) => /* @__PURE__ */ jsx("li", {
				className: "flex-sh_0",
				children: /* @__PURE__ */ jsxs(Link, {
					to: "/categories/$categorySlug",
					params: { categorySlug: category.slug },
					className: item,
					children: [/* @__PURE__ */ jsx("span", {
						className: "d_block w_16 md:w_24 h_16 md:h_24 bdr_full ov_hidden bg_bg.subtle bd-w_1px bd-c_border.default",
						children: /* @__PURE__ */ jsx(AppImage, {
							src: category.image_url,
							alt: "",
							width: 96,
							height: 96,
							className: "w_full h_full obj-f_cover trs_transform_0.2s"
						})
					}), /* @__PURE__ */ jsx("span", {
						className: "lh_1.5",
						children: category.name_fa
					})]
				})
			}, category.id))
		})
	});
}
// src/features/home/hero.tsx
/** The welcome: what Rasteh is, and the ways in. */
function Hero() {
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "home-title",
		className: "bg_linear-gradient(135deg,_{colors.brand.700},_{colors.brand.500}) c_white bdr_card px_5 md:px_12 py_6 md:py_10 d_flex flex-d_column gap_3 ai_flex-start",
		children: [
			/* @__PURE__ */ jsx("h1", {
				id: "home-title",
				className: "fs_xl md:fs_3xl fw_black lh_1.4",
				children: "راسته، بازار آنلاین فروشگاه‌های ایرانی"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "fs_sm md:fs_lg op_0.92 max-w_2xl",
				children: "کالای دلخواهتان را از میان پیشنهاد فروشگاه‌های مختلف پیدا کنید، قیمت‌ها را به تومان مقایسه کنید و سفارش خود را تا در خانه دنبال کنید."
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "d_flex flex-wrap_wrap gap_3 mt_1",
				children: [/* @__PURE__ */ jsx(Link, {
					to: "/products",
					className: `${buttonClass({ size: "md" })} bg_white c_brand.700 hover:bg_brand.50`,
					children: "مشاهده محصولات"
				}), /* @__PURE__ */ jsx(Link, {
					to: "/sellers",
					className: `${buttonClass({
						size: "md",
						variant: "ghost"
					})} c_white bd-w_1px bd-c_white/60 hover:bg_white/10`,
					children: "فروشنده شوید"
				})]
			})
		]
	});
}
// src/features/home/highlights.tsx
var highlights = [
	{
		Icon: BoxIcon,
		title: "محصولات اصل",
		text: "هر کالا از کاتالوگ مرجع می‌آید و فروشگاه‌ها قیمت خود را پیشنهاد می‌دهند."
	},
	{
		Icon: StoreIcon,
		title: "فروشگاه‌های تأییدشده",
		text: "هر فروشگاه پیش از فروش، بررسی و تأیید می‌شود."
	},
	{
		Icon: LayersIcon,
		title: "سبدهای ویژه",
		text: "چند کالای مکمل را یک‌جا و با قیمت بهتر بخرید."
	}
];
/** Why shop here, in three short lines. */
function Highlights() {
	return /* @__PURE__ */ jsx("section", {
		"aria-label": "چرا راسته",
		className: "d_grid grid-tc_1fr md:grid-tc_repeat(3,_1fr) gap_4",
		children: highlights.map(({ Icon, title, text }) => /* @__PURE__ */ jsxs("article", {
			className: "bg_bg.surface bd-w_1px bd-c_border.default bdr_card p_5 d_flex gap_4",
			children: [/* @__PURE__ */ jsx("span", {
				className: "flex-sh_0 w_12 h_12 bdr_control bg_accent.subtle c_accent.text d_grid place-items_center fs_2xl",
				children: /* @__PURE__ */ jsx(Icon, {})
			}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
				className: "fw_bold mb_1",
				children: title
			}), /* @__PURE__ */ jsx("p", {
				className: "c_fg.muted fs_sm",
				children: text
			})] })]
		}, title))
	});
}
// src/features/home/home-page.tsx
/** The home page: a welcome, the categories, then the curated homepage sections. */
function HomePage() {
	useDocumentTitle("بازار آنلاین فروشگاه‌های ایرانی");
	const homepage = useQuery(homepageQueryOptions);
	const tree = useQuery(categoryTreeQueryOptions);
	return /* @__PURE__ */ jsxs("div", {
		className: "d_flex flex-d_column gap_6 md:gap_10",
		children: [
			/* @__PURE__ */ jsx(Hero, {}),
			/* @__PURE__ */ jsx(CategoryStrip, { categories: tree.data?.items ?? [] }),
			homepage.data ? /* @__PURE__ */ jsx(HomepageSections, { homepage: homepage.data }) : homepage.isError ? /* @__PURE__ */ jsx(ErrorState, {
				error: homepage.error,
				onRetry: () => void homepage.refetch()
			}) : /* @__PURE__ */ jsx(ProductGridSkeleton, { count: 4 }),
			/* @__PURE__ */ jsx(Highlights, {})
		]
	});
}
// src/routes/_public/index.tsx
var Route$69 = createFileRoute("/_public/")({
	loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(homepageQueryOptions).catch(() => void 0), queryClient.ensureQueryData(categoryTreeQueryOptions).catch(() => void 0)]),
	component: HomePage
});
// src/routes/_public/$.tsx
var $$splitComponentImporter$65 = () => import("./assets/_-YXNnb558.js");
var Route$68 = createFileRoute("/_public/$")({ component: lazyRouteComponent($$splitComponentImporter$65, "component") });
// src/routes/_public/_authenticated.tsx
var $$splitComponentImporter$64 = () => import("./assets/_authenticated-DCbvajdd.js");
var Route$67 = createFileRoute("/_public/_authenticated")({
	beforeLoad: ({ location }) => requireLogin({ location }),
	component: lazyRouteComponent($$splitComponentImporter$64, "component")
});
// src/routes/_public/about.tsx
var $$splitComponentImporter$63 = () => import("./assets/about-DFsi6GAe.js");
var Route$66 = createFileRoute("/_public/about")({ component: lazyRouteComponent($$splitComponentImporter$63, "component") });
// src/routes/_public/contact.tsx
var $$splitComponentImporter$62 = () => import("./assets/contact-DnlSYHSl.js");
var Route$65 = createFileRoute("/_public/contact")({ component: lazyRouteComponent($$splitComponentImporter$62, "component") });
// src/routes/_public/login.tsx
var $$splitComponentImporter$61 = () => import("./assets/login-CUX9OXzl.js");
var Route$64 = createFileRoute("/_public/login")({
	validateSearch: loginSearchSchema,
	beforeLoad: skipWhenSignedIn,
	component: lazyRouteComponent($$splitComponentImporter$61, "component")
});
// src/routes/_public/register.tsx
var $$splitComponentImporter$60 = () => import("./assets/register-DUcIvHd6.js");
var Route$63 = createFileRoute("/_public/register")({
	validateSearch: loginSearchSchema,
	beforeLoad: skipWhenSignedIn,
	component: lazyRouteComponent($$splitComponentImporter$60, "component")
});
// src/routes/_public/register-store.tsx
var $$splitComponentImporter$59 = () => import("./assets/register-store-Du6iU0h8.js");
var Route$62 = createFileRoute("/_public/register-store")({ component: lazyRouteComponent($$splitComponentImporter$59, "component") });
// src/features/search/search-params.ts
var optionalText = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), void 0);
/** /search?q=…, with the product lists' filters, sort and page beside it. */
var searchPageSchema = v.object({
	...productListSearchSchema.entries,
	q: optionalText
});
// src/routes/_public/search.tsx
var $$splitComponentImporter$58 = () => import("./assets/search-CRVSjcWv.js");
var Route$61 = createFileRoute("/_public/search")({
	validateSearch: searchPageSchema,
	loaderDeps: ({ search }) => search,
	loader: ({ context: { queryClient }, deps, cause }) => deps.q ? loadProductList(queryClient, deps, { search: deps.q }, cause) : void 0,
	pendingComponent: ProductListSkeleton,
	component: lazyRouteComponent($$splitComponentImporter$58, "component")
});
// src/routes/_public/sellers.tsx
var $$splitComponentImporter$57 = () => import("./assets/sellers-BiKKqSug.js");
var Route$60 = createFileRoute("/_public/sellers")({ component: lazyRouteComponent($$splitComponentImporter$57, "component") });
// src/routes/_public/terms.tsx
var $$splitComponentImporter$56 = () => import("./assets/terms-AhTkwble.js");
var Route$59 = createFileRoute("/_public/terms")({ component: lazyRouteComponent($$splitComponentImporter$56, "component") });
// src/routes/_public/_authenticated/cart.tsx
var $$splitComponentImporter$55 = () => import("./assets/cart-BscGKAEG.js");
var Route$58 = createFileRoute("/_public/_authenticated/cart")({
	loader: ({ context: { queryClient } }) => {
		queryClient.prefetchQuery(cartQueryOptions(true));
	},
	component: lazyRouteComponent($$splitComponentImporter$55, "component")
});
// src/routes/_public/_authenticated/checkout.tsx
var $$splitComponentImporter$54 = () => import("./assets/checkout-CREX4a0a.js");
var $$splitLoaderImporter$2 = () => import("./assets/checkout-CREX4a0a.js");
var Route$57 = createFileRoute("/_public/_authenticated/checkout")({
	codeSplitGroupings: [["loader", "component"]],
	validateSearch: checkoutSearchSchema,
	loader: lazyFn($$splitLoaderImporter$2, "loader"),
	pendingComponent: CheckoutSkeleton,
	component: lazyRouteComponent($$splitComponentImporter$54, "component")
});
// src/routes/_public/_authenticated/profile.tsx
var $$splitComponentImporter$53 = () => import("./assets/profile-GsYSmvIu.js");
var Route$56 = createFileRoute("/_public/_authenticated/profile")({ component: lazyRouteComponent($$splitComponentImporter$53, "component") });
// src/routes/_public/_authenticated/shipping.tsx
var $$splitComponentImporter$52 = () => import("./assets/shipping-agJhe34f.js");
var $$splitLoaderImporter$1 = () => import("./assets/shipping-agJhe34f.js");
var Route$55 = createFileRoute("/_public/_authenticated/shipping")({
	codeSplitGroupings: [["loader", "component"]],
	validateSearch: checkoutSearchSchema,
	loader: lazyFn($$splitLoaderImporter$1, "loader"),
	pendingComponent: CheckoutSkeleton,
	component: lazyRouteComponent($$splitComponentImporter$52, "component")
});
// src/routes/_public/auth.login.tsx
var $$splitComponentImporter$51 = () => import("./assets/auth.login-C0Ptxaou.js");
var Route$54 = createFileRoute("/_public/auth/login")({
	validateSearch: loginSearchSchema,
	beforeLoad: skipWhenSignedIn,
	component: lazyRouteComponent($$splitComponentImporter$51, "component")
});
// src/routes/_public/auth.register.tsx
var $$splitComponentImporter$50 = () => import("./assets/auth.register-DjvNmMVc.js");
var Route$53 = createFileRoute("/_public/auth/register")({ component: lazyRouteComponent($$splitComponentImporter$50, "component") });
// src/routes/_public/blog.index.tsx
var $$splitComponentImporter$49 = () => import("./assets/blog.index-BkKeeoP7.js");
var Route$52 = createFileRoute("/_public/blog/")({
	validateSearch: pageSearchSchema,
	loaderDeps: ({ search }) => ({ page: search.page }),
	loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(blogListQueryOptions(blogListParams(deps.page))),
	pendingComponent: () => /* @__PURE__ */ jsx(CardGridSkeleton, {}),
	component: lazyRouteComponent($$splitComponentImporter$49, "component")
});
// src/routes/_public/brand.$brandSlug.tsx
var $$splitComponentImporter$48 = () => import("./assets/brand._brandSlug-BSKpddPk.js");
var $$splitNotFoundComponentImporter$8 = () => import("./assets/brand._brandSlug-YvWAb7fa.js");
var Route$51 = createFileRoute("/_public/brand/$brandSlug")({
	validateSearch: productListSearchSchema,
	loaderDeps: ({ search }) => search,
	loader: async ({ context: { queryClient }, params, deps, cause }) => {
		await loadBrand(queryClient, params.brandSlug);
		await loadProductList(queryClient, deps, { brand: params.brandSlug }, cause);
	},
	pendingComponent: ProductListSkeleton,
	notFoundComponent: lazyRouteComponent($$splitNotFoundComponentImporter$8, "notFoundComponent"),
	component: lazyRouteComponent($$splitComponentImporter$48, "component")
});
// src/routes/_public/bundles.index.tsx
var $$splitComponentImporter$47 = () => import("./assets/bundles.index-CH_0n6V0.js");
var Route$50 = createFileRoute("/_public/bundles/")({
	validateSearch: pageSearchSchema,
	loaderDeps: ({ search }) => ({ page: search.page }),
	loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(bundleListQueryOptions(bundleListParams(deps.page))),
	pendingComponent: () => /* @__PURE__ */ jsx(CardGridSkeleton, {}),
	component: lazyRouteComponent($$splitComponentImporter$47, "component")
});
// src/routes/_public/bundles.$bundleSlug.tsx
var $$splitComponentImporter$46 = () => import("./assets/bundles._bundleSlug-C_Q5STdD.js");
var $$splitNotFoundComponentImporter$7 = () => import("./assets/bundles._bundleSlug-B0HG3ic9.js");
var Route$49 = createFileRoute("/_public/bundles/$bundleSlug")({
	loader: ({ context: { queryClient }, params }) => orNotFound(queryClient.ensureQueryData(bundleQueryOptions(params.bundleSlug))),
	pendingComponent: ProductPageSkeleton,
	notFoundComponent: lazyRouteComponent($$splitNotFoundComponentImporter$7, "notFoundComponent"),
	component: lazyRouteComponent($$splitComponentImporter$46, "component")
});
// src/routes/_public/faq.index.tsx
var $$splitComponentImporter$45 = () => import("./assets/faq.index-DFYO5SA_.js");
var Route$48 = createFileRoute("/_public/faq/")({ component: lazyRouteComponent($$splitComponentImporter$45, "component") });
// src/routes/_public/faq.$slug.tsx
var $$splitComponentImporter$44 = () => import("./assets/faq._slug-BAsxetPc.js");
var Route$47 = createFileRoute("/_public/faq/$slug")({ component: lazyRouteComponent($$splitComponentImporter$44, "component") });
// src/routes/_public/products.index.tsx
var $$splitComponentImporter$43 = () => import("./assets/products.index-DV54AEPZ.js");
var Route$46 = createFileRoute("/_public/products/")({
	validateSearch: productListSearchSchema,
	loaderDeps: ({ search }) => search,
	loader: ({ context: { queryClient }, deps, cause }) => {
		queryClient.prefetchQuery(categoryTreeQueryOptions);
		return loadProductList(queryClient, deps, {
			categoryId: deps.category,
			search: deps.search
		}, cause);
	},
	pendingComponent: ProductListSkeleton,
	component: lazyRouteComponent($$splitComponentImporter$43, "component")
});
// src/routes/_public/store.$storeName.tsx
var $$splitComponentImporter$42 = () => import("./assets/store._storeName-DKPH3KJt.js");
var Route$45 = createFileRoute("/_public/store/$storeName")({
	validateSearch: productListSearchSchema,
	loaderDeps: ({ search }) => search,
	loader: async ({ context: { queryClient }, params, deps, cause }) => {
		const store = (await queryClient.ensureQueryData(storeBySlugQueryOptions(params.storeName))).items[0];
		if (store) await loadProductList(queryClient, deps, { storeId: store.id }, cause);
	},
	pendingComponent: ProductListSkeleton,
	component: lazyRouteComponent($$splitComponentImporter$42, "component")
});
// src/routes/_public/stores.index.tsx
var $$splitComponentImporter$41 = () => import("./assets/stores.index-B_82iApQ.js");
var Route$44 = createFileRoute("/_public/stores/")({
	validateSearch: pageSearchSchema,
	loaderDeps: ({ search }) => ({ page: search.page }),
	loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(storeListQueryOptions(storeListParams(deps.page))),
	pendingComponent: () => /* @__PURE__ */ jsx(CardGridSkeleton, {}),
	component: lazyRouteComponent($$splitComponentImporter$41, "component")
});
// src/routes/_public/stores.$storeId.tsx
var $$splitComponentImporter$40 = () => import("./assets/stores._storeId-BQnT5ero.js");
var $$splitNotFoundComponentImporter$6 = () => import("./assets/stores._storeId-CTRbkr6B.js");
var Route$43 = createFileRoute("/_public/stores/$storeId")({
	validateSearch: productListSearchSchema,
	loaderDeps: ({ search }) => search,
	loader: async ({ context: { queryClient }, params, deps, cause }) => {
		const id = idParam(params.storeId);
		await orNotFound(queryClient.ensureQueryData(storeQueryOptions(id)));
		await loadProductList(queryClient, deps, { storeId: id }, cause);
	},
	pendingComponent: ProductListSkeleton,
	notFoundComponent: lazyRouteComponent($$splitNotFoundComponentImporter$6, "notFoundComponent"),
	component: lazyRouteComponent($$splitComponentImporter$40, "component")
});
// src/routes/_authenticated/_admin/admin/index.tsx
var Route$42 = createFileRoute("/_authenticated/_admin/admin/")({ beforeLoad: () => {
	throw redirect({
		to: "/admin/stores",
		replace: true
	});
} });
// src/routes/_authenticated/_admin/admin/$.tsx
var $$splitComponentImporter$39 = () => import("./assets/_-C7r8lJza.js");
var Route$41 = createFileRoute("/_authenticated/_admin/admin/$")({ component: lazyRouteComponent($$splitComponentImporter$39, "component") });
// src/routes/_authenticated/_admin/admin/categories.tsx
var $$splitComponentImporter$38 = () => import("./assets/categories-By68c_Iv.js");
var Route$40 = createFileRoute("/_authenticated/_admin/admin/categories")({ component: lazyRouteComponent($$splitComponentImporter$38, "component") });
// src/features/admin/homepage/admin-homepage-search.ts
var adminHomepageSearchSchema = v.object({ store: v.fallback(v.optional(v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(toLatinDigits), v.toNumber())]), v.integer(), v.minValue(1))), void 0) });
// src/routes/_authenticated/_admin/admin/homepage.tsx
var $$splitComponentImporter$37 = () => import("./assets/homepage-DSN-xK7K.js");
var Route$39 = createFileRoute("/_authenticated/_admin/admin/homepage")({
	validateSearch: adminHomepageSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$37, "component")
});
// src/routes/_authenticated/_provider/providers/index.tsx
var Route$38 = createFileRoute("/_authenticated/_provider/providers/")({ beforeLoad: async ({ context }) => {
	const { toSelectedStore } = await import("./assets/store-redirect-B19IT3Hu.js");
	await toSelectedStore(context.queryClient);
} });
// src/routes/_authenticated/_provider/providers/$.tsx
var $$splitComponentImporter$36 = () => import("./assets/_-CeSDtI_m.js");
var Route$37 = createFileRoute("/_authenticated/_provider/providers/$")({
	beforeLoad: async ({ params, context, location }) => {
		const { isStorePath, toSelectedStore } = await import("./assets/store-redirect-B19IT3Hu.js");
		const rest = params._splat ?? "";
		if (isStorePath(rest)) await toSelectedStore(context.queryClient, rest, location.search);
	},
	component: lazyRouteComponent($$splitComponentImporter$36, "component")
});
// src/routes/_public/_authenticated/profile.index.tsx
var $$splitComponentImporter$35 = () => import("./assets/profile.index-GYItaSSq.js");
var Route$36 = createFileRoute("/_public/_authenticated/profile/")({
	validateSearch: orderListSearchSchema,
	loaderDeps: ({ search }) => search,
	loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(orderListQueryOptions(orderListParams(deps))),
	pendingComponent: () => /* @__PURE__ */ jsx(OrderListSkeleton, {}),
	component: lazyRouteComponent($$splitComponentImporter$35, "component")
});
// src/routes/_public/_authenticated/profile.addresses.tsx
var $$splitComponentImporter$34 = () => import("./assets/profile.addresses-CFRFF1On.js");
var $$splitLoaderImporter = () => import("./assets/profile.addresses-CFRFF1On.js");
var Route$35 = createFileRoute("/_public/_authenticated/profile/addresses")({
	codeSplitGroupings: [["loader", "component"]],
	loader: lazyFn($$splitLoaderImporter, "loader"),
	component: lazyRouteComponent($$splitComponentImporter$34, "component")
});
// src/routes/_public/_authenticated/profile.settings.tsx
var $$splitComponentImporter$33 = () => import("./assets/profile.settings-VI8WcsF5.js");
var Route$34 = createFileRoute("/_public/_authenticated/profile/settings")({
	loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(profileQueryOptions),
	component: lazyRouteComponent($$splitComponentImporter$33, "component")
});
// src/features/blog/article-skeleton.tsx
function ArticleSkeleton() {
	return /* @__PURE__ */ jsx(SkeletonGroup, { children: /* @__PURE__ */ jsxs("div", {
		className: "max-w_3xl mx_auto d_flex flex-d_column gap_4",
		children: [
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_48" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_9 w_full" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_40" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "w_full asp_16_/_9 bdr_card" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_full" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_full" }),
			/* @__PURE__ */ jsx(Skeleton, { className: "h_4 w_2/3" })
		]
	}) });
}
// src/routes/_public/blog.$id.$slug.tsx
var $$splitComponentImporter$32 = () => import("./assets/blog._id._slug-RqZanlsT.js");
var $$splitNotFoundComponentImporter$5 = () => import("./assets/blog._id._slug-D27ZFWGt.js");
var Route$33 = createFileRoute("/_public/blog/$id/$slug")({
	loader: async ({ context: { queryClient }, params }) => {
		const post = await orNotFound(queryClient.ensureQueryData(blogPostQueryOptions(idParam(params.id))));
		if (post.slug !== params.slug) throw redirect({
			to: "/blog/$id/$slug",
			params: {
				id: params.id,
				slug: post.slug
			},
			replace: true
		});
	},
	pendingComponent: ArticleSkeleton,
	notFoundComponent: lazyRouteComponent($$splitNotFoundComponentImporter$5, "notFoundComponent"),
	component: lazyRouteComponent($$splitComponentImporter$32, "component")
});
// src/routes/_public/categories.$categorySlug.index.tsx
var $$splitComponentImporter$31 = () => import("./assets/categories._categorySlug.index-DXqkOFMX.js");
var $$splitNotFoundComponentImporter$4 = () => import("./assets/categories._categorySlug.index-DJPrQayZ.js");
var Route$32 = createFileRoute("/_public/categories/$categorySlug/")({
	validateSearch: productListSearchSchema,
	loaderDeps: ({ search }) => search,
	loader: async ({ context: { queryClient }, params, deps, cause }) => {
		const category = await orNotFound(queryClient.ensureQueryData(categoryBySlugQueryOptions(params.categorySlug)));
		await loadProductList(queryClient, deps, { categoryId: category.id }, cause);
	},
	pendingComponent: ProductListSkeleton,
	notFoundComponent: lazyRouteComponent($$splitNotFoundComponentImporter$4, "notFoundComponent"),
	component: lazyRouteComponent($$splitComponentImporter$31, "component")
});
// src/routes/_public/categories.$categorySlug.$brandSlug.tsx
var $$splitComponentImporter$30 = () => import("./assets/categories._categorySlug._brandSlug-CxDDUksN.js");
var $$splitNotFoundComponentImporter$3 = () => import("./assets/categories._categorySlug._brandSlug-CqnclK8v.js");
var Route$31 = createFileRoute("/_public/categories/$categorySlug/$brandSlug")({
	validateSearch: productListSearchSchema,
	loaderDeps: ({ search }) => search,
	loader: async ({ context: { queryClient }, params, deps, cause }) => {
		const category = await orNotFound(queryClient.ensureQueryData(categoryBySlugQueryOptions(params.categorySlug)));
		await loadBrand(queryClient, params.brandSlug, category.id);
		await loadProductList(queryClient, deps, {
			categoryId: category.id,
			brand: params.brandSlug
		}, cause);
	},
	pendingComponent: ProductListSkeleton,
	notFoundComponent: lazyRouteComponent($$splitNotFoundComponentImporter$3, "notFoundComponent"),
	component: lazyRouteComponent($$splitComponentImporter$30, "component")
});
// src/routes/_public/products.$id.$productSlug.tsx
var $$splitComponentImporter$29 = () => import("./assets/products._id._productSlug-DCRi5iBT.js");
var $$splitNotFoundComponentImporter$2 = () => import("./assets/products._id._productSlug-iuVdLBow.js");
var Route$30 = createFileRoute("/_public/products/$id/$productSlug")({
	loader: async ({ context: { queryClient }, params }) => {
		const id = idParam(params.id);
		const detail = await orNotFound(queryClient.ensureQueryData(productDetailQueryOptions(id)));
		if (detail.product.slug !== params.productSlug) throw redirect({
			to: "/products/$id/$productSlug",
			params: {
				id: params.id,
				productSlug: detail.product.slug
			},
			replace: true
		});
		queryClient.prefetchQuery(categoryFiltersQueryOptions(detail.product.category.id));
	},
	pendingComponent: ProductPageSkeleton,
	notFoundComponent: lazyRouteComponent($$splitNotFoundComponentImporter$2, "notFoundComponent"),
	component: lazyRouteComponent($$splitComponentImporter$29, "component")
});
// src/features/admin/filters/filters-search.ts
var id = v.pipe(v.union([v.number(), v.pipe(v.string(), v.transform(toLatinDigits), v.toNumber())]), v.integer(), v.minValue(1));
var adminFiltersSearchSchema = v.object({
	...tableSearchEntries,
	category: v.fallback(v.optional(id), void 0)
});
// src/routes/_authenticated/_admin/admin/filters.index.tsx
var $$splitComponentImporter$28 = () => import("./assets/filters.index-Dj0Ggrne.js");
var Route$29 = createFileRoute("/_authenticated/_admin/admin/filters/")({
	validateSearch: adminFiltersSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$28, "component")
});
// src/routes/_authenticated/_admin/admin/filters.add.tsx
var $$splitComponentImporter$27 = () => import("./assets/filters.add-CIBup7eW.js");
var Route$28 = createFileRoute("/_authenticated/_admin/admin/filters/add")({ component: lazyRouteComponent($$splitComponentImporter$27, "component") });
// src/features/admin/orders/admin-orders-search.ts
var day$1 = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), void 0);
var adminOrdersSearchSchema = v.object({
	...tableSearchEntries,
	store: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/))), void 0),
	status: v.fallback(v.optional(v.picklist(ORDER_STATUSES)), void 0),
	from: day$1,
	to: day$1
});
// src/routes/_authenticated/_admin/admin/orders.index.tsx
var $$splitComponentImporter$26 = () => import("./assets/orders.index-BjcB0CSm.js");
var Route$27 = createFileRoute("/_authenticated/_admin/admin/orders/")({
	validateSearch: adminOrdersSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$26, "component")
});
// src/routes/_authenticated/_admin/admin/orders.$id.tsx
var $$splitComponentImporter$25 = () => import("./assets/orders._id-CbtOjkzH.js");
var Route$26 = createFileRoute("/_authenticated/_admin/admin/orders/$id")({ component: lazyRouteComponent($$splitComponentImporter$25, "component") });
// src/features/admin/stores/admin-stores-search.ts
var STORE_STATUSES = ["verified", "awaiting"];
var adminStoresSearchSchema = v.object({
	...tableSearchEntries,
	status: v.fallback(v.optional(v.picklist(STORE_STATUSES)), void 0)
});
// src/routes/_authenticated/_admin/admin/stores.index.tsx
var $$splitComponentImporter$24 = () => import("./assets/stores.index-C31p4RzF.js");
var Route$25 = createFileRoute("/_authenticated/_admin/admin/stores/")({
	validateSearch: adminStoresSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$24, "component")
});
// src/features/admin/stores/admin-store-search.ts
var STORE_TABS = [
	"products",
	"discounted",
	"bundles",
	"articles",
	"audit"
];
var adminStoreSearchSchema = v.object({
	...tableSearchEntries,
	tab: v.fallback(v.optional(v.picklist(STORE_TABS)), void 0),
	stock: v.fallback(v.optional(v.picklist(["1"])), void 0)
});
// src/routes/_authenticated/_admin/admin/stores.$id.tsx
var $$splitComponentImporter$23 = () => import("./assets/stores._id-DQNi9AXG.js");
var Route$24 = createFileRoute("/_authenticated/_admin/admin/stores/$id")({
	validateSearch: adminStoreSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$23, "component")
});
// src/routes/_authenticated/_provider/providers/$storeId/index.tsx
var Route$23 = createFileRoute("/_authenticated/_provider/providers/$storeId/")({ beforeLoad: async ({ params, context, location }) => {
	if (!/^\d+$/.test(params.storeId)) {
		const { isStorePath, toSelectedStore } = await import("./assets/store-redirect-B19IT3Hu.js");
		if (isStorePath(params.storeId)) await toSelectedStore(context.queryClient, params.storeId, location.search);
	}
	throw redirect({
		to: "/providers/$storeId/products",
		params,
		replace: true
	});
} });
// src/routes/_authenticated/_provider/providers/$storeId/homepage.tsx
var $$splitComponentImporter$22 = () => import("./assets/homepage-BcMaWSCb.js");
var Route$22 = createFileRoute("/_authenticated/_provider/providers/$storeId/homepage")({ component: lazyRouteComponent($$splitComponentImporter$22, "component") });
// src/routes/_authenticated/_provider/providers/stores.index.tsx
var $$splitComponentImporter$21 = () => import("./assets/stores.index-qdECfrMd.js");
var Route$21 = createFileRoute("/_authenticated/_provider/providers/stores/")({
	validateSearch: tableSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$21, "component")
});
// src/routes/_authenticated/_provider/providers/stores.add.tsx
var $$splitComponentImporter$20 = () => import("./assets/stores.add-CzS0v5Jl.js");
var Route$20 = createFileRoute("/_authenticated/_provider/providers/stores/add")({ component: lazyRouteComponent($$splitComponentImporter$20, "component") });
// src/routes/_public/_authenticated/orders.$id.index.tsx
var $$splitComponentImporter$19 = () => import("./assets/orders._id.index-DuKrzMYQ.js");
var $$splitNotFoundComponentImporter$1 = () => import("./assets/orders._id.index-BQOwhflH.js");
var Route$19 = createFileRoute("/_public/_authenticated/orders/$id/")({
	loader: ({ context: { queryClient }, params }) => loadOrder(queryClient, idParam(params.id)),
	pendingComponent: OrderPageSkeleton,
	notFoundComponent: lazyRouteComponent($$splitNotFoundComponentImporter$1, "notFoundComponent"),
	component: lazyRouteComponent($$splitComponentImporter$19, "component")
});
// src/routes/_public/_authenticated/orders.$id.status.tsx
var $$splitComponentImporter$18 = () => import("./assets/orders._id.status-CfQdJbdd.js");
var $$splitNotFoundComponentImporter = () => import("./assets/orders._id.status-Cto9SfNO.js");
var Route$18 = createFileRoute("/_public/_authenticated/orders/$id/status")({
	validateSearch: orderStatusSearchSchema,
	loaderDeps: ({ search }) => ({ payment: search.payment }),
	loader: ({ context: { queryClient }, params, deps }) => loadOrder(queryClient, idParam(params.id), deps.payment !== void 0),
	pendingComponent: OrderPageSkeleton,
	notFoundComponent: lazyRouteComponent($$splitNotFoundComponentImporter, "notFoundComponent"),
	component: lazyRouteComponent($$splitComponentImporter$18, "component")
});
// src/routes/_authenticated/_admin/admin/filters.edit.$id.tsx
var $$splitComponentImporter$17 = () => import("./assets/filters.edit._id-CJKcYjP6.js");
var Route$17 = createFileRoute("/_authenticated/_admin/admin/filters/edit/$id")({
	beforeLoad: ({ params }) => {
		if (!/^[1-9]\d{0,9}$/.test(toLatinDigits(params.id))) throw notFound();
	},
	component: lazyRouteComponent($$splitComponentImporter$17, "component")
});
// src/features/providers/blog/blog-search.ts
var sellerBlogSearchSchema = v.object({
	...tableSearchEntries,
	status: v.fallback(v.optional(v.picklist(["draft", "published"])), void 0)
});
// src/routes/_authenticated/_provider/providers/$storeId/blog.index.tsx
var $$splitComponentImporter$16 = () => import("./assets/blog.index-dDj4QUHP.js");
var Route$16 = createFileRoute("/_authenticated/_provider/providers/$storeId/blog/")({
	validateSearch: sellerBlogSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$16, "component")
});
// src/routes/_authenticated/_provider/providers/$storeId/blog.$id.tsx
var $$splitComponentImporter$15 = () => import("./assets/blog._id-Db3R-r3D.js");
var Route$15 = createFileRoute("/_authenticated/_provider/providers/$storeId/blog/$id")({ component: lazyRouteComponent($$splitComponentImporter$15, "component") });
// src/routes/_authenticated/_provider/providers/$storeId/blog.add.tsx
var $$splitComponentImporter$14 = () => import("./assets/blog.add-CsM6-CM1.js");
var Route$14 = createFileRoute("/_authenticated/_provider/providers/$storeId/blog/add")({ component: lazyRouteComponent($$splitComponentImporter$14, "component") });
// src/routes/_authenticated/_provider/providers/$storeId/bundles.index.tsx
var $$splitComponentImporter$13 = () => import("./assets/bundles.index-DpYIOfTI.js");
var Route$13 = createFileRoute("/_authenticated/_provider/providers/$storeId/bundles/")({
	validateSearch: tableSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$13, "component")
});
// src/routes/_authenticated/_provider/providers/$storeId/bundles.$id.tsx
var $$splitComponentImporter$12 = () => import("./assets/bundles._id-C_nF1KeH.js");
var Route$12 = createFileRoute("/_authenticated/_provider/providers/$storeId/bundles/$id")({ component: lazyRouteComponent($$splitComponentImporter$12, "component") });
// src/routes/_authenticated/_provider/providers/$storeId/bundles.add.tsx
var $$splitComponentImporter$11 = () => import("./assets/bundles.add-DfvCt8VM.js");
var Route$11 = createFileRoute("/_authenticated/_provider/providers/$storeId/bundles/add")({ component: lazyRouteComponent($$splitComponentImporter$11, "component") });
// src/routes/_authenticated/_provider/providers/$storeId/discounts.index.tsx
var $$splitComponentImporter$10 = () => import("./assets/discounts.index-BUqME-_V.js");
var Route$10 = createFileRoute("/_authenticated/_provider/providers/$storeId/discounts/")({
	validateSearch: tableSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$10, "component")
});
// src/routes/_authenticated/_provider/providers/$storeId/discounts.$id.tsx
var $$splitComponentImporter$9 = () => import("./assets/discounts._id-DTbrhCcu.js");
var Route$9 = createFileRoute("/_authenticated/_provider/providers/$storeId/discounts/$id")({ component: lazyRouteComponent($$splitComponentImporter$9, "component") });
// src/routes/_authenticated/_provider/providers/$storeId/discounts.add.tsx
var $$splitComponentImporter$8 = () => import("./assets/discounts.add-BDZjPtxL.js");
var Route$8 = createFileRoute("/_authenticated/_provider/providers/$storeId/discounts/add")({ component: lazyRouteComponent($$splitComponentImporter$8, "component") });
// src/features/providers/orders/seller-orders-search.ts
var day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), void 0);
var sellerOrdersSearchSchema = v.object({
	...tableSearchEntries,
	status: v.fallback(v.optional(v.picklist(ORDER_STATUSES)), void 0),
	/** «نیازمند اقدام»: paid online orders and cash-on-delivery ones not yet processed */
	todo: v.fallback(v.optional(v.boolean()), void 0),
	from: day,
	to: day
});
// src/routes/_authenticated/_provider/providers/$storeId/orders.index.tsx
var $$splitComponentImporter$7 = () => import("./assets/orders.index-8dDE-MgJ.js");
var Route$7 = createFileRoute("/_authenticated/_provider/providers/$storeId/orders/")({
	validateSearch: sellerOrdersSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$7, "component")
});
// src/routes/_authenticated/_provider/providers/$storeId/orders.new.tsx
var $$splitComponentImporter$6 = () => import("./assets/orders.new-kyGOLI36.js");
var Route$6 = createFileRoute("/_authenticated/_provider/providers/$storeId/orders/new")({ component: lazyRouteComponent($$splitComponentImporter$6, "component") });
// src/features/providers/products/products-search.ts
var sellerProductsSearchSchema = v.object({
	...tableSearchEntries,
	stock: v.fallback(v.optional(v.picklist(["in"])), void 0)
});
// src/routes/_authenticated/_provider/providers/$storeId/products.index.tsx
var $$splitComponentImporter$5 = () => import("./assets/products.index-COcg_mVP.js");
var Route$5 = createFileRoute("/_authenticated/_provider/providers/$storeId/products/")({
	validateSearch: sellerProductsSearchSchema,
	component: lazyRouteComponent($$splitComponentImporter$5, "component")
});
// src/routes/_authenticated/_provider/providers/$storeId/products.$id.tsx
var $$splitComponentImporter$4 = () => import("./assets/products._id-zQT-F5Is.js");
var Route$4 = createFileRoute("/_authenticated/_provider/providers/$storeId/products/$id")({ component: lazyRouteComponent($$splitComponentImporter$4, "component") });
// src/routes/_authenticated/_provider/providers/$storeId/products.add.tsx
var $$splitComponentImporter$3 = () => import("./assets/products.add-mxUtvB8U.js");
var Route$3 = createFileRoute("/_authenticated/_provider/providers/$storeId/products/add")({ component: lazyRouteComponent($$splitComponentImporter$3, "component") });
// src/routes/_authenticated/_provider/providers/stores.edit.$id.tsx
var $$splitComponentImporter$2 = () => import("./assets/stores.edit._id-BAAVEfwh.js");
var Route$2 = createFileRoute("/_authenticated/_provider/providers/stores/edit/$id")({ component: lazyRouteComponent($$splitComponentImporter$2, "component") });
// src/routes/_authenticated/_provider/providers/$storeId/orders.$id.index.tsx
var $$splitComponentImporter$1 = () => import("./assets/orders._id.index-DA0e5YV5.js");
var Route$1 = createFileRoute("/_authenticated/_provider/providers/$storeId/orders/$id/")({ component: lazyRouteComponent($$splitComponentImporter$1, "component") });
// src/routes/_authenticated/_provider/providers/$storeId/orders.$id.print.tsx
var $$splitComponentImporter = () => import("./assets/orders._id.print-CT4YKywJ.js");
var Route = createFileRoute("/_authenticated/_provider/providers/$storeId/orders/$id/print")({ component: lazyRouteComponent($$splitComponentImporter, "component") });
// src/routeTree.gen.ts
var AuthenticatedRoute = Route$75.update({
	id: "/_authenticated",
	getParentRoute: () => Route$76
});
var PublicRoute = Route$74.update({
	id: "/_public",
	getParentRoute: () => Route$76
});
var EnamadVerificationRoute = Route$73.update({
	id: "/enamad-verification",
	path: "/enamad-verification",
	getParentRoute: () => Route$76
});
var GoogleSiteVerificationRoute = Route$72.update({
	id: "/google-site-verification",
	path: "/google-site-verification",
	getParentRoute: () => Route$76
});
var AuthenticatedAdminRoute = Route$71.update({
	id: "/_admin",
	getParentRoute: () => AuthenticatedRoute
});
var AuthenticatedProviderRoute = Route$70.update({
	id: "/_provider",
	getParentRoute: () => AuthenticatedRoute
});
var PublicIndexRoute = Route$69.update({
	id: "/",
	path: "/",
	getParentRoute: () => PublicRoute
});
var PublicSplatRoute = Route$68.update({
	id: "/$",
	path: "/$",
	getParentRoute: () => PublicRoute
});
var PublicAuthenticatedRoute = Route$67.update({
	id: "/_authenticated",
	getParentRoute: () => PublicRoute
});
var PublicAboutRoute = Route$66.update({
	id: "/about",
	path: "/about",
	getParentRoute: () => PublicRoute
});
var PublicContactRoute = Route$65.update({
	id: "/contact",
	path: "/contact",
	getParentRoute: () => PublicRoute
});
var PublicLoginRoute = Route$64.update({
	id: "/login",
	path: "/login",
	getParentRoute: () => PublicRoute
});
var PublicRegisterRoute = Route$63.update({
	id: "/register",
	path: "/register",
	getParentRoute: () => PublicRoute
});
var PublicRegisterStoreRoute = Route$62.update({
	id: "/register-store",
	path: "/register-store",
	getParentRoute: () => PublicRoute
});
var PublicSearchRoute = Route$61.update({
	id: "/search",
	path: "/search",
	getParentRoute: () => PublicRoute
});
var PublicSellersRoute = Route$60.update({
	id: "/sellers",
	path: "/sellers",
	getParentRoute: () => PublicRoute
});
var PublicTermsRoute = Route$59.update({
	id: "/terms",
	path: "/terms",
	getParentRoute: () => PublicRoute
});
var PublicAuthenticatedCartRoute = Route$58.update({
	id: "/cart",
	path: "/cart",
	getParentRoute: () => PublicAuthenticatedRoute
});
var PublicAuthenticatedCheckoutRoute = Route$57.update({
	id: "/checkout",
	path: "/checkout",
	getParentRoute: () => PublicAuthenticatedRoute
});
var PublicAuthenticatedProfileRoute = Route$56.update({
	id: "/profile",
	path: "/profile",
	getParentRoute: () => PublicAuthenticatedRoute
});
var PublicAuthenticatedShippingRoute = Route$55.update({
	id: "/shipping",
	path: "/shipping",
	getParentRoute: () => PublicAuthenticatedRoute
});
var PublicAuthLoginRoute = Route$54.update({
	id: "/auth/login",
	path: "/auth/login",
	getParentRoute: () => PublicRoute
});
var PublicAuthRegisterRoute = Route$53.update({
	id: "/auth/register",
	path: "/auth/register",
	getParentRoute: () => PublicRoute
});
var PublicBlogIndexRoute = Route$52.update({
	id: "/blog/",
	path: "/blog/",
	getParentRoute: () => PublicRoute
});
var PublicBrandBrandSlugRoute = Route$51.update({
	id: "/brand/$brandSlug",
	path: "/brand/$brandSlug",
	getParentRoute: () => PublicRoute
});
var PublicBundlesIndexRoute = Route$50.update({
	id: "/bundles/",
	path: "/bundles/",
	getParentRoute: () => PublicRoute
});
var PublicBundlesBundleSlugRoute = Route$49.update({
	id: "/bundles/$bundleSlug",
	path: "/bundles/$bundleSlug",
	getParentRoute: () => PublicRoute
});
var PublicFaqIndexRoute = Route$48.update({
	id: "/faq/",
	path: "/faq/",
	getParentRoute: () => PublicRoute
});
var PublicFaqSlugRoute = Route$47.update({
	id: "/faq/$slug",
	path: "/faq/$slug",
	getParentRoute: () => PublicRoute
});
var PublicProductsIndexRoute = Route$46.update({
	id: "/products/",
	path: "/products/",
	getParentRoute: () => PublicRoute
});
var PublicStoreStoreNameRoute = Route$45.update({
	id: "/store/$storeName",
	path: "/store/$storeName",
	getParentRoute: () => PublicRoute
});
var PublicStoresIndexRoute = Route$44.update({
	id: "/stores/",
	path: "/stores/",
	getParentRoute: () => PublicRoute
});
var PublicStoresStoreIdRoute = Route$43.update({
	id: "/stores/$storeId",
	path: "/stores/$storeId",
	getParentRoute: () => PublicRoute
});
var AuthenticatedAdminAdminIndexRoute = Route$42.update({
	id: "/admin/",
	path: "/admin/",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedAdminAdminSplatRoute = Route$41.update({
	id: "/admin/$",
	path: "/admin/$",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedAdminAdminCategoriesRoute = Route$40.update({
	id: "/admin/categories",
	path: "/admin/categories",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedAdminAdminHomepageRoute = Route$39.update({
	id: "/admin/homepage",
	path: "/admin/homepage",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedProviderProvidersIndexRoute = Route$38.update({
	id: "/providers/",
	path: "/providers/",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersSplatRoute = Route$37.update({
	id: "/providers/$",
	path: "/providers/$",
	getParentRoute: () => AuthenticatedProviderRoute
});
var PublicAuthenticatedProfileIndexRoute = Route$36.update({
	id: "/",
	path: "/",
	getParentRoute: () => PublicAuthenticatedProfileRoute
});
var PublicAuthenticatedProfileAddressesRoute = Route$35.update({
	id: "/addresses",
	path: "/addresses",
	getParentRoute: () => PublicAuthenticatedProfileRoute
});
var PublicAuthenticatedProfileSettingsRoute = Route$34.update({
	id: "/settings",
	path: "/settings",
	getParentRoute: () => PublicAuthenticatedProfileRoute
});
var PublicBlogIdSlugRoute = Route$33.update({
	id: "/blog/$id/$slug",
	path: "/blog/$id/$slug",
	getParentRoute: () => PublicRoute
});
var PublicCategoriesCategorySlugIndexRoute = Route$32.update({
	id: "/categories/$categorySlug/",
	path: "/categories/$categorySlug/",
	getParentRoute: () => PublicRoute
});
var PublicCategoriesCategorySlugBrandSlugRoute = Route$31.update({
	id: "/categories/$categorySlug/$brandSlug",
	path: "/categories/$categorySlug/$brandSlug",
	getParentRoute: () => PublicRoute
});
var PublicProductsIdProductSlugRoute = Route$30.update({
	id: "/products/$id/$productSlug",
	path: "/products/$id/$productSlug",
	getParentRoute: () => PublicRoute
});
var AuthenticatedAdminAdminFiltersIndexRoute = Route$29.update({
	id: "/admin/filters/",
	path: "/admin/filters/",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedAdminAdminFiltersAddRoute = Route$28.update({
	id: "/admin/filters/add",
	path: "/admin/filters/add",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedAdminAdminOrdersIndexRoute = Route$27.update({
	id: "/admin/orders/",
	path: "/admin/orders/",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedAdminAdminOrdersIdRoute = Route$26.update({
	id: "/admin/orders/$id",
	path: "/admin/orders/$id",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedAdminAdminStoresIndexRoute = Route$25.update({
	id: "/admin/stores/",
	path: "/admin/stores/",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedAdminAdminStoresIdRoute = Route$24.update({
	id: "/admin/stores/$id",
	path: "/admin/stores/$id",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedProviderProvidersStoreIdIndexRoute = Route$23.update({
	id: "/providers/$storeId/",
	path: "/providers/$storeId/",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdHomepageRoute = Route$22.update({
	id: "/providers/$storeId/homepage",
	path: "/providers/$storeId/homepage",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoresIndexRoute = Route$21.update({
	id: "/providers/stores/",
	path: "/providers/stores/",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoresAddRoute = Route$20.update({
	id: "/providers/stores/add",
	path: "/providers/stores/add",
	getParentRoute: () => AuthenticatedProviderRoute
});
var PublicAuthenticatedOrdersIdIndexRoute = Route$19.update({
	id: "/orders/$id/",
	path: "/orders/$id/",
	getParentRoute: () => PublicAuthenticatedRoute
});
var PublicAuthenticatedOrdersIdStatusRoute = Route$18.update({
	id: "/orders/$id/status",
	path: "/orders/$id/status",
	getParentRoute: () => PublicAuthenticatedRoute
});
var AuthenticatedAdminAdminFiltersEditIdRoute = Route$17.update({
	id: "/admin/filters/edit/$id",
	path: "/admin/filters/edit/$id",
	getParentRoute: () => AuthenticatedAdminRoute
});
var AuthenticatedProviderProvidersStoreIdBlogIndexRoute = Route$16.update({
	id: "/providers/$storeId/blog/",
	path: "/providers/$storeId/blog/",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdBlogIdRoute = Route$15.update({
	id: "/providers/$storeId/blog/$id",
	path: "/providers/$storeId/blog/$id",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdBlogAddRoute = Route$14.update({
	id: "/providers/$storeId/blog/add",
	path: "/providers/$storeId/blog/add",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdBundlesIndexRoute = Route$13.update({
	id: "/providers/$storeId/bundles/",
	path: "/providers/$storeId/bundles/",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdBundlesIdRoute = Route$12.update({
	id: "/providers/$storeId/bundles/$id",
	path: "/providers/$storeId/bundles/$id",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdBundlesAddRoute = Route$11.update({
	id: "/providers/$storeId/bundles/add",
	path: "/providers/$storeId/bundles/add",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdDiscountsIndexRoute = Route$10.update({
	id: "/providers/$storeId/discounts/",
	path: "/providers/$storeId/discounts/",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdDiscountsIdRoute = Route$9.update({
	id: "/providers/$storeId/discounts/$id",
	path: "/providers/$storeId/discounts/$id",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdDiscountsAddRoute = Route$8.update({
	id: "/providers/$storeId/discounts/add",
	path: "/providers/$storeId/discounts/add",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdOrdersIndexRoute = Route$7.update({
	id: "/providers/$storeId/orders/",
	path: "/providers/$storeId/orders/",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdOrdersNewRoute = Route$6.update({
	id: "/providers/$storeId/orders/new",
	path: "/providers/$storeId/orders/new",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdProductsIndexRoute = Route$5.update({
	id: "/providers/$storeId/products/",
	path: "/providers/$storeId/products/",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdProductsIdRoute = Route$4.update({
	id: "/providers/$storeId/products/$id",
	path: "/providers/$storeId/products/$id",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdProductsAddRoute = Route$3.update({
	id: "/providers/$storeId/products/add",
	path: "/providers/$storeId/products/add",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoresEditIdRoute = Route$2.update({
	id: "/providers/stores/edit/$id",
	path: "/providers/stores/edit/$id",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdOrdersIdIndexRoute = Route$1.update({
	id: "/providers/$storeId/orders/$id/",
	path: "/providers/$storeId/orders/$id/",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedProviderProvidersStoreIdOrdersIdPrintRoute = Route.update({
	id: "/providers/$storeId/orders/$id/print",
	path: "/providers/$storeId/orders/$id/print",
	getParentRoute: () => AuthenticatedProviderRoute
});
var AuthenticatedAdminRouteChildren = {
	AuthenticatedAdminAdminSplatRoute,
	AuthenticatedAdminAdminCategoriesRoute,
	AuthenticatedAdminAdminHomepageRoute,
	AuthenticatedAdminAdminIndexRoute,
	AuthenticatedAdminAdminFiltersAddRoute,
	AuthenticatedAdminAdminOrdersIdRoute,
	AuthenticatedAdminAdminStoresIdRoute,
	AuthenticatedAdminAdminFiltersIndexRoute,
	AuthenticatedAdminAdminOrdersIndexRoute,
	AuthenticatedAdminAdminStoresIndexRoute,
	AuthenticatedAdminAdminFiltersEditIdRoute
};
var AuthenticatedAdminRouteWithChildren = AuthenticatedAdminRoute._addFileChildren(AuthenticatedAdminRouteChildren);
var AuthenticatedProviderRouteChildren = {
	AuthenticatedProviderProvidersSplatRoute,
	AuthenticatedProviderProvidersIndexRoute,
	AuthenticatedProviderProvidersStoreIdHomepageRoute,
	AuthenticatedProviderProvidersStoresAddRoute,
	AuthenticatedProviderProvidersStoreIdIndexRoute,
	AuthenticatedProviderProvidersStoresIndexRoute,
	AuthenticatedProviderProvidersStoreIdBlogIdRoute,
	AuthenticatedProviderProvidersStoreIdBlogAddRoute,
	AuthenticatedProviderProvidersStoreIdBundlesIdRoute,
	AuthenticatedProviderProvidersStoreIdBundlesAddRoute,
	AuthenticatedProviderProvidersStoreIdDiscountsIdRoute,
	AuthenticatedProviderProvidersStoreIdDiscountsAddRoute,
	AuthenticatedProviderProvidersStoreIdOrdersNewRoute,
	AuthenticatedProviderProvidersStoreIdProductsIdRoute,
	AuthenticatedProviderProvidersStoreIdProductsAddRoute,
	AuthenticatedProviderProvidersStoresEditIdRoute,
	AuthenticatedProviderProvidersStoreIdBlogIndexRoute,
	AuthenticatedProviderProvidersStoreIdBundlesIndexRoute,
	AuthenticatedProviderProvidersStoreIdDiscountsIndexRoute,
	AuthenticatedProviderProvidersStoreIdOrdersIndexRoute,
	AuthenticatedProviderProvidersStoreIdProductsIndexRoute,
	AuthenticatedProviderProvidersStoreIdOrdersIdPrintRoute,
	AuthenticatedProviderProvidersStoreIdOrdersIdIndexRoute
};
var AuthenticatedRouteChildren = {
	AuthenticatedAdminRoute: AuthenticatedAdminRouteWithChildren,
	AuthenticatedProviderRoute: AuthenticatedProviderRoute._addFileChildren(AuthenticatedProviderRouteChildren)
};
var AuthenticatedRouteWithChildren = AuthenticatedRoute._addFileChildren(AuthenticatedRouteChildren);
var PublicAuthenticatedProfileRouteChildren = {
	PublicAuthenticatedProfileAddressesRoute,
	PublicAuthenticatedProfileSettingsRoute,
	PublicAuthenticatedProfileIndexRoute
};
var PublicAuthenticatedRouteChildren = {
	PublicAuthenticatedCartRoute,
	PublicAuthenticatedCheckoutRoute,
	PublicAuthenticatedProfileRoute: PublicAuthenticatedProfileRoute._addFileChildren(PublicAuthenticatedProfileRouteChildren),
	PublicAuthenticatedShippingRoute,
	PublicAuthenticatedOrdersIdStatusRoute,
	PublicAuthenticatedOrdersIdIndexRoute
};
var PublicRouteChildren = {
	PublicSplatRoute,
	PublicAuthenticatedRoute: PublicAuthenticatedRoute._addFileChildren(PublicAuthenticatedRouteChildren),
	PublicAboutRoute,
	PublicContactRoute,
	PublicLoginRoute,
	PublicRegisterRoute,
	PublicRegisterStoreRoute,
	PublicSearchRoute,
	PublicSellersRoute,
	PublicTermsRoute,
	PublicIndexRoute,
	PublicAuthLoginRoute,
	PublicAuthRegisterRoute,
	PublicBrandBrandSlugRoute,
	PublicBundlesBundleSlugRoute,
	PublicFaqSlugRoute,
	PublicStoreStoreNameRoute,
	PublicStoresStoreIdRoute,
	PublicBlogIndexRoute,
	PublicBundlesIndexRoute,
	PublicFaqIndexRoute,
	PublicProductsIndexRoute,
	PublicStoresIndexRoute,
	PublicBlogIdSlugRoute,
	PublicCategoriesCategorySlugBrandSlugRoute,
	PublicProductsIdProductSlugRoute,
	PublicCategoriesCategorySlugIndexRoute
};
var rootRouteChildren = {
	AuthenticatedRoute: AuthenticatedRouteWithChildren,
	PublicRoute: PublicRoute._addFileChildren(PublicRouteChildren),
	EnamadVerificationRoute,
	GoogleSiteVerificationRoute
};
var routeTree = Route$76._addFileChildren(rootRouteChildren)._addFileTypes();
// src/ui/route-error.tsx
var box = "d_flex flex-d_column ai_center gap_4 py_16 px_4 ta_center";
/**
* A route that failed to load or render: a Persian message and a retry. Offline, it says the page
* needs a connection (it was never saved on this device) and tries again once the connection is back.
*/
function RouteError({ error, reset }) {
	const router = useRouter();
	const online = useOnline();
	const retry = useCallback(() => {
		reset();
		router.invalidate();
	}, [reset, router]);
	const wasOffline = useRef(!online);
	useEffect(() => {
		if (online && wasOffline.current) retry();
		wasOffline.current = !online;
	}, [online, retry]);
	console.error("Route failed", error);
	return /* @__PURE__ */ jsxs("section", {
		role: "alert",
		className: box,
		children: [
			online ? null : /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "fs_4xl c_accent.text",
				children: /* @__PURE__ */ jsx(OfflineIcon, {})
			}),
			/* @__PURE__ */ jsx("h1", {
				className: "fs_xl fw_bold",
				children: online ? "مشکلی پیش آمد" : NEEDS_CONNECTION
			}),
			/* @__PURE__ */ jsx("p", {
				className: "c_fg.muted max-w_md",
				children: online ? "بارگذاری این صفحه انجام نشد. دوباره تلاش کنید." : "این صفحه هنوز روی این دستگاه ذخیره نشده است. با وصل شدن اینترنت، صفحه خودش بارگذاری می‌شود."
			}),
			/* @__PURE__ */ jsx(Button, {
				onClick: retry,
				children: "تلاش مجدد"
			})
		]
	});
}
// src/router.tsx
function createAppRouter(queryClient, server) {
	return createRouter({
		routeTree,
		context: { queryClient },
		defaultPreload: "intent",
		defaultPreloadStaleTime: 0,
		scrollRestoration: !server,
		defaultPendingComponent: () => /* @__PURE__ */ jsx(Loading, {}),
		defaultNotFoundComponent: () => /* @__PURE__ */ jsx(NotFound, {}),
		defaultErrorComponent: RouteError,
		...server ? {
			history: server.history,
			isServer: true
		} : {}
	});
}
// src/entry-server.tsx
/** Renders `url` (path and query) to HTML, waiting for every lazy part and query of the page. */
async function render(url) {
	const queryClient = createQueryClient();
	const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }) });
	await router.load();
	const result = router._serverResult;
	if (result?.type === "redirect") {
		const to = result.redirect.options;
		return {
			html: "",
			state: "",
			status: 308,
			redirect: to.href ?? router.buildLocation(to).href
		};
	}
	await settled(queryClient);
	const html = await renderComplete(queryClient, router);
	const state = JSON.stringify(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" })).replace(/</g, "\\u003c");
	queryClient.clear();
	return {
		html,
		state,
		status: result?.type === "render" ? result.status : 200
	};
}
/**
* The page's HTML with every read it shows: a part that reads with useQuery (not from its route's
* loader) only registers its query while rendering on the server, so the reads that were asked
* for, enabled and not yet made are made and the page is rendered again (at most three passes).
* A read that fails is dropped: the browser asks again, as it would have without the server.
*/
async function renderComplete(queryClient, router) {
	const tried = /* @__PURE__ */ new Set();
	for (let pass = 1;; pass++) {
		const { prelude } = await prerenderToNodeStream(/* @__PURE__ */ jsx(AppRoot, {
			queryClient,
			router
		}), {
			onError: (error) => console.error("server render:", error),
			progressiveChunkSize: Number.POSITIVE_INFINITY
		});
		const html = await text(prelude);
		const waiting = queryClient.getQueryCache().getAll().filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle").filter((query) => !tried.has(query.queryHash) && enabled(query));
		if (pass === 3 || !waiting.length) return html;
		for (const query of waiting) tried.add(query.queryHash);
		await Promise.allSettled(waiting.map((query) => query.fetch()));
		queryClient.removeQueries({ predicate: (query) => query.state.status === "error" });
	}
}
/** The query's own `enabled` (a signed-in-only read is disabled on the server: no token here). */
function enabled(query) {
	const option = query.options.enabled;
	return typeof option === "function" ? option(query) : option !== false;
}
async function settled(queryClient) {
	const until = Date.now() + 3e3;
	while (queryClient.isFetching() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 1));
}
async function text(stream) {
	let out = "";
	const decoder = new TextDecoder();
	for await (const chunk of stream) out += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
	return out + decoder.decode();
}
export { siteLinks as $, Route$43 as A, Route$55 as B, Route$26 as C, conflictId as Ct, Route$33 as D, useSyncNotes as Dt, Route$32 as E, dismissSyncNote as Et, Route$49 as F, HomepageSections as G, Route$61 as H, Route$50 as I, isEmptyHomepage as J, ErrorState as K, Route$51 as L, Route$45 as M, Route$46 as N, Route$36 as O, Route$47 as P, useInstallOffer as Q, Route$52 as R, Route$24 as S, baseOf as St, Route$31 as T, removeConflict as Tt, Route$63 as U, Route$57 as V, Route$64 as W, IosInstallHint as X, storeHomepageQueryOptions as Y, install as Z, Route$16 as _, invalidateSellerProducts as _t, Route$4 as a, answerApiWith, useCartDrawerOpen as at, Route$19 as b, updateConflicts as bt, Route$7 as c, hasRole as ct, Route$10 as d, Loading as dt, Logo as et, Route$11 as f, Spinner as ft, Route$15 as g, conflictsQueryOptions as gt, Route$14 as h, sellerOrderMoveKey as ht, Route$3 as i, setCartDrawerOpen as it, Route$44 as j, Route$39 as k, Route$8 as l, profileKeys as lt, Route$13 as m, orderMove as mt, Route$1 as n, useDisplayedCart as nt, Route$5 as o, Badge as ot, Route$12 as p, NotFound as pt, homepageKeys as q, Route$2 as r, render, openCartDrawer as rt, Route$6 as s, CountBadge as st, Route as t, LogoMark as tt, Route$9 as u, useProfile as ut, Route$17 as v, offerEdit as vt, Route$30 as w, keepMine as wt, Route$22 as x, OfferConflictError as xt, Route$18 as y, sellerProductKeys as yt, Route$54 as z };

//# sourceMappingURL=entry-server.js.map