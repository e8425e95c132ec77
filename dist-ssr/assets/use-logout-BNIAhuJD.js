import "./sdk-Dju50_5D.js";
import { t as endSession } from "./auth-Ccly4I5l.js";
import { n as isUnauthorized, t as errorDetail } from "./errors-BJLin2ZF.js";
import { t as PUBLIC_QUERY_ROOTS } from "./public-reads-C6GZ9ve7.js";
import { c as tokenStore, o as selectedStore, r as STORAGE_PREFIX } from "./api-DZa6-Wrr.js";
import { i as toastError, r as toast } from "./toast-BxABEDuo.js";
import { dehydrate, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { set } from "idb-keyval";
// src/lib/persisted-cache.ts
/** The `max` most recently updated queries, in their original order. */
function keepNewest(queries, max) {
	if (queries.length <= max) return [...queries];
	const cutoff = queries.map((query, index) => ({
		at: query.state.dataUpdatedAt,
		index
	})).sort((a, b) => b.at - a.at || a.index - b.index).slice(0, Math.max(0, max));
	const kept = new Set(cutoff.map((entry) => entry.index));
	return queries.filter((_, index) => kept.has(index));
}
function prunedQueries(queries, limits, withPrivate) {
	return keepNewest(queries.filter((query) => query.state.status === "success" && limits.now - query.state.dataUpdatedAt <= limits.queryMaxAge && (withPrivate || !limits.isPrivate(query.queryKey))), limits.maxQueries);
}
function prunedMutations(mutations, limits) {
	return mutations.filter((mutation) => limits.now - mutation.state.submittedAt <= limits.queueMaxAge);
}
/**
* The copy to write: capped, fresh queries only, stamped with the signed-in user. A change still
* in flight is stored as paused, so after a reload it is sent again — with its Idempotency-Key,
* so the server applies it at most once.
*/
function toStored(client, owner, limits) {
	const { queries, mutations } = client.clientState;
	return {
		...client,
		owner,
		clientState: {
			queries: prunedQueries(queries, limits, true),
			mutations: prunedMutations(mutations, limits).map((mutation) => mutation.state.isPaused ? mutation : {
				...mutation,
				state: {
					...mutation.state,
					isPaused: true
				}
			})
		}
	};
}
// src/lib/private-data.ts
function isPrivateKey(key) {
	return !key?.length || !PUBLIC_QUERY_ROOTS.has(key[0]);
}
/** Drops the signed-in user's queries and every queued change from memory (not the catalogue). */
function removePrivateData(queryClient) {
	queryClient.removeQueries({ predicate: (query) => isPrivateKey(query.queryKey) });
	const mutations = queryClient.getMutationCache();
	for (const mutation of mutations.getAll()) mutations.remove(mutation);
}
var holder = null;
function cacheOwner() {
	return holder;
}
// src/lib/persister.ts
var DAY = 864e5;
var KEY$1 = "rasteh:query-cache";
/** A persisted answer older than a day is not shown, even offline. */
var QUERY_MAX_AGE = DAY;
/** Queued cart changes live as long as the server keeps their Idempotency-Keys (7 days). */
var QUEUE_MAX_AGE = 7 * DAY;
var SAVE_MEASURE = "rasteh:cache-save";
var limits = () => ({
	now: Date.now(),
	maxQueries: 200,
	queryMaxAge: QUERY_MAX_AGE,
	queueMaxAge: QUEUE_MAX_AGE,
	isPrivate: isPrivateKey
});
var SAVED_MARK = "rasteh-query-cache-saved";
function setSavedMark(saved) {
	try {
		if (saved) globalThis.localStorage?.setItem(SAVED_MARK, "1");
		else globalThis.localStorage?.removeItem(SAVED_MARK);
	} catch {}
}
function serialize({ client, owner }) {
	const start = performance.now();
	const text = JSON.stringify(toStored(client, owner, limits()));
	performance.measure(SAVE_MEASURE, {
		start,
		end: performance.now()
	});
	return text;
}
var taken = 0;
var written = 0;
var queue = Promise.resolve();
function write(snapshot) {
	queue = queue.then(async () => {
		if (snapshot.seq <= written) return;
		written = snapshot.seq;
		try {
			await set(KEY$1, serialize(snapshot));
			setSavedMark(true);
		} catch (error) {
			console.error("Saving the query cache failed", error);
		}
	});
	return queue;
}
function snapshot(client) {
	taken += 1;
	return {
		client,
		owner: cacheOwner(),
		seq: taken
	};
}
var latest;
var timer;
function flush() {
	timer = void 0;
	const next = latest;
	latest = void 0;
	if (!next) return;
	write(next);
}
function flushNow() {
	if (timer === void 0) return;
	clearTimeout(timer);
	flush();
}
if (typeof document !== "undefined") {
	document.addEventListener("visibilitychange", () => {
		if (document.visibilityState === "hidden") flushNow();
	});
	globalThis.addEventListener?.("pagehide", flushNow);
}
function dehydrateOptions(queryClient) {
	return {
		shouldDehydrateQuery: (query) => query.state.status === "success",
		shouldDehydrateMutation: (mutation) => mutation.state.status === "pending" && mutation.options.mutationKey !== void 0 && Boolean(queryClient.getMutationDefaults(mutation.options.mutationKey).mutationFn)
	};
}
/** Writes the cache now, past the throttle (and past any older write still on its way). */
function persistNow(queryClient) {
	return write(snapshot({
		buster: "2026-11-26T23:22:43.330Z",
		timestamp: Date.now(),
		clientState: dehydrate(queryClient, dehydrateOptions(queryClient))
	}));
}
/** Sign-out: the user's queries and queued changes leave memory and IndexedDB; the catalogue stays. */
async function forgetPrivateData(queryClient) {
	removePrivateData(queryClient);
	await persistNow(queryClient);
}
// src/app/session/flash.ts
var KEY = `${STORAGE_PREFIX}flash_toast`;
/** Keep a toast across a full page reload (the logout flow reloads the page). */
function flashToastAfterReload(input) {
	try {
		sessionStorage.setItem(KEY, JSON.stringify(input));
	} catch {
		toast(input);
	}
}
// src/app/session/logout.ts
var FAREWELL = {
	title: "خروج موفقیت‌آمیز",
	description: "به امید دیدار مجدد",
	variant: "success"
};
/**
* Spec section 4: end the session on the server (with the refresh token when there is one), then
* forget the tokens, the selected store and the user's own cached answers and queued changes (in
* memory and in IndexedDB; the public catalogue stays for offline browsing), say goodbye and go to
* /login.
* A failure leaves the session as it was and shows 'خطا در خروج'.
*/
async function logout({ queryClient, fullReload, navigateToLogin }) {
	const refreshToken = tokenStore.getRefreshToken();
	try {
		await endSession(refreshToken);
	} catch (error) {
		if (!isUnauthorized(error)) {
			const detail = errorDetail(error);
			toastError(detail && detail !== "خطایی رخ داده است" ? detail : "خطا در خروج", "خطا در خروج");
			return false;
		}
	}
	tokenStore.clear();
	selectedStore.clear();
	await forgetPrivateData(queryClient);
	if (fullReload) {
		flashToastAfterReload(FAREWELL);
		window.location.assign("/login");
	} else {
		toast(FAREWELL);
		navigateToLogin();
	}
	return true;
}
// src/app/session/use-logout.ts
/** The logout action for a layout: `fullReload` in the public and provider layouts (spec section 4). */
function useLogout({ fullReload }) {
	const queryClient = useQueryClient();
	const navigate = useNavigate();
	const [pending, setPending] = useState(false);
	return {
		logout: useCallback(async () => {
			setPending(true);
			try {
				await logout({
					queryClient,
					fullReload,
					navigateToLogin: () => navigate({ to: "/login" })
				});
			} finally {
				setPending(false);
			}
		}, [
			queryClient,
			fullReload,
			navigate
		]),
		pending
	};
}
export { useLogout as t };

//# sourceMappingURL=use-logout-BNIAhuJD.js.map