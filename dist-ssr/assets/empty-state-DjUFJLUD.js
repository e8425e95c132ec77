import "./css-BNi8J5P3.js";
import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/lib/use-online.ts
function subscribeToNetwork(onChange) {
	window.addEventListener("online", onChange);
	window.addEventListener("offline", onChange);
	return () => {
		window.removeEventListener("online", onChange);
		window.removeEventListener("offline", onChange);
	};
}
/** The browser's own view of the connection (navigator.onLine), kept current. */
function useOnline() {
	return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine, () => true);
}
/**
* True while TanStack Query holds its requests until the connection returns: a page still loading
* then waits for the network, not for the service worker's cache, so it can say so. (After a
* cold start offline the query client still believes it is online and asks the service worker.)
*/
function useQueriesPaused() {
	return !useSyncExternalStore((onChange) => onlineManager.subscribe(onChange), () => onlineManager.isOnline(), () => true);
}
// src/ui/empty-state.tsx
var box = "d_flex flex-d_column ai_center ta_center gap_3 py_10 md:py_14 px_4 bg_bg.surface bd-w_1px bd-c_border.default bdr_card";
var iconBox = "d_grid place-items_center w_14 h_14 bdr_full bg_accent.subtle c_accent.text fs_3xl";
/** Nothing to show (or a failure): a sentence on why and, when there is one, a way on. */
function EmptyState({ title, description, icon, action, role = "status" }) {
	return /* @__PURE__ */ jsxs("div", {
		role,
		className: box,
		children: [
			icon ? /* @__PURE__ */ jsx("span", {
				className: iconBox,
				children: icon
			}) : null,
			/* @__PURE__ */ jsx("p", {
				className: "fs_lg fw_bold",
				children: title
			}),
			description ? /* @__PURE__ */ jsx("p", {
				className: "c_fg.muted max-w_md",
				children: description
			}) : null,
			action
		]
	});
}
export { useOnline as n, useQueriesPaused as r, EmptyState as t };

//# sourceMappingURL=empty-state-DjUFJLUD.js.map