import "./sdk-Dju50_5D.js";
// src/lib/toast.ts
var counter = 0;
var deliver = null;
var waiting = [];
var listeners = /* @__PURE__ */ new Set();
function toast(input) {
	const shown = {
		...input,
		id: input.id ?? `toast-${++counter}`
	};
	if (deliver) deliver(shown);
	else {
		waiting.push(shown);
		for (const listener of listeners) listener();
	}
	return shown.id;
}
/** The generic failure toast of the error catalogue: 'خطا' and the server's detail. */
function toastError(detail, title = "خطا") {
	const description = detail?.trim() || "خطایی رخ داده است";
	return toast({
		title,
		description,
		variant: "error",
		id: `error:${title}:${description}`
	});
}
/** Whether any toast was asked for yet (the app then mounts the toaster). */
function toastsRequested() {
	return deliver !== null || waiting.length > 0;
}
function onToastRequested(listener) {
	listeners.add(listener);
	return () => listeners.delete(listener);
}
/**
* The loaded toaster (ui/toaster.tsx, when its module is evaluated) takes the waiting toasts and
* every later one. The app is told, so it mounts the toaster's region even if the module was
* only fetched ahead (app/shell/lazy-shell.tsx).
*/
function setToastDelivery(show) {
	deliver = show;
	if (show) for (const shown of waiting.splice(0)) show(shown);
	for (const listener of listeners) listener();
}
export { toastsRequested as a, toastError as i, setToastDelivery as n, toast as r, onToastRequested as t };

//# sourceMappingURL=toast-BxABEDuo.js.map