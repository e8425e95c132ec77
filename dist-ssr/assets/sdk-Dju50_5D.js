import createClient from "openapi-fetch";
// sdk/client.ts
var DEFAULT_ERROR_DETAIL = "خطایی رخ داده است";
var NETWORK_ERROR_DETAIL = "ارتباط با سرور برقرار نشد";
/** An API failure in the shape the UI shows: the HTTP status and the server's Persian detail. */
var ApiError = class extends Error {
	status;
	detail;
	errors;
	/** Seconds to wait before asking again (a 429's or 503's Retry-After), when the server said */
	retryAfter;
	constructor(status, detail, errors) {
		super(detail);
		this.name = "ApiError";
		this.status = status;
		this.detail = detail;
		this.errors = errors;
	}
};
/** Normalise any error body (or none) to {status, detail}. */
function toApiError(status, body) {
	if (body && typeof body === "object" && "detail" in body && typeof body.detail === "string") {
		const errors = "errors" in body && Array.isArray(body.errors) ? body.errors : void 0;
		return new ApiError(status, body.detail, errors);
	}
	return new ApiError(status, DEFAULT_ERROR_DETAIL);
}
/** A fresh key for one logical mutation; send the same key when replaying it. */
function newIdempotencyKey() {
	return globalThis.crypto.randomUUID();
}
var RETRIED = "x-rasteh-retried";
/**
* The sign-in calls, whose contract security is `[{}]`: a token means nothing to them, so none is
* sent (a validating proxy refuses one), and their 401 is a wrong code, not an expired session.
* tests/unit/public-reads.test.ts holds this list to the contract.
*/
var WITHOUT_TOKEN = /* @__PURE__ */ new Set([
	"/auth/register/request",
	"/auth/register/verify",
	"/auth/otp/request",
	"/auth/otp/verify",
	"/auth/login",
	"/auth/password/reset",
	"/auth/refresh"
]);
var NETWORK = Symbol("network");
function createApiClient(options) {
	const baseUrl = options.baseUrl.replace(/\/$/, "");
	const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
	const tokens = options.tokens;
	let refreshing = null;
	function refreshOnce() {
		if (!refreshing) refreshing = refresh().finally(() => {
			refreshing = null;
		});
		return refreshing;
	}
	/** The new access token; null when the session cannot be refreshed; NETWORK when unreachable. */
	async function refresh() {
		const refreshToken = tokens?.getRefreshToken();
		if (!refreshToken) return null;
		let res;
		try {
			const url = `${baseUrl}/auth/refresh?refresh_token=${encodeURIComponent(refreshToken)}`;
			res = await doFetch(new Request(url, { method: "POST" }));
		} catch {
			return NETWORK;
		}
		try {
			if (!res.ok) throw new Error("Token refresh failed");
			const pair = await res.json();
			tokens?.setTokens({
				access_token: pair.access_token,
				refresh_token: pair.refresh_token
			});
			return pair.access_token;
		} catch {
			return null;
		}
	}
	const auth = {
		onRequest({ request, schemaPath }) {
			if (WITHOUT_TOKEN.has(schemaPath)) return request;
			const token = tokens?.getAccessToken();
			if (token && !request.headers.has("Authorization")) request.headers.set("Authorization", `Bearer ${token}`);
			return request;
		},
		async onResponse({ request, response, schemaPath }) {
			if (response.status !== 401 || !tokens || request.headers.has(RETRIED)) return response;
			if (WITHOUT_TOKEN.has(schemaPath)) return response;
			const sentToken = request.headers.get("Authorization")?.replace(/^Bearer /, "") ?? null;
			const current = tokens.getAccessToken();
			const fresh = current && current !== sentToken ? current : await refreshOnce();
			if (fresh === NETWORK) throw new TypeError("Failed to fetch");
			if (!fresh) {
				tokens.clear();
				options.onSessionExpired?.();
				return response;
			}
			const retry = new Request(request, { headers: new Headers(request.headers) });
			retry.headers.set("Authorization", `Bearer ${fresh}`);
			retry.headers.set(RETRIED, "1");
			return doFetch(retry);
		}
	};
	const client = createClient({
		baseUrl,
		fetch: (input) => doFetch(input)
	});
	client.use(auth);
	return client;
}
/**
* Resolve an openapi-fetch call to its data, or throw ApiError {status, detail}. Network
* failures become status 0 with a Persian detail. Suited to TanStack Query's queryFn/mutationFn.
*/
async function unwrap(call) {
	let result;
	try {
		result = await call;
	} catch (cause) {
		if (cause instanceof ApiError) throw cause;
		throw new ApiError(0, NETWORK_ERROR_DETAIL);
	}
	if (result.error !== void 0 || !result.response.ok) {
		const error = toApiError(result.response.status, result.error);
		const retryAfter = Number(result.response.headers.get("retry-after"));
		if (Number.isInteger(retryAfter) && retryAfter > 0) error.retryAfter = retryAfter;
		throw error;
	}
	return result.data;
}
export { toApiError as a, newIdempotencyKey as i, DEFAULT_ERROR_DETAIL as n, unwrap as o, createApiClient as r, ApiError as t };

//# sourceMappingURL=sdk-Dju50_5D.js.map