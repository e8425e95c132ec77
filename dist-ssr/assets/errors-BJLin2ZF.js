import { t as ApiError } from "./sdk-Dju50_5D.js";
import { i as toastError } from "./toast-BxABEDuo.js";
// src/lib/errors.ts
function isUnauthorized(error) {
	return error instanceof ApiError && error.status === 401;
}
function errorDetail(error) {
	return error instanceof ApiError ? error.detail : void 0;
}
/**
* The error catalogue's generic rule: a failed request shows the 'خطا' toast with the server's
* detail. A 401 is the session flow's business (refresh, or log out with its own toast).
*/
function reportError(error, meta) {
	if (isUnauthorized(error) || meta?.silentError) return;
	toastError(errorDetail(error));
}
export { isUnauthorized as n, reportError as r, errorDetail as t };

//# sourceMappingURL=errors-BJLin2ZF.js.map