import { r as createApiClient } from "./sdk-Dju50_5D.js";
// src/lib/page-data.ts
var answers;
function embedded() {
	if (answers) return answers;
	answers = [];
	const element = typeof document === "undefined" ? null : document.getElementById("page-data");
	if (!element?.textContent) return answers;
	try {
		const parsed = JSON.parse(element.textContent);
		if (Array.isArray(parsed)) answers = parsed;
	} catch {}
	return answers;
}
/** The embedded answer for this request (taken: a second ask goes to the network), or null. */
function takePageAnswer(request) {
	if (request.method !== "GET" || request.headers.has("Authorization")) return null;
	const list = embedded();
	if (!list.length) return null;
	const url = new URL(request.url);
	const index = list.findIndex((answer) => answer.url === url.pathname + url.search);
	if (index < 0) return null;
	const [answer] = list.splice(index, 1);
	return new Response(JSON.stringify(answer.body), {
		status: 200,
		headers: { "Content-Type": "application/json" }
	});
}
// src/lib/storage.ts
var STORAGE_PREFIX = "rasteh:";
var storageKeys = {
	accessToken: `${STORAGE_PREFIX}access_token`,
	refreshToken: `${STORAGE_PREFIX}refresh_token`,
	selectedStoreId: `${STORAGE_PREFIX}selected_store_id`,
	selectedAddressId: `${STORAGE_PREFIX}selected_address_id`
};
var memory = /* @__PURE__ */ new Map();
var fallback = {
	getItem: (key) => memory.get(key) ?? null,
	setItem: (key, value) => void memory.set(key, value),
	removeItem: (key) => void memory.delete(key)
};
function browserStorage() {
	try {
		const storage = globalThis.localStorage;
		if (!storage) return fallback;
		storage.getItem(STORAGE_PREFIX);
		return storage;
	} catch {
		return fallback;
	}
}
var listeners = /* @__PURE__ */ new Set();
/** Listen for session changes in this tab and in others; returns the unsubscribe function. */
function subscribeSession(listener) {
	listeners.add(listener);
	const onStorage = (event) => {
		if (event.key === null || event.key.startsWith("rasteh:")) listener();
	};
	globalThis.addEventListener?.("storage", onStorage);
	return () => {
		listeners.delete(listener);
		globalThis.removeEventListener?.("storage", onStorage);
	};
}
function notify() {
	for (const listener of listeners) listener();
}
function createTokenStore(storage = browserStorage()) {
	return {
		getAccessToken: () => storage.getItem(storageKeys.accessToken),
		getRefreshToken: () => storage.getItem(storageKeys.refreshToken),
		setTokens(tokens) {
			storage.setItem(storageKeys.accessToken, tokens.access_token);
			storage.setItem(storageKeys.refreshToken, tokens.refresh_token);
			notify();
		},
		clear() {
			storage.removeItem(storageKeys.accessToken);
			storage.removeItem(storageKeys.refreshToken);
			notify();
		}
	};
}
var tokenStore = createTokenStore();
/** A stored access token means logged in (spec section 4). */
function hasSession() {
	return Boolean(tokenStore.getAccessToken());
}
function idSlot(key) {
	return {
		get() {
			const value = Number(browserStorage().getItem(key));
			return Number.isInteger(value) && value > 0 ? value : null;
		},
		set(id) {
			browserStorage().setItem(key, String(id));
			notify();
		},
		clear() {
			browserStorage().removeItem(key);
			notify();
		}
	};
}
var selectedStore = idSlot(storageKeys.selectedStoreId);
var selectedAddress = idSlot(storageKeys.selectedAddressId);
/** The server's render (src/entry-server.tsx) answers the API in-process; see answerApiWith. */
var serverFetch;
/** On the server, every API request of a render goes to `fetcher` (the server's own handlers). */
function answerApiWith(fetcher) {
	serverFetch = fetcher;
}
var api = createApiClient({
	baseUrl: typeof window === "undefined" ? "http://ssr.invalid/api/v1" : "/api/v1",
	tokens: tokenStore,
	onSessionExpired: () => void 0,
	fetch: (input) => {
		if (serverFetch) return serverFetch(input);
		const answer = input instanceof Request ? takePageAnswer(input) : null;
		return answer ? Promise.resolve(answer) : fetch(input);
	}
});
export { selectedAddress as a, tokenStore as c, hasSession as i, api as n, selectedStore as o, STORAGE_PREFIX as r, subscribeSession as s, answerApiWith as t };

//# sourceMappingURL=api-DZa6-Wrr.js.map